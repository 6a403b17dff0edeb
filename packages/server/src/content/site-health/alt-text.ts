// Images without alternative text: an <img> the page draws with an empty alt, whose image has no
// alt text of the section's (or words the section draws it with) nor of the media library's. The
// images the site draws as decorative on purpose are fine: the section dividers and the small icons
// beside their own words. An image drawn twice (a carousel's picture and its thumbnail) needs its
// words once.
import type { SiteHealthFinding } from '@site/contracts';
import { fieldsHolding, findingOn, type CheckedPage } from './checked-page.js';
import type { PageMarkup } from './page-markup.js';

/** The image fields the site draws as decoration (alt=""), whatever they hold. */
const DECORATIVE_FIELDS = new Set(['divider', 'icon', 'iconUrl', 'iconPath']);

const isDecorativeField = (field: string) => DECORATIVE_FIELDS.has(field.split('.').at(-1) ?? '');

export function altFindings(page: CheckedPage, markup: PageMarkup): SiteHealthFinding[] {
  const described = new Set(markup.images.filter((image) => image.alt?.trim()).map((image) => image.src));
  const findings: SiteHealthFinding[] = [];
  const seen = new Set<string>();
  for (const { src } of markup.images) {
    if (!src || described.has(src) || seen.has(src)) continue;
    seen.add(src);
    const fields = fieldsHolding(page.documents, src);
    if (fields.length && fields.every((f) => isDecorativeField(f.field))) continue;
    const at = fields.find((f) => !isDecorativeField(f.field)) ?? { document: page.main, field: null };
    findings.push(
      findingOn(
        page,
        'missing-alt',
        at,
        `The image ${src} has no alternative text: describe it in the section or in the media library.`,
      ),
    );
  }
  return findings;
}
