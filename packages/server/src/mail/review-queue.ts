// The reviewers' emails as a queue of the outbox: each submit's row (review-outbox-store.ts), sent to
// every account that may review and has an email address, as they are at the time of the try.
import { and, inArray, ne } from 'drizzle-orm';
import { PERMISSIONS } from '@site/contracts';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { MailQueue } from './mail-queue.js';
import { reviewEmail } from './review-email.js';
import {
  claimDueReviewEmail,
  nextReviewEmailDueAt,
  recordReviewEmailFailure,
  recordReviewEmailSent,
  releaseReviewEmail,
  type ClaimedReviewEmail,
} from './review-outbox-store.js';

const NO_REVIEWER = 'No account that may review drafts has an email address (Admins: set one on an editor or admin).';

/** The addresses of the accounts that may approve drafts, each once. */
async function reviewerAddresses(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...PERMISSIONS.review.roles]), ne(users.email, '')))
    .orderBy(users.id);
  return [...new Set(rows.map((r) => r.email))];
}

export function reviewQueue(from: string, publicUrl: string | undefined): MailQueue<ClaimedReviewEmail> {
  return {
    kind: 'review email',
    claimDue: claimDueReviewEmail,
    async compose(db, claim) {
      const to = await reviewerAddresses(db);
      if (to.length === 0) return { unsendable: NO_REVIEWER };
      return { email: reviewEmail(claim.facts, from, to, publicUrl) };
    },
    recordSent: recordReviewEmailSent,
    recordFailure: (db, claim, error, next) => recordReviewEmailFailure(db, claim, error, next),
    releaseClaim: (db, claim, error) => releaseReviewEmail(db, claim, error),
    nextDueAt: nextReviewEmailDueAt,
  };
}
