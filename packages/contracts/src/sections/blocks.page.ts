// Blocks that only custom pages have (no fixed page shows them): the document each starts with.
// Plain values without zod: the public pages import them (blocks.ts has the schemas).
import { emptyRichText } from '../rich-text-content.js';
import type { ImageText } from './blocks.js';

/**
 * The block-only types by name: a block's `type` on a custom page (stored, so a name never changes).
 * Each has its facts in blocks.ts, its component in the site's BLOCK_ONLY_COMPONENTS and its picture
 * in the editor's BLOCK_PICTURES, each a map over these names the compiler checks.
 */
export const BLOCK_ONLY_TYPES = ['image-text'] as const;
export type BlockOnlyType = (typeof BLOCK_ONLY_TYPES)[number];

export function isBlockOnlyType(type: string): type is BlockOnlyType {
  return (BLOCK_ONLY_TYPES as readonly string[]).includes(type);
}

export const IMAGE_SIDES = ['left', 'right'] as const;
export type ImageSide = (typeof IMAGE_SIDES)[number];

export const imageTextDefault: ImageText = {
  heading: '',
  body: emptyRichText,
  image: '',
  imageAlt: '',
  imageSide: 'left',
  buttonLabel: '',
  buttonLink: '',
  bgColor: '#ffffff',
  textColor: '#1f2937',
};

/** A new image-and-text block: a heading and a paragraph to replace beside its picture. */
export const imageTextBlockDefault: ImageText = {
  ...imageTextDefault,
  heading: 'A heading for this part',
  body: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'A few sentences on this subject. Click the block to change the words and the picture.' },
        ],
      },
    ],
  },
};
