// Which /media/ URLs a set of documents points at that the image library does not hold: an import
// keeps such references (the files may be copied over later) but says so in its report. Found the
// way the API's saves find them (content/media-map.ts), which refuse them instead.
import { mediaFieldsIn, missingMediaIn } from '../content/media-map.js';
import type { Db } from '../db/client.js';

/** Every string under `value` that is a path in the media folder, with where it was found. */
export function mediaReferences(value: unknown): { where: string; url: string }[] {
  return mediaFieldsIn(value).map(({ url, field }) => ({ where: field, url }));
}

export async function missingImages(db: Db, value: unknown): Promise<{ where: string; url: string }[]> {
  return (await missingMediaIn(db, value)).map(({ url, field }) => ({ where: field, url }));
}
