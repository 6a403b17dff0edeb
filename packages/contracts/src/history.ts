// Versions and history of the content documents (every section and the services list): the shapes
// of the history routes and of the 412 a save over a newer version gets.
import { z } from 'zod';

export { SERVICES_DOCUMENT } from './services-document.js';

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
