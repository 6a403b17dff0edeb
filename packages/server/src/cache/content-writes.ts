// Which writes make the cached pages and content answers stale, decided from the written
// document's key (content/document-writes.ts). A page shows sections, the services list and the
// image library's variants, so a write of any of them bumps the content version; a visitor's contact
// message is shown on no page and keeps every cached answer.
import type { Db } from '../db/client.js';
import { onDocumentWritten, type WrittenDocument } from '../content/document-writes.js';
import type { ContentVersion } from './content-version.js';

/** Whether a write of this document can change what a page or a public content answer shows. */
export function changesSite(document: WrittenDocument): boolean {
  return document !== 'messages';
}

/** Bumps `version` on every write through `db` that changes the site; the returned function stops it. */
export function invalidateOnWrite(db: Db, version: ContentVersion): () => void {
  return onDocumentWritten(db, (document) => {
    if (changesSite(document)) version.bump();
  });
}
