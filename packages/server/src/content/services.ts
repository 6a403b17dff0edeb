// The services list, saved as one document. PUT saves the whole list in one transaction: items with an
// _id are updated, items without get one, items missing from the list are deleted.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { SERVICES_DOCUMENT, slugify, type Service, type ServiceSlug, type serviceListInputSchema } from '@site/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { services } from '../db/schema.js';
import { ApiError, invalidDocument } from '../http/errors.js';
import { saveVersioned, type SaveMeta } from './versions.js';

type ServiceListInput = z.output<typeof serviceListInputSchema>;

/** Ids look like the original backend's (24 hex characters) so that its clients keep working. */
const newServiceId = () => randomBytes(12).toString('hex');

export function listServices(db: Db): Service[] {
  return db
    .select({ data: services.data })
    .from(services)
    .orderBy(asc(services.position))
    .all()
    .map((r) => r.data as Service);
}

export function listServiceSlugs(db: Db): ServiceSlug[] {
  return listServices(db).map(({ title, slug }) => ({ title, slug }));
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

export function saveServices(db: Db, input: ServiceListInput, meta: SaveMeta = {}): Service[] {
  const list = normaliseServices(input);
  return saveVersioned(db, SERVICES_DOCUMENT, meta, () => {
    // Rewriting the whole table frees every slug first, so two services may swap slugs in one save;
    // an _id the database does not know is kept (the client may be restoring a deleted service).
    db.delete(services).run();
    list.forEach((service, position) => {
      db.insert(services).values({ id: service._id, position, slug: service.slug, data: service }).run();
    });
    return list;
  });
}

/** Deleting one service is a new version of the list: the history keeps the service restorable. */
export function deleteService(db: Db, id: string, meta: SaveMeta = {}): void {
  const row = db.select({ data: services.data }).from(services).where(eq(services.id, id)).get();
  if (!row) throw new ApiError(404, { error: `There is no service with the id "${id}".` });
  const { title } = row.data as Service;
  saveVersioned(db, SERVICES_DOCUMENT, { note: `Deleted the service "${title}"`, ...meta }, () => {
    db.delete(services).where(eq(services.id, id)).run();
    return listServices(db);
  });
}
