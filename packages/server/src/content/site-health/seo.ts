// Search-engine gaps, from the pages as rendered: a title or description missing, longer than search
// results show (seo-rules.ts), or the same as another page's in the same language; and a page hidden
// from search engines that the navbar links to. Each is named by the page's search-engine settings
// (`seo/{page}`), where the editor fixes it.
import { DESCRIPTION_HINT, TITLE_HINT, type SiteHealthFinding } from '@site/contracts';
import { findingOn, type CheckedPage } from './checked-page.js';
import { linkKind, linkPath } from './links.js';
import type { PageMarkup } from './page-markup.js';

const seoOf = (page: CheckedPage) => `seo/${page.key}`;

function textFindings(
  pages: readonly { page: CheckedPage; text: string | null }[],
  field: 'title' | 'description',
  limit: number,
): SiteHealthFinding[] {
  const findings: SiteHealthFinding[] = [];
  const pagesWith = new Map<string, CheckedPage[]>();
  for (const { page, text } of pages) {
    const at = { document: seoOf(page), field };
    if (!text?.trim()) {
      findings.push(findingOn(page, 'seo', at, `The page has no ${field} for search results.`));
      continue;
    }
    if (text.length > limit) {
      findings.push(
        findingOn(
          page,
          'seo',
          at,
          `The page's ${field} is ${text.length} characters long: search results cut it after about ${limit}.`,
        ),
      );
    }
    const key = `${page.locale}\n${text.trim().toLowerCase()}`;
    pagesWith.set(key, [...(pagesWith.get(key) ?? []), page]);
  }
  for (const same of pagesWith.values()) {
    if (same.length < 2) continue;
    for (const page of same) {
      const others = same.filter((p) => p !== page).map((p) => p.page);
      findings.push(
        findingOn(
          page,
          'seo',
          { document: seoOf(page), field },
          `The page's ${field} is the same as that of ${others.join(', ')}.`,
        ),
      );
    }
  }
  return findings;
}

/** The SEO findings of every page (of every language) with its rendered markup. */
export function seoFindings(pages: readonly { page: CheckedPage; markup: PageMarkup }[]): SiteHealthFinding[] {
  const titles = textFindings(
    pages.map(({ page, markup }) => ({ page, text: markup.title })),
    'title',
    TITLE_HINT,
  );
  const descriptions = textFindings(
    pages.map(({ page, markup }) => ({ page, text: markup.description })),
    'description',
    DESCRIPTION_HINT,
  );
  const inNavbar = new Set(
    pages.flatMap(({ page, markup }) =>
      markup.links.filter((l) => l.inNavbar && linkKind(l.href) === 'internal').map((l) => `${page.locale}\n${linkPath(l.href)}`),
    ),
  );
  const hidden = pages
    .filter(({ page }) => page.seo.noindex && inNavbar.has(`${page.locale}\n${page.page}`))
    .map(({ page }) =>
      findingOn(
        page,
        'seo',
        { document: seoOf(page), field: 'noindex' },
        'The page is hidden from search engines, yet the navbar links to it.',
      ),
    );
  return [...titles, ...descriptions, ...hidden];
}
