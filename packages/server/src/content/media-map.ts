// The media map of a page answer: for every stored image a page refers to, its size, the variant
// widths kept and the library's alt text and focal point, so the site can write srcset, sizes,
// width, height, alt and object-position without asking again.
import { inArray } from 'drizzle-orm';
import { MEDIA_BASE, type MediaMap } from '@site/contracts';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';

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
export function readMediaMap(db: Db, urls: Set<string>): MediaMap {
  if (!urls.size) return {};
  const rows = db
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
    .where(inArray(images.url, [...urls]))
    .all();
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
