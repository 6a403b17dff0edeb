// What a review link's holder sees and does: the drafts in review, and per draft an approval
// (published now, the step's `by` "<name> (review link)") or a request for changes with a comment.
// A translation's draft is listed with its language, and decided on by its path and `locale`.
import type { DraftReview, LinkDecision, LinkReview, Published, Scheduled } from '@site/contracts';
import type { AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { documentsAt, listDrafts } from './drafts.js';
import { approveDraft, requestChanges } from './review.js';
import type { OpenReviewLink } from './review-links.js';
import { documentIn, resolveLocale } from './translations.js';

/** The name the review history shows for a link's holder. */
const linkReviewerName = (link: OpenReviewLink) => `${link.name} (review link)`;

export async function draftsForLink(db: Db, link: OpenReviewLink, previewUrl: string): Promise<LinkReview> {
  const drafts = (await listDrafts(db)).flatMap((d) =>
    d.review?.state === 'in_review'
      ? [{ path: d.path, label: d.label, locale: d.locale, excerpt: d.excerpt, updated_by: d.updated_by, review: d.review }]
      : [],
  );
  return { name: link.name, expires_at: link.expiresAt, preview_url: previewUrl, drafts };
}

/** The holder's decision on one draft; `address` is where they are, for the audit log. */
export async function decideByLink(
  db: Db,
  link: OpenReviewLink,
  decision: LinkDecision,
  address: string | null,
  now: Date,
): Promise<{ review: DraftReview } | Published | Scheduled> {
  const [found] = await documentsAt(db, [decision.path]);
  const doc = documentIn(found!, await resolveLocale(db, decision.locale));
  const who = {
    by: linkReviewerName(link),
    audit: { actor: linkReviewerName(link), actorId: null, address } satisfies AuditActor,
  };
  if (decision.decision === 'approve') return approveDraft(db, doc, undefined, who, now);
  if (!decision.comment) throw new ApiError(400, { error: 'Say what should change: the comment may not be empty.' });
  return { review: await requestChanges(db, doc, decision.comment, who, now) };
}
