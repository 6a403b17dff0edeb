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
