// Content shapes the home page's tests give its sections (withSection): pictures the server always
// has, a description long enough to be clamped, and flip cards with fixed titles and colours.
import type { SectionData } from '@site/contracts';

/** Distinct addresses of an image the server always has (the built favicon). */
export const image = (n: number) => `/favicon.svg?v=${n}`;
export const LONG_TEXT = 'We look after offices, hotels and hospitals around the clock. '.repeat(6).trim();

/** Flip cards "Flip 1".."Flip n", each with "Back of n" on its back. */
export const flipCards = (count: number): SectionData<'gridCards'>['gridCards'] =>
  Array.from({ length: count }, (_, i) => ({
    image: image(i + 1),
    title: `Flip ${i + 1}`,
    description: `Back of ${i + 1}`,
    flipBgColor: '#ffffff',
    flipTextColor: '#333333',
  }));
