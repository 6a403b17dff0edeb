// Previous / 'Page X of Y' with which messages it shows ("11–20 of 10,000") / Next under the inbox
// table: Previous is disabled on the first page, Next on the last.
import buttons from '../ui/Button.module.css';
import styles from './Pager.module.css';

interface PagerProps {
  page: number;
  pageCount: number;
  /** "11–20 of 10,000". */
  range: string;
  onPage: (page: number) => void;
  /** The navigation's name for a screen reader. */
  label?: string;
}

export function Pager({ page, pageCount, range, onPage, label = 'Message pages' }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={buttons.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className={styles.position} aria-live="polite">
        <span>{`Page ${page} of ${pageCount}`}</span>
        <span>{range}</span>
      </p>
      <button type="button" className={buttons.button} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
