// A custom page as a versioned document, so the history functions (list, read, restore), the drafts
// and an image replace serve it as they serve a section: found by its address `custom-pages/{slug}`,
// stored under its id (`page:<id>`), which a rename keeps.
import { customPageSchema } from '@site/contracts';
import type { Db } from '../db/client.js';
import type { SaveMeta } from './versions.js';
import {
  checkSlugFree,
  customPageDocument,
  customPagePlace,
  customPageTranslation,
  findCustomPage,
  findCustomPageById,
  listCustomPagesWithIds,
  requireCustomPage,
  restoreCustomPage,
  saveCustomPageById,
  validateCustomPage,
  type PageWithId,
} from './custom-pages.js';
import type { VersionedDocument } from './history.js';

export const CUSTOM_PAGES_PATH = 'custom-pages';
const DOCUMENT_PREFIX = 'page:';

/**
 * Page `id` as a document saved by `save`; what it validates is what the page's PUT takes, with an
 * address no other page has.
 */
function pageDocument(
  { id, page }: PageWithId,
  label: string,
  save: (db: Db, id: number, data: unknown, meta: SaveMeta) => Promise<unknown>,
): VersionedDocument {
  return {
    id: customPageDocument(id),
    path: `${CUSTOM_PAGES_PATH}/${page.slug}`,
    label,
    schema: customPageSchema,
    validate: (data: unknown) => validateCustomPage(data),
    read: async (db: Db) => (await findCustomPageById(db, id))?.page,
    save: (db: Db, data: unknown, meta: SaveMeta) => save(db, id, data, meta),
    complete: (data: unknown) => data,
    translation: customPageTranslation(page),
  };
}

/** The page at `slug` as a versioned document; 404 (or the rename's 301) when there is none. */
export async function customPageHistory(db: Db, slug: string): Promise<VersionedDocument> {
  const found = await requireCustomPage(db, slug);
  return pageDocument(found, `The page "${found.page.title}"`, restoreCustomPage);
}

/**
 * The page as a document saved through its PUT (a new slug in what is saved renames the page, and
 * the old address redirects): what its draft publishes through and an image replace saves. Its
 * validate reads the database (is the address free?), so it answers a promise.
 */
function pageSavedAsPut(db: Db, found: PageWithId, label: string): VersionedDocument {
  const doc = pageDocument(found, label, saveCustomPageById);
  return {
    ...doc,
    validate: async (data: unknown) => {
      const page = validateCustomPage(data);
      await checkSlugFree(db, page.slug, found.id);
      return page;
    },
  };
}

/** The label of a page's draft, in the list of drafts and its messages. */
const draftLabel = (page: { title: string }) => `Page "${page.title}"`;

/** The page at `slug` as the document of its draft; the rename's 301 points at the draft's new address. */
export async function customPageDraftDocument(db: Db, slug: string): Promise<VersionedDocument> {
  const found = await requireCustomPage(db, slug, `drafts/${CUSTOM_PAGES_PATH}`);
  return pageSavedAsPut(db, found, draftLabel(found.page));
}

/** The page at a drafts address (`custom-pages/{slug}`, as it is now) as its draft's document, or undefined. */
export async function customPageDraftDocumentAt(db: Db, path: string): Promise<VersionedDocument | undefined> {
  const prefix = `${CUSTOM_PAGES_PATH}/`;
  if (!path.startsWith(prefix)) return undefined;
  const found = await findCustomPage(db, path.slice(prefix.length));
  return found && pageSavedAsPut(db, found, draftLabel(found.page));
}

/** The page a draft is stored under (`page:<id>`) as its document, or undefined when it is none or was deleted. */
export async function customPageDraftDocumentById(db: Db, document: string): Promise<VersionedDocument | undefined> {
  if (!document.startsWith(DOCUMENT_PREFIX)) return undefined;
  const found = await findCustomPageById(db, Number(document.slice(DOCUMENT_PREFIX.length)));
  return found && pageSavedAsPut(db, found, draftLabel(found.page));
}

/** Each stored page as a document an image replace saves through: read as stored, saved as by its PUT. */
export async function customPageDocuments(db: Db): Promise<VersionedDocument[]> {
  return (await listCustomPagesWithIds(db)).map((found) => pageSavedAsPut(db, found, customPagePlace(found.page)));
}
