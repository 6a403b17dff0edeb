// Colour pairs below WCAG 2.2 AA: the text and background colours a section, a button, the navbar
// or the footer sets together. A text colour is paired with the background of the same name in the
// same part of the document (`textColor` with `bgColor`, `cardTextColor` with `cardBgColor`,
// `overlayTextColor` with `overlayColor`). A pair with one side empty shows the stylesheet's own
// colour there, which the section's design already keeps readable: only pairs an editor set both
// sides of are judged.
import type { SiteHealthFinding } from '@site/contracts';
import { findingOn, type CheckedPage, type PageDocument } from './checked-page.js';
import { AA_LARGE, AA_NORMAL, contrastRatio, passingColour, shownRatio } from './colour-contrast.js';

const TEXT_COLOUR = /^(.*?)(?:textColou?r)$/i;

/** Text colours drawn large (the statistics' big numbers): 3:1 is enough for them. */
const LARGE_TEXT = new Set(['numbersTextColor']);

/** The background key paired with a text colour key, among `keys`. */
function backgroundOf(textKey: string, keys: readonly string[]): string | undefined {
  const prefix = TEXT_COLOUR.exec(textKey)?.[1];
  if (prefix === undefined) return undefined;
  const candidates = prefix ? [`${prefix}BgColor`, `${prefix}BackgroundColor`, `${prefix}Color`] : ['bgColor', 'backgroundColor'];
  return candidates.find((key) => keys.includes(key));
}

interface Pair {
  field: string;
  foreground: string;
  background: string;
  required: number;
}

/** Every pair with both sides set in `data`, with the text colour's field name. */
function pairsIn(data: unknown, path: string, pairs: Pair[] = []): Pair[] {
  if (Array.isArray(data)) data.forEach((item, i) => pairsIn(item, path ? `${path}.${i}` : String(i), pairs));
  else if (data !== null && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    const keys = Object.keys(record);
    for (const key of keys) {
      const value = record[key];
      if (typeof value === 'object') pairsIn(value, path ? `${path}.${key}` : key, pairs);
      const background = backgroundOf(key, keys);
      const bg = background ? record[background] : undefined;
      if (typeof value === 'string' && typeof bg === 'string' && value.trim() && bg.trim()) {
        const required = LARGE_TEXT.has(key) ? AA_LARGE : AA_NORMAL;
        pairs.push({ field: path ? `${path}.${key}` : key, foreground: value.trim(), background: bg.trim(), required });
      }
    }
  }
  return pairs;
}

/** The pairs of one document below AA, as findings on `page`. */
export function contrastFindings(page: Pick<CheckedPage, 'page' | 'locale'>, doc: PageDocument): SiteHealthFinding[] {
  return pairsIn(doc.data, doc.prefix.replace(/\.$/, '')).flatMap(({ field, foreground, background, required }) => {
    const ratio = contrastRatio(foreground, background);
    if (ratio === undefined || ratio >= required) return [];
    const suggestion = passingColour(foreground, background, required);
    const size = required === AA_LARGE ? 'large text' : 'text';
    return [
      findingOn(
        page,
        'contrast',
        { document: doc.document, field },
        `The ${size} colour ${foreground} on ${background} has a contrast of ${shownRatio(ratio)}:1; WCAG AA asks for ` +
          `${required}:1. ${suggestion} would pass.`,
        { contrast: { ratio: shownRatio(ratio), required, foreground, background, suggestion } },
      ),
    ];
  });
}
