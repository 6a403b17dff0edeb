// /review/<token>: the page a review link opens, for someone without an account. It names whom the
// link is for and until when, opens the site's preview with the drafts, and lists the drafts in
// review, each with Approve (published at once) and Request changes (with a comment). An expired,
// revoked or unknown link is a plain page saying so.
import type { LinkReview } from '@site/contracts';
import { useCallback, useId, useState } from 'react';
import { useParams } from 'react-router';
import { decideByLink, fetchLinkReview, linkRefusal } from '../api/review';
import fieldStyles from '../form/inputs/Field.module.css';
import { formatSavedAt, savedByName } from '../history/saved-at';
import buttons from '../ui/Button.module.css';
import { useQuery } from '../loading/useQuery';
import { useDocumentTitle } from '../useDocumentTitle';
import { reviewLine } from './review-text';
import styles from './Review.module.css';

export function LinkReviewPage() {
  useDocumentTitle('Review drafts');
  const { token = '' } = useParams();
  const load = useCallback(() => fetchLinkReview(token), [token]);
  const { state: page, reload } = useQuery(load, 'The review link could not be opened');
  const [done, setDone] = useState<string | null>(null);

  if (page.status === 'loading') {
    return (
      <main className={styles.page}>
        <p role="status">Loading the drafts...</p>
      </main>
    );
  }
  if (page.status === 'error') {
    return (
      <main className={styles.page}>
        <h1>Review drafts</h1>
        <p role="alert">{page.message}</p>
      </main>
    );
  }
  const review = page.data;
  const decided = (message: string) => {
    setDone(message);
    reload();
  };
  return (
    <main className={styles.page}>
      <h1>Review drafts</h1>
      <p>
        This link is for <strong>{review.name}</strong> and works until {formatSavedAt(review.expires_at)}.
      </p>
      <p>
        <a className={buttons.button} href={review.preview_url} target="_blank" rel="noreferrer">
          Open the site with the drafts
        </a>
      </p>
      {done && <p role="status">{done}</p>}
      {review.drafts.length === 0 ? (
        <p>No draft waits for review.</p>
      ) : (
        <ul className={styles.list} aria-label="Drafts in review">
          {review.drafts.map((draft) => (
            <LinkDraft key={draft.path} token={token} draft={draft} onDecided={decided} />
          ))}
        </ul>
      )}
    </main>
  );
}

function LinkDraft({
  token,
  draft,
  onDecided,
}: {
  token: string;
  draft: LinkReview['drafts'][number];
  onDecided: (message: string) => void;
}) {
  const commentId = useId();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (decision: 'approve' | 'request_changes') => {
    if (decision === 'request_changes' && !comment.trim())
      return setProblem('Say what should change: the comment may not be empty.');
    setBusy(true);
    setProblem(null);
    try {
      await decideByLink(token, {
        path: draft.path,
        decision,
        ...(decision === 'request_changes' ? { comment: comment.trim() } : {}),
      });
      onDecided(
        decision === 'approve' ? `${draft.label} was approved and published.` : `Changes to ${draft.label} were requested.`,
      );
    } catch (error) {
      setProblem(linkRefusal(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={styles.item}>
      <h2>{draft.label}</h2>
      {draft.excerpt && <p className={styles.muted}>{draft.excerpt}</p>}
      <p className={styles.muted}>Written by {savedByName(draft.updated_by)}</p>
      <p className={styles.review}>{reviewLine(draft.review)}</p>
      <label htmlFor={commentId} className={fieldStyles.label}>
        Comment (for Request changes)
      </label>
      <textarea
        id={commentId}
        className={fieldStyles.input}
        rows={3}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-invalid={problem !== null}
      />
      {problem && (
        <p role="alert" className={fieldStyles.error}>
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          disabled={busy}
          onClick={() => void decide('approve')}
          aria-label={`Approve ${draft.label}`}
        >
          Approve
        </button>
        <button
          type="button"
          className={buttons.button}
          disabled={busy}
          onClick={() => void decide('request_changes')}
          aria-label={`Request changes to ${draft.label}`}
        >
          Request changes
        </button>
      </div>
    </li>
  );
}
