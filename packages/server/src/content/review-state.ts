// A draft row's review columns as the API shows them.
import type { DraftReview } from '@site/contracts';
import type { drafts } from '../db/schema.js';

type ReviewColumns = Pick<typeof drafts.$inferSelect, 'reviewState' | 'reviewBy' | 'reviewNote' | 'reviewAt'>;

/** Where the draft stands in review, or null when nobody submitted it. */
export function reviewOf(row: ReviewColumns): DraftReview | null {
  if (!row.reviewState) return null;
  return { state: row.reviewState, by: row.reviewBy, note: row.reviewNote, at: row.reviewAt ?? '' };
}
