// Review before publishing: where a draft stands.
import { z } from 'zod';

export const REVIEW_STATES = ['in_review', 'changes_requested', 'approved'] as const;
export const reviewStateSchema = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof reviewStateSchema>;

/** Longest a note or a comment may be: a few paragraphs. */
export const REVIEW_NOTE_MAX = 2000;

/** Where a draft stands in review and its last step: who took it, their note or comment, and when. */
export const draftReviewSchema = z.object({
  state: reviewStateSchema,
  by: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type DraftReview = z.infer<typeof draftReviewSchema>;

/** One step of a draft's review history, oldest first. */
export const reviewStepSchema = draftReviewSchema.extend({ id: z.number().int() });
export type ReviewStep = z.infer<typeof reviewStepSchema>;

/** GET /drafts/{path}/review: where the draft stands (null without a draft or a review) and every step so far. */
export const reviewHistorySchema = z.object({ review: draftReviewSchema.nullable(), steps: z.array(reviewStepSchema) });
export type ReviewHistory = z.infer<typeof reviewHistorySchema>;

const noteText = (what: string) =>
  z
    .string({ error: `The ${what} must be text.` })
    .trim()
    .max(REVIEW_NOTE_MAX, `The ${what} may be at most ${REVIEW_NOTE_MAX} characters.`);

/** POST /drafts/{path}/submit: an optional note for the reviewers. */
export const submitReviewSchema = z.object({ note: noteText('note').optional() }).strict();

/** POST /drafts/{path}/request-changes: what the author should change. */
export const requestChangesSchema = z
  .object({ comment: noteText('comment').min(1, 'Say what should change: the comment may not be empty.') })
  .strict();

/** POST /drafts/{path}/approve: publish now, or schedule it for `at`. */
export const approveReviewSchema = z
  .object({
    at: z.iso
      .datetime({ offset: true, error: 'The time must be an ISO date and time, such as 2030-01-31T09:00:00+01:00.' })
      .optional(),
  })
  .strict();

/** Longest a review link lives, in hours (two weeks). */
export const REVIEW_LINK_MAX_HOURS = 336;

/** POST /review-links: whom the link is for, and how long it works. */
export const reviewLinkRequestSchema = z
  .object({
    name: z
      .string({ error: 'Name the person the link is for.' })
      .trim()
      .min(1, 'Name the person the link is for.')
      .max(100, 'The name may be at most 100 characters.'),
    expires_in_hours: z
      .number({ error: 'expires_in_hours must be a whole number of hours.' })
      .int('expires_in_hours must be a whole number of hours.')
      .min(1, 'A review link lives at least 1 hour.')
      .max(REVIEW_LINK_MAX_HOURS, `A review link lives at most ${REVIEW_LINK_MAX_HOURS} hours (two weeks).`),
  })
  .strict();

export const reviewLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

/** The address of the page a review link opens: `/review/<token>`. */
export const REVIEW_PAGE_PATH = '/review';

/** What a link holder sees: whom the link is for, until when, and the drafts in review. */
export const linkReviewSchema = z.object({
  name: z.string(),
  expires_at: z.string(),
  /** The address that shows the site with the drafts (a preview by the same token). */
  preview_url: z.string(),
  drafts: z.array(
    z.object({
      path: z.string(),
      label: z.string(),
      /** The draft's language (the default language's code for a document's own draft). */
      locale: z.string(),
      excerpt: z.string().nullable(),
      updated_by: z.string().nullable(),
      review: draftReviewSchema,
    }),
  ),
});
export type LinkReview = z.infer<typeof linkReviewSchema>;

/** The approval or request of a link holder: `{path}` and, for changes, the comment. */
export const linkDecisionSchema = z
  .object({
    path: z.string().min(1).max(300),
    /** The language of the draft decided on (as the list names it); left out, the default language's. */
    locale: z.string().max(35, { error: 'A language code is at most 35 characters.' }).optional(),
    decision: z.enum(['approve', 'request_changes'], { error: 'decision must be approve or request_changes.' }),
    comment: noteText('comment').optional(),
  })
  .strict();
export type LinkDecision = z.infer<typeof linkDecisionSchema>;
