// Headings out of order, from the page as rendered: a heading more than one level below the one
// before it (an h4 after an h2), a page without a main heading (h1) or with more than one. Each is
// named by the field whose text it shows where one does; else by the page's main document.
import type { SiteHealthFinding } from '@site/contracts';
import { fieldsHolding, findingOn, type CheckedPage } from './checked-page.js';
import type { PageMarkup } from './page-markup.js';

export function headingFindings(page: CheckedPage, markup: PageMarkup): SiteHealthFinding[] {
  const at = (text: string) => fieldsHolding(page.documents, text)[0] ?? { document: page.main, field: null };
  const findings: SiteHealthFinding[] = [];
  const mains = markup.headings.filter((h) => h.level === 1);
  if (mains.length === 0) {
    findings.push(findingOn(page, 'heading-order', { document: page.main, field: null }, 'The page has no main heading (h1).'));
  }
  for (const extra of mains.slice(1)) {
    findings.push(
      findingOn(
        page,
        'heading-order',
        at(extra.text),
        `The heading "${extra.text}" is a second main heading (h1) on the page, after "${mains[0]!.text}": a page has one.`,
      ),
    );
  }
  markup.headings.forEach((heading, index) => {
    const before = markup.headings[index - 1];
    if (!before || heading.level <= before.level + 1) return;
    findings.push(
      findingOn(
        page,
        'heading-order',
        at(heading.text),
        `The heading "${heading.text}" (h${heading.level}) follows "${before.text}" (h${before.level}): it skips ` +
          `h${before.level + 1}.`,
      ),
    );
  });
  return findings;
}
