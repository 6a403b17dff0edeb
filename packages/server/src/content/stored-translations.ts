// Which translations of a document are stored: what a rename moves, a delete removes and a change
// of the document's lists rewrites (translations.ts, versions.ts).
import { sql } from 'drizzle-orm';
import { drafts as draftRows, revisions } from '../db/schema.js';
import { startsWithPattern } from './like-pattern.js';
import type { DbOrTx, DocumentId } from './versions.js';

/**
 * Every translation of a document that has stored versions or a draft, in any language (one the
 * settings no longer list included): what a rename moves and a delete removes with the document.
 */
export async function storedTranslations(db: DbOrTx, document: DocumentId): Promise<DocumentId[]> {
  const prefix = `${document}@`;
  const pattern = startsWithPattern(prefix);
  const versions = await db
    .selectDistinct({ document: revisions.document })
    .from(revisions)
    .where(sql`${revisions.document} LIKE ${pattern} ESCAPE '\\'`);
  const drafted = await db
    .select({ document: draftRows.document })
    .from(draftRows)
    .where(sql`${draftRows.document} LIKE ${pattern} ESCAPE '\\'`);
  // LIKE ignores case in SQLite: the exact prefix decides.
  const ids = [...versions, ...drafted].map((row) => row.document).filter((id) => id.startsWith(prefix));
  return [...new Set(ids)] as DocumentId[];
}
