// Drafts, scheduled publishing and preview links: the shapes of their routes. Every versioned
// document (each section by its API path, the services list as `services`) has its published version
// and at most one draft; public reads show the published version only.
import { z } from 'zod';
import { conflictSchema } from './history.js';
import { draftReviewSchema } from './review.js';

/** Longest a preview link lives, in hours (a week), and how long when the request names nothing. */
export const PREVIEW_MAX_HOURS = 168;
export const PREVIEW_DEFAULT_HOURS = 24;

/** The query parameter of a preview link (`/?preview=<token>`); the same value leaves a preview when it is `exit`. */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_EXIT = 'exit';

/** One pending draft, as the list of drafts shows it. */
export const draftSummarySchema = z.object({
  /** A section's API path (`home/hero`) or `services`. */
  path: z.string(),
  /** The document's label; a translation's names its language ("Hero (Français)"). */
  label: z.string(),
  /** The draft's language (a code of the site settings'): a translation's, or the default language's. */
  locale: z.string(),
  /** The draft's heading or first words (of a page: its blocks'), to tell drafts apart; null when it has none. */
  excerpt: z.string().nullable(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  /** When it is scheduled to be published (ISO time), or null. */
  publish_at: z.string().nullable(),
  /** Why its schedule could not be published (the schedule waits until it is fixed or cancelled), or null. */
  schedule_error: z.string().nullable(),
  /** Where it stands in review (submitted, changes asked for, approved), or null when nobody submitted it. */
  review: draftReviewSchema.nullable(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

export const draftSchema = draftSummarySchema.extend({
  document: z.unknown(),
  /** The published version the draft was started from (0: the document was never saved). */
  based_on: z.number().int(),
});
export type Draft = z.infer<typeof draftSchema>;

/**
 * A publish refused because the published document changed since the draft was started: the
 * published version in force (as a save's 412 names it) and both documents, for the editor to show.
 */
export const publishConflictSchema = conflictSchema.extend({
  path: z.string(),
  published: z.unknown(),
  draft: z.unknown(),
});
export type PublishConflict = z.infer<typeof publishConflictSchema>;

/** POST /drafts/publish: several drafts published together now, or scheduled together for `at`. */
export const publishManySchema = z.object({
  paths: z
    .array(z.string().min(1).max(100))
    .min(1, 'Name at least one draft to publish.')
    .max(100, 'Publish at most 100 drafts at once.'),
  /** The languages of each path's draft to publish; left out, the default language's alone. */
  locales: z
    .array(z.string().min(1).max(35, { error: 'A language code is at most 35 characters.' }))
    .min(1, 'Name at least one language, or leave locales out for the default language.')
    .max(50, 'Name at most 50 languages.')
    .optional(),
  at: z.iso
    .datetime({ offset: true, error: 'The time must be an ISO date and time, such as 2030-01-31T09:00:00+01:00.' })
    .optional(),
});
export type PublishMany = z.infer<typeof publishManySchema>;

/** What a publish (now) answers: the documents published, each with its new version. */
export const publishedSchema = z.object({
  published: z.array(
    z.object({
      path: z.string(),
      version: z.number().int(),
      etag: z.string(),
      /** A translation's language; left out for the default language's document. */
      locale: z.string().optional(),
    }),
  ),
});
export type Published = z.infer<typeof publishedSchema>;

export const scheduledSchema = z.object({
  scheduled: z.array(z.string()),
  publish_at: z.string(),
  /** When a translation is among them: the language of each entry of `scheduled`, in its order. */
  locales: z.array(z.string()).optional(),
});
export type Scheduled = z.infer<typeof scheduledSchema>;

/** Several drafts refused together: every conflict found, nothing published. */
export const publishConflictsSchema = z.object({ error: z.string(), conflicts: z.array(publishConflictSchema) });

export const previewLinkRequestSchema = z
  .object({
    expires_in_hours: z
      .number({ error: 'expires_in_hours must be a whole number of hours.' })
      .int('expires_in_hours must be a whole number of hours.')
      .min(1, 'A preview link lives at least 1 hour.')
      .max(PREVIEW_MAX_HOURS, `A preview link lives at most ${PREVIEW_MAX_HOURS} hours (a week).`)
      .default(PREVIEW_DEFAULT_HOURS),
  })
  .strict();

export const previewLinkSchema = z.object({
  id: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** What creating a link answers: its address holds the token, shown this once only. */
export const createdPreviewLinkSchema = z.object({ id: z.number().int(), url: z.string(), expires_at: z.string() });
export type CreatedPreviewLink = z.infer<typeof createdPreviewLinkSchema>;
