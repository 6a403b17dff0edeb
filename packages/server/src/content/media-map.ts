// The media map of a page answer: for every stored image a page refers to, its size and the
// variant widths kept, so the site can write srcset, sizes, width and height without asking again.
import { inArray } from 'drizzle-orm';
import { MEDIA_BASE, type MediaMap } from '@site/contracts';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';

/** Every string anywhere in `value` that is a URL of the media store, once each. */
export function mediaUrlsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith(`${MEDIA_BASE}/`)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaUrlsIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) mediaUrlsIn(item, found);
  }
  return found;
}

/** One query for all of them; a URL without a stored image (or without a known size) is left out. */
export function readMediaMap(db: Db, urls: Set<string>): MediaMap {
  if (!urls.size) return {};
  const rows = db
    .select({ url: images.url, width: images.width, height: images.height, variants: images.variants })
    .from(images)
    .where(inArray(images.url, [...urls]))
    .all();
  const map: MediaMap = {};
  for (const { url, width, height, variants } of rows) {
    if (width !== null && height !== null) map[url] = { width, height, avif: variants.avif, webp: variants.webp };
  }
  return map;
}
