// Every write of a stored document is announced here by the document's key, once it is stored:
// the server's caches listen (cache/content-writes.ts) and decide from the key what became stale,
// so no cache has to guess from a URL which request wrote what. Listeners are kept per open database
// (its transactions included), so an app hears its own writes only; a write through another
// connection (the CLI, a second instance) is noticed by the watch on the database
// (cache/external-writes.ts) instead.
import { afterCommit, rootOf } from '../db/transaction-scope.js';
import type { DbOrTx, DocumentId } from './versions.js';

/** A versioned document (a section, the services list), the image library, the contact messages, or the redirects. */
export type WrittenDocument = DocumentId | 'images' | 'messages' | 'redirects';

export type WriteListener = (document: WrittenDocument) => void;

const listeners = new WeakMap<object, Set<WriteListener>>();

/** Calls `listener` after each write through `db` (or a transaction on it); the returned function stops it. */
export function onDocumentWritten(db: DbOrTx, listener: WriteListener): () => void {
  const key = rootOf(db);
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Announces that `document` was written through `db`. Called right after the write; inside a
 * transaction the listeners hear it once the transaction has committed (so a cache refilled in
 * between cannot keep what was there before), and never if it rolls back.
 */
export function documentWritten(db: DbOrTx, document: WrittenDocument): void {
  const set = listeners.get(rootOf(db));
  if (set) afterCommit(() => set.forEach((listener) => listener(document)));
}
