// Where a draft is edited: the editor screen of its document (a section's page editor, opened on the
// section, the Services Manager, or an editor-built page's editor), from its path in the drafts API.
import { SECTIONS, SERVICES_DOCUMENT } from '@site/contracts';
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

/** The editor address of the document at `path`, or null for a document this editor does not know. */
export function draftEditorPath(path: string): string | null {
  if (path === SERVICES_DOCUMENT) return ADMIN_PATHS.services;
  if (path.startsWith(CUSTOM_PAGE_DRAFTS)) return `${ADMIN_PATHS.pages}/${path.slice(CUSTOM_PAGE_DRAFTS.length)}`;
  const section = SECTIONS.find((entry) => entry.path === path);
  const page = section && PAGE_PATHS[section.page];
  return section && page ? `${page}?${OPEN_SECTION_PARAM}=${section.key}` : null;
}
