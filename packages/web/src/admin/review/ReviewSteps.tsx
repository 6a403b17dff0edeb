// A draft's review history, opened under it on the Review screen: every step so far (submitted,
// changes requested, approved), who took it, when, and their note or comment; read when opened.
import type { ReviewHistory } from '@site/contracts';
import { useState } from 'react';
import { fetchReviewHistory } from '../api/review';
import { refusalMessage } from '../api/errors';
import { formatSavedAt } from '../history/saved-at';
import { reviewLine } from './review-text';
import styles from './Review.module.css';

export function ReviewSteps({ path }: { path: string }) {
  const [history, setHistory] = useState<ReviewHistory | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const opened = async (open: boolean) => {
    if (!open) return;
    try {
      setHistory(await fetchReviewHistory(path));
    } catch (error) {
      setProblem(refusalMessage(error, 'The review history could not be loaded.'));
    }
  };

  return (
    <details className={styles.steps} onToggle={(event) => void opened(event.currentTarget.open)}>
      <summary>Review history</summary>
      {problem && <p role="alert">{problem}</p>}
      {history && (
        <ol>
          {history.steps.map((step) => (
            <li key={step.id}>
              {formatSavedAt(step.at)}: {reviewLine(step)}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
