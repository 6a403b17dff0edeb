// The media map of a page answer: for every stored image a page refers to, its size, the variant
// widths kept and the library's alt text and focal point, so the site can write srcset, sizes,
// width, height, alt and object-position without asking again.
import { inArray } from 'drizzle-orm';
import { MEDIA_BASE, type MediaMap } from '@site/contracts';
import type { DbOrTx } from './versions.js';
import { images } from '../db/schema.js';
import { invalidDocument } from '../http/errors.js';

/** Every string anywhere in `value` that is a URL of the media store, once each. */
export function mediaUrlsIn(value: unknown): Set<string> {
  const found = new Set<string>();
  eachMediaUrl(value, (url) => found.add(url));
  return found;
}

/** Every media URL in `value` with the dotted path of each field holding it (`cards.1.image`), in document order. */
export function mediaFieldsIn(value: unknown): { url: string; field: string }[] {
  const fields: { url: string; field: string }[] = [];
  eachMediaUrl(value, (url, path) => fields.push({ url, field: path.join('.') }));
  return fields;
}

/** `value` with every occurrence of the media URL `from` replaced by `to`; other strings are kept as they are. */
export function withMediaUrlReplaced<T>(value: T, from: string, to: string): T {
  if (value === from) return to as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withMediaUrlReplaced(item, from, to)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withMediaUrlReplaced(v, from, to)])) as T;
  }
  return value;
}

function eachMediaUrl(value: unknown, visit: (url: string, path: string[]) => void, path: string[] = []): void {
  if (typeof value === 'string') {
    if (value.startsWith(`${MEDIA_BASE}/`)) visit(value, path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => eachMediaUrl(item, visit, [...path, String(i)]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) eachMediaUrl(item, visit, [...path, key]);
  }
}

/** One query for all of them; a URL without a stored image (or without a known size) is left out. */
export async function readMediaMap(db: DbOrTx, urls: Set<string>): Promise<MediaMap> {
  if (!urls.size) return {};
  const rows = await db
    .select({
      url: images.url,
      width: images.width,
      height: images.height,
      variants: images.variants,
      alt: images.alt,
      focalX: images.focalX,
      focalY: images.focalY,
    })
    .from(images)
    .where(inArray(images.url, [...urls]));
  const map: MediaMap = {};
  for (const { url, width, height, variants, alt, focalX, focalY } of rows) {
    if (width === null || height === null) continue;
    map[url] = {
      width,
      height,
      avif: variants.avif,
      webp: variants.webp,
      ...(alt && { alt }),
      ...((focalX !== 0.5 || focalY !== 0.5) && { focus: [focalX, focalY] }),
    };
  }
  return map;
}

/** Why a save naming a media URL that is not in the library is refused. */
const notInLibrary = (url: string) => `There is no image ${url} in the library.`;

/** Every media URL in `value` that the image library does not hold, with its field, in document order. */
export async function missingMediaIn(db: DbOrTx, value: unknown): Promise<{ url: string; field: string }[]> {
  const fields = mediaFieldsIn(value);
  const urls = [...new Set(fields.map((f) => f.url))];
  const known = new Set<string>();
  // SQLite's limit on bound parameters is far above a site's image count; chunk anyway to stay safe.
  for (let i = 0; i < urls.length; i += 500) {
    const chunk = urls.slice(i, i + 500);
    const rows = await db.select({ url: images.url }).from(images).where(inArray(images.url, chunk));
    for (const row of rows) known.add(row.url);
  }
  return fields.filter((f) => !known.has(f.url));
}

/**
 * Refuses (400, naming each field) a document that names a media URL the library does not hold, so
 * no page shows a broken image. Only an exact library URL counts: a variant's or an icon's URL is
 * not one, since the library's "used by" (references.ts) would not see it and the image could be
 * deleted under it. A URL the document already named before this save (`before`: its version in
 * force, or its draft) is let through: it was broken before, and refusing it would block every
 * other change to the document. Called inside the save's transaction, so an image deleted at the
 * same time (deleteImage checks its uses in a transaction too) either is still there or the save fails.
 */
export async function refuseMissingMedia(db: DbOrTx, value: unknown, what: string, ...before: unknown[]): Promise<void> {
  const named = new Set(before.flatMap((doc) => [...mediaUrlsIn(doc)]));
  const missing = (await missingMediaIn(db, value)).filter((m) => !named.has(m.url));
  if (!missing.length) return;
  throw invalidDocument(
    missing.map((m) => ({ path: m.field, message: notInLibrary(m.url) })),
    what,
  );
}
