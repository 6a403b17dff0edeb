// Which text is a CSS colour. Colour fields are written into `style` attributes, where any other
// text is CSS injection (a `url(` the browser fetches, an overlay over the whole page): the contract
// refuses it on every write, and the site drops it when rendering what was stored before.
// The grammar is colord's (hex, rgb[a]() and hsl[a]() in both CSS syntaxes, the named colours):
// anchored expressions of numbers, units, commas, spaces and one slash, so nothing but a colour passes.
import { extend, getFormat } from 'colord';
import namesPlugin from 'colord/plugins/names';

// The 148 named colours of CSS and `transparent`, in any case.
extend([namesPlugin]);

/** colord reads neither; both are colours a `style` may hold. */
const KEYWORDS = new Set(['currentcolor']);

/**
 * Hex of 3, 4, 6 or 8 digits, rgb()/rgba() and hsl()/hsla() (commas or spaces, optional alpha, angle
 * units), a named colour, `transparent` or `currentColor`, any case. Surrounding whitespace is
 * allowed, as CSS ignores it; `safeColour` gives the colour without it.
 */
export function isColour(value: string): boolean {
  return KEYWORDS.has(value.trim().toLowerCase()) || getFormat(value) !== undefined;
}

/**
 * A stored colour fit for a `style` attribute, or undefined (no colour: the stylesheet's own) when it
 * is empty or not a colour, as a document stored before the rule may hold.
 */
export function safeColour(value: unknown): string | undefined {
  return typeof value === 'string' && isColour(value) ? value.trim() : undefined;
}
