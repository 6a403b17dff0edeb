// Versions and history of the content documents (every section and the services list): the shapes
// of the history routes and of the 412 a save over a newer version gets.
import { z } from 'zod';

/** The services list's name in history addresses (`/history/services`); sections use their API path. */
export const SERVICES_DOCUMENT = 'services';

/** How many past versions are kept per document (at least 50 must be kept). */
export const HISTORY_LIMIT = 100;

export const revisionSummarySchema = z.object({
  version: z.number().int(),
  /** The username of the admin who saved it; null for the demo seed, imports and saves before history. */
  savedBy: z.string().nullable(),
  savedAt: z.string(),
  /** Why this version exists when it is not a plain save: e.g. "Restored version 3". */
  note: z.string().nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const historySchema = z.object({
  /** The document's address: a section's API path or `services`. */
  document: z.string(),
  label: z.string(),
  /** The version in force (0: never saved, the default is shown). */
  current: z.number().int(),
  items: z.array(revisionSummarySchema),
});
export type History = z.infer<typeof historySchema>;

export const revisionSchema = revisionSummarySchema.extend({ data: z.unknown() });
export type Revision = z.infer<typeof revisionSchema>;

/** Where a restore puts the old version: into the document's draft (to publish when ready), or live at once. */
export const RESTORE_TARGETS = ['draft', 'live'] as const;
export type RestoreTarget = (typeof RESTORE_TARGETS)[number];

/**
 * The body of a restore of a document that has drafts (a section, the services list, a custom page).
 * Without a body the old version goes into the draft; `live` saves it as the newest published version.
 */
export const restoreBodySchema = z
  .object({ into: z.enum(RESTORE_TARGETS, { error: 'Restore into "draft" or "live".' }).default('draft') })
  .nullish();

/**
 * What a restore answers. `live`: the new published version, its ETag and document. `draft`: the
 * version that was restored, the draft's ETag and the draft's document (nothing was published).
 */
export const restoredSchema = z.object({
  into: z.enum(RESTORE_TARGETS),
  version: z.number().int(),
  etag: z.string(),
  data: z.unknown(),
});
export type Restored = z.infer<typeof restoredSchema>;

/** What a save answers when the document changed since the caller read it (If-Match did not match). */
export const conflictSchema = z.object({
  error: z.string(),
  current: z.object({
    version: z.number().int(),
    etag: z.string(),
    savedBy: z.string().nullable(),
    savedAt: z.string().nullable(),
  }),
});
export type Conflict = z.infer<typeof conflictSchema>;

/** The version a compare names: a saved one by its number, or `draft`, the document's draft as it is now. */
export const COMPARE_DRAFT = 'draft';

/** What a changed value is, when the editor shows it other than as text. */
export const VALUE_KINDS = ['longText', 'richText', 'image', 'colour'] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];

/** A run of a changed text: words in both versions, or only in the older (`removed`) or the newer (`added`). */
export const wordRunSchema = z.object({ text: z.string(), change: z.enum(['added', 'removed']).optional() });
export type WordRun = z.infer<typeof wordRunSchema>;

export const fieldChangeSchema = z.object({
  /** Where the value is, by keys and list positions: `cards.2.title` (a removed item by its old position). */
  path: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  /** The older value (a rich text as its text); absent when added. */
  before: z.unknown().optional(),
  /** The newer value; absent when removed. */
  after: z.unknown().optional(),
  value: z.enum(VALUE_KINDS).optional(),
  /** A long text's or rich text's words, the changed ones marked. */
  words: z.array(wordRunSchema).optional(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** One side of a compare: a saved version, or the draft (`version: "draft"`, saved by its last author). */
export const compareSideSchema = z.object({
  version: z.union([z.number().int(), z.literal(COMPARE_DRAFT)]),
  savedBy: z.string().nullable(),
  savedAt: z.string(),
  /** The document as that version reads today (fields added since have their defaults). */
  data: z.unknown(),
});
export type CompareSide = z.infer<typeof compareSideSchema>;

/** What `GET /history/{document}/compare?from=&to=` answers: the two sides and what changed between them. */
export const comparisonSchema = z.object({
  document: z.string(),
  label: z.string(),
  from: compareSideSchema,
  to: compareSideSchema,
  changes: z.array(fieldChangeSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;
