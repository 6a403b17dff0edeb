// A custom page as a versioned document, so the history functions (list, read, restore) and the
// drafts serve it as they serve a section: found by its address `custom-pages/{slug}`.
import { customPageSchema } from '@site/contracts';
import type { Db } from '../db/client.js';
import { customPageDocument, findCustomPage, requireCustomPage, restoreCustomPage, validateCustomPage } from './custom-pages.js';
import type { VersionedDocument } from './history.js';

export const CUSTOM_PAGES_PATH = 'custom-pages';

/** The page at `slug` as a versioned document; 404 (or the rename's 301) when there is none. */
export function customPageHistory(db: Db, slug: string): VersionedDocument {
  const { id, page } = requireCustomPage(db, slug);
  return {
    id: customPageDocument(id),
    path: `${CUSTOM_PAGES_PATH}/${page.slug}`,
    label: `The page "${page.title}"`,
    schema: customPageSchema,
    validate: (data: unknown) => validateCustomPage(data),
    read: (db2: Db) => findCustomPage(db2, page.slug)?.page,
    save: (db2: Db, data: unknown, meta) => restoreCustomPage(db2, id, data, meta),
    complete: (data: unknown) => data,
  };
}
