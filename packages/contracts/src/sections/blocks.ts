// The blocks only custom pages have: their schemas, and how each is edited. They are declared with
// the same facts as a section (sectionFacts), so the editor's generated form, the image categories
// and the block's validation work alike; they have no API path of their own.
import { z } from 'zod';
import { choice, colour, imageUrl, link, text } from '../fields.js';
import { richText } from '../rich-text.js';
import { sectionFacts, type NamedFacts } from '../section-facts.js';
import { IMAGE_SIDES, imageTextBlockDefault, imageTextDefault, type BlockOnlyType } from './blocks.page.js';

export const imageTextSchema = z.strictObject({
  heading: text(),
  body: richText(),
  image: imageUrl(),
  imageAlt: text(),
  imageSide: choice(IMAGE_SIDES),
  buttonLabel: text(),
  buttonLink: link(),
  bgColor: colour(),
  textColor: colour(),
});
export type ImageText = z.infer<typeof imageTextSchema>;

/** Block-only types by their type name (a section's block type is its API path instead), each with its name. */
export const BLOCK_ONLY_SECTIONS = {
  'image-text': {
    label: 'Image and text',
    ...sectionFacts({
      schema: imageTextSchema,
      defaults: imageTextDefault,
      blockDefaults: imageTextBlockDefault,
      blockPictures: ['image'],
      editor: {
        success: 'Block updated.',
        category: 'pages',
        labels: { imageAlt: 'Image description (for screen readers)', imageSide: 'Where the picture goes' },
        choiceLabels: { imageSide: { left: 'Picture on the left', right: 'Picture on the right' } },
      },
    }),
  },
} satisfies Record<BlockOnlyType, NamedFacts>;

/** The document of a block-only type. */
export type BlockOnlyData<T extends BlockOnlyType> = z.output<(typeof BLOCK_ONLY_SECTIONS)[T]['schema']>;
