// Blocks that only custom pages have (no fixed page shows them): the document each starts with.
// Plain values without zod: the public pages import them (blocks.ts has the schemas).
import { emptyRichText } from '../rich-text-content.js';
import type { ImageText } from './blocks.js';

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
