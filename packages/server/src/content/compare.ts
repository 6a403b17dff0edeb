// Two versions of a versioned document side by side: each as it reads today (a section saved before
// a field was added has that field's default, so it is not "changed" for nothing) and the contract's
// field-by-field difference between them. The newer side may be the document's draft as it is now.
import { eq } from 'drizzle-orm';
import { COMPARE_DRAFT, diffDocuments, formShape, type CompareSide, type Comparison } from '@site/contracts';
import type { ZodType } from 'zod';
import { drafts } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { readRevision, type DocumentHistory } from './history.js';
import { documentLabel, type DbOrTx } from './versions.js';

/** A saved version by its number, or the draft. */
export type CompareVersion = number | typeof COMPARE_DRAFT;

/** What a compare needs of a document: its history, its form when known, and where its draft is kept (none: it has no drafts). */
export interface ComparedDocument extends DocumentHistory {
  schema?: ZodType;
  draft?: string;
}

async function side(db: DbOrTx, doc: ComparedDocument, version: CompareVersion): Promise<CompareSide> {
  if (version !== COMPARE_DRAFT) {
    const { savedBy, savedAt, data } = await readRevision(db, doc, version);
    return { version, savedBy, savedAt, data };
  }
  const [row] = doc.draft ? await db.select().from(drafts).where(eq(drafts.document, doc.draft)) : [];
  if (!row) throw new ApiError(404, { error: `${documentLabel(doc.id)} has no draft to compare with.` });
  return { version, savedBy: row.updatedBy, savedAt: row.updatedAt, data: doc.complete(row.data) };
}

/** Versions `from` and `to` of the document and what changed from the one to the other. */
export async function compareVersions(db: DbOrTx, doc: ComparedDocument, from: number, to: CompareVersion): Promise<Comparison> {
  const [older, newer] = [await side(db, doc, from), await side(db, doc, to)];
  return {
    document: doc.path,
    label: doc.label,
    from: older,
    to: newer,
    changes: diffDocuments(older.data, newer.data, doc.schema && formShape(doc.schema)),
  };
}
