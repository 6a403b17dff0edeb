// Read More / Read Less under a description clamped to three lines: the description takes
// `readMoreClamp`, the button follows it at once. Plain script (site/behaviours/read-more.ts) toggles
// the button's aria-expanded; the styles clamp the description and pick the label from it. Without
// JavaScript the button is hidden and the whole description shows.
import styles from './ReadMore.module.css';

export const readMoreClamp = styles.clamped ?? '';

export function ReadMoreButton({ className = '', controls }: { className?: string; controls: string }) {
  return (
    <button type="button" className={`${className} ${styles.button}`} aria-controls={controls} data-read-more="">
      <span className={styles.more}>Read More</span>
      <span className={styles.less}>Read Less</span>
    </button>
  );
}
