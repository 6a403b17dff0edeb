// Where a draft is edited: the editor screen of its document (a section's page editor, opened on the
// section, the Services Manager, or an editor-built page's editor), from its path in the drafts API.
import { SECTION_PLACES, SERVICES_DOCUMENT } from '@site/contracts';
import { ADMIN_PATHS } from '../admin-paths';

/** Where an editor-built page's draft is, followed by the page's slug. */
const CUSTOM_PAGE_DRAFTS = 'custom-pages/';

/** The page editor's search parameter naming the section to open. */
export const OPEN_SECTION_PARAM = 'section';

const PAGE_PATHS: Record<string, string> = {
  layout: ADMIN_PATHS.layouts,
  home: ADMIN_PATHS.home,
  about: ADMIN_PATHS.about,
  contact: ADMIN_PATHS.contact,
  gallery: ADMIN_PATHS.gallery,
  projects: ADMIN_PATHS.projects,
};

/** Where a section's draft shows on the site, for the Drafts screen. */
const PAGE_PLACES: Record<string, string> = {
  layout: 'On every page',
  home: 'On the home page',
  about: 'On the About page',
  contact: 'On the Contact page',
  gallery: 'On the Gallery page',
  projects: 'On the Projects page',
};

/** Where the document at `path` shows ("On the home page"), or null when its label says it (a page, the services). */
export function draftPlace(path: string): string | null {
  const section = SECTION_PLACES.find((entry) => entry.path === path);
  return (section && PAGE_PLACES[section.page]) ?? null;
}

/** A draft's name in the Drafts screen's buttons: its label, its words and where it shows. */
export function draftName(draft: { path: string; label: string; excerpt: string | null }): string {
  const place = draftPlace(draft.path);
  return [`${draft.label}${draft.excerpt ? ` — ${draft.excerpt}` : ''}`, place?.toLowerCase()].filter(Boolean).join(', ');
}

/** The editor address of the document at `path`, or null for a document this editor does not know. */
export function draftEditorPath(path: string): string | null {
  if (path === SERVICES_DOCUMENT) return ADMIN_PATHS.services;
  if (path.startsWith(CUSTOM_PAGE_DRAFTS)) return `${ADMIN_PATHS.pages}/${path.slice(CUSTOM_PAGE_DRAFTS.length)}`;
  const section = SECTION_PLACES.find((entry) => entry.path === path);
  const page = section && PAGE_PATHS[section.page];
  return section && page ? `${page}?${OPEN_SECTION_PARAM}=${section.key}` : null;
}
