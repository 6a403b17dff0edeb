// Every write of a stored document is announced here by the document's key, once it is stored:
// the server's caches listen (cache/content-writes.ts) and decide from the key what became stale,
// so no cache has to guess from a URL which request wrote what. Listeners are kept per database
// connection (the database and every transaction on it share one), so an app hears its own writes
// only; a write through another connection (the CLI, a second instance) is noticed by the
// data_version poll (cache/external-writes.ts) instead.
import type { DbOrTx, DocumentId } from './versions.js';

/** A versioned document (a section, the services list), the image library, or the contact messages. */
export type WrittenDocument = DocumentId | 'images' | 'messages';

export type WriteListener = (document: WrittenDocument) => void;

const listeners = new WeakMap<object, Set<WriteListener>>();

/**
 * The connection's session, which the database and each transaction opened on it share (drizzle
 * keeps it as `session`): a write announced through a transaction reaches the database's listeners.
 */
const connectionOf = (db: DbOrTx): object => (db as unknown as { session: object }).session;

/** Calls `listener` after each write through `db` (or a transaction on it); the returned function stops it. */
export function onDocumentWritten(db: DbOrTx, listener: WriteListener): () => void {
  const key = connectionOf(db);
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Announces that `document` was written through `db`. Called right after the write; inside an
 * enclosing transaction that later rolls back this announces a change that did not happen, which
 * costs the caches one needless recomputation and nothing else.
 */
export function documentWritten(db: DbOrTx, document: WrittenDocument): void {
  for (const listener of listeners.get(connectionOf(db)) ?? []) listener(document);
}
