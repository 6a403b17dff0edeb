// Which /media/ URLs a set of documents points at that the image library does not hold: an import
// keeps such references (the files may be copied over later) but says so in its report.
import { inArray } from 'drizzle-orm';
import { MEDIA_BASE } from '@site/contracts';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';

/** Every string under `value` that is a path in the media folder, with where it was found. */
export function mediaReferences(value: unknown, where = ''): { where: string; url: string }[] {
  if (typeof value === 'string') return value.startsWith(`${MEDIA_BASE}/`) ? [{ where, url: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => mediaReferences(item, where ? `${where}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => mediaReferences(v, where ? `${where}.${k}` : k));
  }
  return [];
}

export function missingImages(db: Db, value: unknown): { where: string; url: string }[] {
  const refs = mediaReferences(value);
  const urls = [...new Set(refs.map((r) => r.url))];
  // SQLite's limit on bound parameters is far above a site's image count; chunk anyway to stay safe.
  const known = new Set<string>();
  for (let i = 0; i < urls.length; i += 500) {
    const chunk = urls.slice(i, i + 500);
    for (const row of db.select({ url: images.url }).from(images).where(inArray(images.url, chunk)).all()) known.add(row.url);
  }
  return refs.filter((r) => !known.has(r.url));
}
