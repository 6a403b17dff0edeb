// Content colours reach a `style` attribute only through here. Each value must be a CSS colour
// (contracts' safeColour): one that is not, as a document stored before colours were checked may
// hold, is left out, so the stylesheet's own colour shows and no text of the document becomes CSS.
import type { CSSProperties } from 'react';
import { safeColour } from '@site/contracts/site';

/** The colour properties sections set: React's names, or a custom property the CSS Modules read. */
type ColourProperty = 'backgroundColor' | 'color' | `--${string}`;

export function colourStyle(colours: Partial<Record<ColourProperty, string | undefined>>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [property, value] of Object.entries(colours)) {
    const colour = safeColour(value);
    if (colour) style[property] = colour;
  }
  // React's style type does not know custom property names.
  return style;
}
