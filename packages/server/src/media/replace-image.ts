// Replacing an image's file while keeping its record (name, alt text, focal point, category): the new
// file is stored under a new URL, because files are served as immutable. In one transaction the
// record takes the new file and every document that used the old URL is saved with the new one —
// each a new version in its history — and drafts are updated likewise. The old files go only after
// that has committed; when anything fails, the new files go instead and nothing else has changed.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ICON_SIZES, iconUrl, type ImageRecord } from '@site/contracts';
import { images } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { documentWritten } from '../content/document-writes.js';
import { replaceUrlInDrafts } from '../content/drafts.js';
import { VERSIONED_DOCUMENTS, type VersionedDocument } from '../content/history.js';
import { mediaUrlsIn, withMediaUrlReplaced } from '../content/media-map.js';
import { customPageDocuments } from '../content/custom-page-history.js';
import { readAllSeo, seoVersionedDocument } from '../content/seo.js';
import { readSettings, SETTINGS_CONTENT } from '../content/settings.js';
import { translatedDocument } from '../content/translations.js';
import { currentVersion, type DocumentId } from '../content/versions.js';
import type { Db } from '../db/client.js';
import { ensureIcons } from './site-icons.js';
import { fileColumns, getImage, readImageRow, removeFiles, storeImageFiles, variantNames } from './images.js';

export interface ReplaceInput {
  bytes: Buffer;
  /** Who replaced it, for the history of the documents it changes. */
  by?: string | null;
}

export async function replaceImage(app: FastifyInstance, id: number, input: ReplaceInput): Promise<ImageRecord> {
  const { db } = app;
  const old = await readImageRow(db, id);
  const stored = await storeImageFiles(app, input.bytes);
  const next = fileColumns(app, stored, input.bytes);
  let resaved: Map<string, { before: number; after: number }>;
  try {
    resaved = await db.transaction(async (tx) => {
      // Read again inside the transaction: another replace may have finished while this file was processed.
      const current = await readImageRow(tx, id);
      if (current.url !== old.url) {
        throw new ApiError(409, { error: 'This image was replaced by someone else meanwhile; reload it and try again.' });
      }
      await tx
        .update(images)
        .set({ ...next, uploadedAt: new Date().toISOString() })
        .where(eq(images.id, id));
      const note = `Replaced the image "${current.name || current.fileName}"`;
      const changed = new Map<string, { before: number; after: number }>();
      // One document after the other: the statements of a transaction run in order.
      for (const doc of await documentsWithMedia(tx)) {
        const data = await doc.read(tx);
        if (!mediaUrlsIn(data).has(old.url)) continue;
        const before = (await currentVersion(tx, doc.id)).version;
        await saveReplaced(
          () => doc.save(tx, withMediaUrlReplaced(data, old.url, next.url), { by: input.by ?? null, note }),
          doc.label,
        );
        changed.set(doc.id, { before, after: (await currentVersion(tx, doc.id)).version });
      }
      await replaceUrlInDrafts(tx, old.url, next.url, changed);
      return changed;
    });
  } catch (err) {
    await removeFiles(app, stored.written);
    throw err;
  }
  documentWritten(db, 'images');
  // The caches listen to writes through the app's database, not through the transaction: the
  // documents saved with the new URL are announced again here, once they are committed.
  for (const document of resaved.keys()) documentWritten(db, document as DocumentId);
  const oldIcons = ICON_SIZES.map((size) => iconUrl(old.fileName, size));
  await removeFiles(app, [old.fileName, ...variantNames(old.fileName, old.variants), ...oldIcons]);
  await remakeFavicon(app, next.url);
  return await getImage(db, id);
}

/**
 * Every document an image's URL can be in: sections, services, editor-built pages, each page's
 * search-engine settings, each of these in every other language of the site, the site settings.
 */
async function documentsWithMedia(db: Db): Promise<VersionedDocument[]> {
  const documents = [
    ...VERSIONED_DOCUMENTS,
    ...(await customPageDocuments(db)),
    ...Object.keys(await readAllSeo(db)).map(seoVersionedDocument),
  ];
  const { languages } = await readSettings(db);
  const translations = languages
    .slice(1)
    .flatMap((language) => documents.flatMap((doc) => translatedDocument(doc, language) ?? []));
  return [...documents, ...translations, SETTINGS_CONTENT];
}

/** When the replaced image is the favicon, its icons are made again from the new file; a failure is logged. */
async function remakeFavicon(app: FastifyInstance, url: string): Promise<void> {
  if ((await readSettings(app.db)).favicon !== url) return;
  try {
    await ensureIcons(app, url);
  } catch (err) {
    app.log.warn({ err }, 'The favicon was replaced, but its icons could not be made from the new file.');
  }
}

/** A document stored under an older rule may not fit today's: it is named, and nothing is replaced. */
async function saveReplaced(save: () => unknown, label: string): Promise<void> {
  try {
    await save();
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) {
      throw new ApiError(409, {
        error: `The image was not replaced: ${label} uses it but cannot be saved as it is (${String(err.body.error)}). Fix ${label} first, then replace the image again.`,
      });
    }
    throw err;
  }
}
