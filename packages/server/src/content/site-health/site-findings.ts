// Every check over every page (or one language's pages): the documents' colour pairs, and from the
// rendered pages the images' alt text, the headings, the links and the search-engine gaps. The
// outside links' answers come from link_checks (outside-links.ts); `checkOutside` decides which of
// the addresses found are asked first.
import { MEDIA_BASE, API_BASE, API_ALIAS_BASE, AUTH_BASE, type SiteHealthFinding } from '@site/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images, redirects } from '../../db/schema.js';
import type { Renderer } from '../../render/renderer.js';
import { siteAddresses } from '../public-pages.js';
import type { DocumentId } from '../versions.js';
import { altFindings } from './alt-text.js';
import { contrastFindings } from './contrast.js';
import { headingFindings } from './headings.js';
import { externalLinks, linkFindings, linkKind, linkPath } from './links.js';
import { readLinkChecks } from './outside-links.js';
import { readPageMarkup } from './page-markup.js';
import { seoFindings } from './seo.js';
import { readCheckedPages, rendersPage } from './site-pages.js';

/** Addresses no page answers, of files and the API: a link there is not judged, but the media's. */
const NOT_PAGES = ['/assets', API_BASE, API_ALIAS_BASE, AUTH_BASE, '/favicon.svg', '/sitemap.xml', '/robots.txt'];

export interface FindOptions {
  renderer: Renderer | undefined;
  drafts?: ReadonlyMap<DocumentId, unknown>;
  locale?: string;
  /** Called with the outside addresses found, before their stored answers are read (to check some now). */
  checkOutside?: (urls: string[]) => Promise<void>;
}

export interface Found {
  findings: SiteHealthFinding[];
  /** The outside addresses the pages link to. */
  outside: Set<string>;
}

/** Whether a redirect an editor made answers `path` (exactly, or by a `/*` prefix). */
function redirectedBy(rules: readonly string[], path: string): boolean {
  return rules.some((from) =>
    from.endsWith('/*') ? path.startsWith(from.slice(0, -1)) || path === from.slice(0, -2) : from === path,
  );
}

/** Which of `paths` this site answers: a page, a renamed page's old address, a redirect, a stored image. */
async function answeredPaths(db: Db, renderer: Renderer | undefined, paths: Iterable<string>): Promise<Set<string>> {
  const known = new Set(await siteAddresses(db));
  const rules = (await db.select({ from: redirects.fromPath }).from(redirects)).map((r) => r.from);
  const answered = new Set<string>();
  for (const path of new Set(paths)) {
    let decoded = path;
    try {
      decoded = decodeURI(path);
    } catch {
      // Left as written: a malformed escape is no address of this site.
    }
    const fine =
      known.has(path) ||
      known.has(decoded) ||
      NOT_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
      redirectedBy(rules, path) ||
      (path.startsWith(`${MEDIA_BASE}/`)
        ? (await db.select({ url: images.url }).from(images).where(eq(images.url, path))).length > 0
        : renderer !== undefined && (await rendersPage(db, renderer, path)));
    if (fine) answered.add(path);
  }
  return answered;
}

/** A finding about a field is the same wherever the field shows (the navbar on every page): kept once. */
function once(findings: SiteHealthFinding[]): SiteHealthFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    if (f.field === null) return true;
    const key = [f.kind, f.document, f.field, f.locale, f.message].join('\n');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function findOnSite(db: Db, options: FindOptions): Promise<Found> {
  const pages = await readCheckedPages(db, options);
  const rendered = pages.flatMap((page) => (page.html === null ? [] : [{ page, markup: readPageMarkup(page.html) }]));
  const outside = new Set(rendered.flatMap(({ markup }) => externalLinks(markup)));
  await options.checkOutside?.([...outside]);
  const checks = await readLinkChecks(db, [...outside]);
  const internal = rendered.flatMap(({ markup }) =>
    markup.links.filter((l) => linkKind(l.href.trim()) === 'internal').map((l) => linkPath(l.href.trim())),
  );
  const answered = await answeredPaths(db, options.renderer, internal);
  const lookups = { isSiteAddress: (path: string) => answered.has(path), checkOf: (url: string) => checks.get(url) };
  const findings = pages.flatMap((page) => {
    const markup = rendered.find((r) => r.page === page)?.markup;
    return [
      ...page.documents.flatMap((doc) => contrastFindings(page, doc)),
      ...(markup ? [...altFindings(page, markup), ...headingFindings(page, markup), ...linkFindings(page, markup, lookups)] : []),
    ];
  });
  return { findings: once([...findings, ...seoFindings(rendered)]), outside };
}

/** The same finding: kind, place and words. */
export const findingKey = (f: SiteHealthFinding) => [f.kind, f.document, f.field, f.page, f.locale, f.message].join('\n');
