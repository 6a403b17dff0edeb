// What a compare of two versions answers (`GET /history/{document}/compare`): both sides and the
// changes between them, field by field (document-diff.ts makes them). A file of its own, so that a
// screen that never compares does not carry these schemas.
import { z } from 'zod';

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
