// Every write of a stored document is announced here by the document's key, once it is stored:
// the server's caches listen (cache/content-writes.ts) and decide from the key what became stale,
// so no cache has to guess from a URL which request wrote what. Listeners are kept per database
// handle, so an app hears its own writes only; a write through another connection (the CLI, a
// second instance) is noticed by the data_version poll (cache/external-writes.ts) instead.
import type { Db } from '../db/client.js';
import type { DocumentId } from './versions.js';

/** A versioned document (a section, the services list), the image library, or the contact messages. */
export type WrittenDocument = DocumentId | 'images' | 'messages';

export type WriteListener = (document: WrittenDocument) => void;

const listeners = new WeakMap<Db, Set<WriteListener>>();

/** Calls `listener` after each write through `db`; the returned function stops it. */
export function onDocumentWritten(db: Db, listener: WriteListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Announces that `document` was written through `db`. Called right after the write; inside an
 * enclosing transaction that later rolls back this announces a change that did not happen, which
 * costs the caches one needless recomputation and nothing else.
 */
export function documentWritten(db: Db, document: WrittenDocument): void {
  for (const listener of listeners.get(db) ?? []) listener(document);
}
