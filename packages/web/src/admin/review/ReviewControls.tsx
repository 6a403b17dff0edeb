// A draft's review, where the draft is listed (Drafts, Review): where it stands, with the reviewer's
// comment for its author, and the steps the signed-in role may take: Submit for review (with a note),
// or, for editors and admins, Approve and publish, Schedule… and Request changes (with a comment).
// A translation's draft is reviewed in its language: each step names the draft's language. Approving
// (now or scheduled) first asks the site-health check what the draft would introduce (usePublishCheck).
import { may, type DraftSummary } from '@site/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { approveDraft, requestChanges, submitForReview } from '../api/review';
import { refusalMessage } from '../api/errors';
import { readUser } from '../auth/session';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { draftLocale } from '../drafts/draft-languages';
import { ScheduleDialog } from '../drafts/ScheduleDialog';
import buttons from '../ui/Button.module.css';
import { usePublishCheck } from '../site-health/usePublishCheck';
import { NoteDialog } from './NoteDialog';
import { reviewLine } from './review-text';
import styles from './Review.module.css';

interface Props {
  draft: DraftSummary;
  /** The draft's name for the buttons' labels ("Hero (Home)"). */
  name: string;
  onChanged: () => void;
}

export function ReviewControls({ draft, name, onChanged }: Props) {
  const role = readUser()?.role ?? 'author';
  const endSession = useEndSessionOnUnauthorized();
  const [dialog, setDialog] = useState<'submit' | 'changes' | 'schedule' | null>(null);
  const [busy, setBusy] = useState(false);
  const state = draft.review?.state ?? null;
  const locale = draftLocale(draft);
  const publishCheck = usePublishCheck();
  /** Whether the approval goes on after the site-health check of the draft in review. */
  const approves = () => publishCheck.confirm({ document: draft.path, ...(locale ? { locale } : {}) }, 'approve', false);

  const act = async (action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      toast.success(success);
      return true;
    } catch (error) {
      if (!endSession(error)) toast.error(failure, { description: refusalMessage(error, 'Please try again.') });
      return false;
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const maySubmit = may(role, 'submit_review') && (state === null || state === 'changes_requested');
  const mayReview = may(role, 'review') && state === 'in_review';

  return (
    <>
      {draft.review && (
        <p className={`${styles.review} ${state === 'changes_requested' ? styles.changes : ''}`}>{reviewLine(draft.review)}</p>
      )}
      <div className={styles.actions}>
        {maySubmit && (
          <button
            type="button"
            className={`${buttons.button} ${buttons.small}`}
            disabled={busy}
            onClick={() => setDialog('submit')}
            aria-label={`Submit for review: ${name}`}
          >
            Submit for review
          </button>
        )}
        {mayReview && (
          <>
            <button
              type="button"
              className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
              disabled={busy}
              onClick={() =>
                void approves().then(
                  (goOn) =>
                    goOn &&
                    act(
                      () => approveDraft(draft.path, undefined, locale),
                      'Approved and published.',
                      'The draft could not be approved.',
                    ),
                )
              }
              aria-label={`Approve and publish ${name}`}
            >
              Approve and publish
            </button>
            <button
              type="button"
              className={`${buttons.button} ${buttons.small}`}
              disabled={busy}
              onClick={() => setDialog('schedule')}
              aria-label={`Schedule… ${name}`}
            >
              Schedule…
            </button>
            <button
              type="button"
              className={`${buttons.button} ${buttons.small}`}
              disabled={busy}
              onClick={() => setDialog('changes')}
              aria-label={`Request changes to ${name}`}
            >
              Request changes
            </button>
          </>
        )}
      </div>
      {dialog === 'submit' && (
        <NoteDialog
          title="Submit for review"
          description={`Editors and admins are told that ${name} waits for their review.`}
          label="Note for the reviewers (optional)"
          action="Submit for review"
          onDone={(note) =>
            act(() => submitForReview(draft.path, note, locale), 'Submitted for review.', 'The draft could not be submitted.')
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'changes' && (
        <NoteDialog
          title="Request changes"
          description={`The author sees your comment on the draft of ${name}.`}
          label="What should change"
          action="Request changes"
          required="Say what should change: the comment may not be empty."
          onDone={(comment) =>
            act(() => requestChanges(draft.path, comment, locale), 'Changes requested.', 'The changes could not be requested.')
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'schedule' && (
        <ScheduleDialog
          what={`The approved draft of ${name}`}
          onSchedule={async (at, when) =>
            (await approves()) &&
            act(
              () => approveDraft(draft.path, at, locale),
              `Approved, to be published ${when}`,
              'The draft could not be approved.',
            )
          }
          onClose={() => setDialog(null)}
        />
      )}
      {publishCheck.dialog}
    </>
  );
}
