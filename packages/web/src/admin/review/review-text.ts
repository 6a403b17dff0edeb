// How the editor words where a draft stands in review.
import type { DraftReview } from '@site/contracts';

/** "In review", "Changes requested", "Approved". */
const REVIEW_STATE_LABELS: Record<DraftReview['state'], string> = {
  in_review: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
};

/** One line: the state, who took the step, and their note or comment. */
export function reviewLine(review: DraftReview): string {
  const by = review.by ?? 'someone';
  const what = review.state === 'in_review' ? `, submitted by ${by}` : ` by ${by}`;
  return `${REVIEW_STATE_LABELS[review.state]}${what}${review.note ? `: “${review.note}”` : ''}`;
}
