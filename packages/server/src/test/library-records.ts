// Library records for media URLs, without files: a save that names an image must find it in the
// library (content/media-map.ts refuseMissingMedia), and tests that only save and read documents
// naming made-up images need no real upload for that.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';

/**
 * Adds a library record for each URL (`/media/a.jpg`) not yet in the library. Looked up and added in
 * one transaction: two calls at the same time naming the same URL add it once.
 */
export async function addLibraryRecords(db: Db, ...urls: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const url of urls) {
      const [found] = await tx.select({ id: images.id }).from(images).where(eq(images.url, url)).limit(1);
      if (found) continue;
      await tx
        .insert(images)
        .values({ url, fileName: url.slice(url.lastIndexOf('/') + 1), category: 'news', mimeType: 'image/jpeg', bytes: 1 });
    }
  });
}
