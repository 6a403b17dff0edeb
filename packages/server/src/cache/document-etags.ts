// The ETag of each versioned document's version in force, read in one query per content version:
// a GET of an unchanged section or services list still costs no database read. The versions are
// stored in the database, so every server names the same version with the same ETag.
import type { FastifyInstance } from 'fastify';
import { currentVersion, etagOf, readDocumentEtags, type DocumentId } from '../content/versions.js';
import type { AnswerCache, ContentVersion } from './content-version.js';

const caches = new WeakMap<ContentVersion, AnswerCache<Map<DocumentId, string>>>();

/** The document's ETag: from memory, or read from the database when `fresh` (cache/content-answer.ts). */
export async function documentEtag(app: FastifyInstance, document: DocumentId, fresh = false): Promise<string> {
  if (fresh) return etagOf(await currentVersion(app.db, document));
  let cache = caches.get(app.contentVersion);
  if (!cache) {
    cache = app.contentVersion.cache<Map<DocumentId, string>>(1);
    caches.set(app.contentVersion, cache);
  }
  const etags = await cache.get('etags', () => readDocumentEtags(app.db));
  // A document never saved shows its default: version 0.
  return etags.get(document) ?? '"0"';
}
