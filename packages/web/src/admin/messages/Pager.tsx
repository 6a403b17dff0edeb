// Previous / 'Page X of Y' / Next under the inbox table: Previous is disabled
// on the first page, Next on the last.
import buttons from '../ui/Button.module.css';
import styles from './Pager.module.css';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pageCount, onPage }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label="Message pages">
      <button type="button" className={buttons.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className={styles.position} aria-live="polite">{`Page ${page} of ${pageCount}`}</p>
      <button type="button" className={buttons.button} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
