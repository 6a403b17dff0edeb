// Who else has a document open in the editor: the shapes of the presence routes and their timing.
// An open form beats every PRESENCE_BEAT_MS (and once on opening); an editor not seen for
// PRESENCE_EXPIRY_MS is gone. Each beat answers who else is there, who holds the edit (a soft lock:
// the first to open, or the last to take over) and the document's versions now, so an editor learns
// of another person's save or publish within one beat.
// The timing is in presence-timing.ts, without zod, so the editor's beat carries no schema.
import { z } from 'zod';

/** The id an open form makes for itself: random letters and digits. */
export const presenceEditorSchema = z
  .string({ error: 'Name the editor: a random id of 8 to 64 letters, digits, - or _.' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The editor id must be 8 to 64 letters, digits, - or _.');

export const presenceBodySchema = z.object({ editor: presenceEditorSchema }, { error: 'Send {"editor": "<id>"}.' });

export const presenceQuerySchema = z.object({ editor: presenceEditorSchema, locale: z.string().optional() });

/** Another editor of the document: the admin's username and since when (ISO time) the form is open. */
export const presentEditorSchema = z.object({ name: z.string(), since: z.string() });
export type PresentEditor = z.infer<typeof presentEditorSchema>;

/** A version of the document as a beat reports it; `byYou`: the asking admin saved it. */
export const presenceVersionSchema = z.object({
  etag: z.string(),
  savedBy: z.string().nullable(),
  savedAt: z.string().nullable(),
  byYou: z.boolean(),
});
export type PresenceVersion = z.infer<typeof presenceVersionSchema>;

export const presenceSchema = z.object({
  /** The other admins with the document open, first opened first (the asking admin's own tabs left out: one person). */
  others: z.array(presentEditorSchema),
  /**
   * Who holds the edit: the first to open it, or the last to take it over. `you`: the asking admin (in
   * any tab); `tookOver`: it was taken over (since `since`).
   */
  editing: presentEditorSchema.extend({ you: z.boolean(), tookOver: z.boolean() }),
  /** The published version in force ("0" when never saved). */
  published: presenceVersionSchema,
  /** The document's draft now; null when it has none, or has no drafts at all (site settings). */
  draft: presenceVersionSchema.nullable(),
});
export type Presence = z.infer<typeof presenceSchema>;
