// /admin/review: the drafts waiting for review, for editors and admins to open in their editor (with
// the preview), then approve (publish now or schedule) or send back with a comment. An author sees
// the drafts they and others submitted, and what became of them, without the reviewer's buttons.
import { useCallback } from 'react';
import { Link } from 'react-router';
import { listDrafts } from '../api/drafts';
import { useSiteLanguages, withoutDefaultLocale } from '../drafts/draft-languages';
import { formatSavedAt, savedByName } from '../history/saved-at';
import { useQuery } from '../loading/useQuery';
import { draftEditorPath, draftName, draftPlace } from '../drafts/draft-location';
import buttons from '../ui/Button.module.css';
import screen from '../ui/Screen.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { ReviewControls } from './ReviewControls';
import { ReviewSteps } from './ReviewSteps';
import styles from './Review.module.css';

export const NOTHING_IN_REVIEW = 'No draft waits for review.';

export function ReviewPage() {
  useDocumentTitle('Review');
  const languages = useSiteLanguages();
  const load = useCallback(
    async () => withoutDefaultLocale(await listDrafts(), await languages).filter((draft) => draft.review?.state === 'in_review'),
    // The languages are read once with the admin frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { state, reload } = useQuery(load, 'Failed to load the drafts in review');

  return (
    <div className={screen.screen}>
      <h1 className={screen.title}>Review</h1>
      <section className={screen.section} aria-label="Drafts in review">
        {state.status === 'loading' && (
          <p role="status" className={screen.status}>
            Loading drafts...
          </p>
        )}
        {state.status === 'error' && <p role="alert">The drafts in review could not be loaded: {state.message}</p>}
        {state.status === 'ready' && state.data.length === 0 && <p className={screen.status}>{NOTHING_IN_REVIEW}</p>}
        {state.status === 'ready' && state.data.length > 0 && (
          <ul className={styles.list}>
            {state.data.map((draft) => {
              const editor = draftEditorPath(draft.path);
              const place = draftPlace(draft.path);
              const name = draftName(draft);
              return (
                <li key={draft.path} className={styles.item}>
                  <h2>
                    {draft.label}
                    {place && <span className={styles.muted}> — {place}</span>}
                  </h2>
                  {draft.excerpt && <p className={styles.muted}>{draft.excerpt}</p>}
                  <p className={styles.muted}>
                    Saved {formatSavedAt(draft.updated_at)} by {savedByName(draft.updated_by)}
                  </p>
                  <ReviewControls draft={draft} name={name} onChanged={reload} />
                  <ReviewSteps path={draft.path} />
                  {editor && (
                    <div className={styles.actions}>
                      <Link
                        className={`${buttons.button} ${buttons.small}`}
                        to={editor}
                        aria-label={`Open in the editor: ${name}`}
                      >
                        Open in the editor
                      </Link>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
