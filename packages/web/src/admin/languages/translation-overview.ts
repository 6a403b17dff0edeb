// The Languages overview's rows: the documents of the translation status grouped by the editor
// screen that holds them (in the sidebar's order), each with the address that opens its form in a
// language, and each language's total over the site. A page's search-engine settings open the
// editor screen whose panel holds them (the page's editor, the Services Manager, an editor-built page's),
// with that panel open on the page's settings (`?seo=`).
import type { TranslationProgress, TranslationStatus } from '@site/contracts';
import { ADMIN_PATHS } from '../admin-paths';
import { withLocale } from '../api/locale';
import { draftEditorPath } from '../drafts/draft-location';
import { OPEN_SEO_PARAM } from '../seo/seo-pages';

/** The editor screens' names, in the sidebar's order. */
const SCREENS: Record<string, string> = {
  layout: 'Layouts',
  home: 'Home',
  about: 'About',
  services: 'Services',
  projects: 'Projects',
  gallery: 'Gallery',
  contact: 'Contact',
  'custom-pages': 'Pages',
};

/** Where a page's search-engine settings are: `seo/` and the page's key. */
const SEO_PREFIX = 'seo/';

/** The editor address of the document at `path` held by the screen of `page`, or null when none is known. */
function editorPathOf(path: string, page: string): string | null {
  if (!path.startsWith(SEO_PREFIX)) return draftEditorPath(path);
  const key = path.slice(SEO_PREFIX.length);
  const screen = page === 'custom-pages' ? `${ADMIN_PATHS.pages}/${key}` : (ADMIN_PATHS as Record<string, string>)[page];
  return screen ? `${screen}?${OPEN_SEO_PARAM}=${key.split('/').map(encodeURIComponent).join('/')}` : null;
}

interface OverviewDocument {
  label: string;
  progress: Record<string, TranslationProgress>;
  /** The editor address opening this document's form in a language. */
  editIn: (code: string) => string | null;
}

export interface OverviewGroup {
  screen: string;
  documents: OverviewDocument[];
}

export function overviewGroups(status: TranslationStatus): OverviewGroup[] {
  const order = Object.keys(SCREENS);
  const pages = [...new Set(status.documents.map((d) => d.page))].sort(
    (a, b) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1),
  );
  return pages.map((page) => ({
    screen: SCREENS[page] ?? page,
    documents: status.documents
      .filter((d) => d.page === page)
      .map((d) => {
        const path = editorPathOf(d.path, d.page);
        return { label: d.label, progress: d.progress, editIn: (code: string) => (path ? withLocale(path, code) : null) };
      }),
  }));
}

/** Each language's texts translated over the whole site, of how many. */
export function languageTotals(status: TranslationStatus): Record<string, TranslationProgress> {
  const totals: Record<string, TranslationProgress> = {};
  for (const { progress } of status.documents) {
    for (const [code, { translated, total }] of Object.entries(progress)) {
      const sum = (totals[code] ??= { translated: 0, total: 0 });
      sum.translated += translated;
      sum.total += total;
    }
  }
  return totals;
}
