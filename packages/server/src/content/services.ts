// The services list, saved as one document. PUT saves the whole list in one transaction: items with an
// _id are updated, items without get one, items missing from the list are deleted.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  SERVICES_DOCUMENT,
  serviceListInputSchema,
  servicesTranslationSchema,
  slugify,
  translateServices,
  type Service,
  type ServiceSlug,
  type Translated,
} from '@site/contracts';
import type { z } from 'zod';
import { services } from '../db/schema.js';
import { ApiError, invalidDocument } from '../http/errors.js';
import type { DocumentTranslation } from './history.js';
import { translateDocument, type Locale } from './translations.js';
import { saveVersioned, type DbOrTx, type DocumentId, type SaveMeta } from './versions.js';

type ServiceListInput = z.output<typeof serviceListInputSchema>;

/** Ids look like the original backend's (24 hex characters) so that its clients keep working. */
const newServiceId = () => randomBytes(12).toString('hex');

export async function listServices(db: DbOrTx): Promise<Service[]> {
  const rows = await db.select({ data: services.data }).from(services).orderBy(asc(services.position));
  return rows.map((r) => r.data as Service);
}

export async function listServiceSlugs(db: DbOrTx, locale?: Locale): Promise<ServiceSlug[]> {
  const list = locale ? (await listServicesIn(db, locale)).data : await listServices(db);
  return list.map(({ title, slug }) => ({ title, slug }));
}

/** The services list's translation: an entry per service, by its `_id` (contracts' document-translations.ts). */
export const SERVICES_TRANSLATION: DocumentTranslation = {
  schema: servicesTranslationSchema,
  empty: [],
  translate: (base, layers) => translateServices(base as Service[], layers),
};

/**
 * The services in a language, with the texts each took from another language (by position:
 * `1.title`). `services` is the list to translate (a draft's, in a preview); `drafts` as for
 * translations.ts translateDocuments.
 */
export async function listServicesIn(
  db: DbOrTx,
  locale: Locale,
  services?: Service[],
  drafts?: ReadonlyMap<DocumentId, unknown>,
): Promise<Translated<Service[]>> {
  const data = services ?? (await listServices(db));
  return translateDocument(
    db,
    locale,
    { id: SERVICES_DOCUMENT, schema: serviceListInputSchema, data, translation: SERVICES_TRANSLATION },
    drafts,
  );
}

/** Gives every item its final _id and slug, and refuses duplicates or empty slugs with a 400. */
export function normaliseServices(input: ServiceListInput): Service[] {
  const seenIds = new Set<string>();
  const seenSlugs = new Map<string, number>();
  return input.map((item, index) => {
    const slug = item.slug || slugify(item.title);
    if (!slug) {
      throw invalidDocument(
        [
          {
            path: `${index}.slug`,
            message: `The title "${item.title}" gives an empty slug; set a slug of a-z, 0-9 and hyphens.`,
          },
        ],
        'The services list',
      );
    }
    const earlier = seenSlugs.get(slug);
    if (earlier !== undefined) {
      throw invalidDocument(
        [
          {
            path: `${index}.slug`,
            message: `The slug "${slug}" is used by more than one service (items ${earlier + 1} and ${index + 1}).`,
          },
        ],
        'The services list',
      );
    }
    seenSlugs.set(slug, index);
    let id = item._id;
    if (!id || seenIds.has(id)) id = newServiceId();
    seenIds.add(id);
    return { ...item, _id: id, slug };
  });
}

export async function saveServices(db: DbOrTx, input: ServiceListInput, meta: SaveMeta = {}): Promise<Service[]> {
  const list = normaliseServices(input);
  return saveVersioned(db, SERVICES_DOCUMENT, meta, async (tx) => {
    // Rewriting the whole table frees every slug first, so two services may swap slugs in one save;
    // an _id the database does not know is kept (the client may be restoring a deleted service).
    await tx.delete(services);
    for (const [position, service] of list.entries()) {
      await tx.insert(services).values({ id: service._id, position, slug: service.slug, data: service });
    }
    return list;
  });
}

/**
 * Deleting one service is a new version of the list: the history keeps the service restorable.
 * Finding the service and saving the list without it are one transaction, so two deletes of the
 * same service at once record one deletion and answer the other a 404.
 */
export async function deleteService(db: DbOrTx, id: string, meta: SaveMeta = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ data: services.data }).from(services).where(eq(services.id, id));
    if (!row) throw new ApiError(404, { error: `There is no service with the id "${id}".` });
    const { title } = row.data as Service;
    const audit = meta.audit && { ...meta.audit, action: 'deleted' as const, target: `service ${title}` };
    await saveVersioned(tx, SERVICES_DOCUMENT, { note: `Deleted the service "${title}"`, ...meta, audit }, async (inner) => {
      await inner.delete(services).where(eq(services.id, id));
      return listServices(inner);
    });
  });
}
