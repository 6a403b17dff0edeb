// Read More / Read Less (the news cards say Show Less, as the specification has it) under a
// description clamped to three lines: the description takes
// `readMoreClamp`, the button follows it at once. Plain script (site/behaviours/read-more.ts) toggles
// the button's aria-expanded; the styles clamp the description and pick the label from it. Without
// JavaScript the button is hidden and the whole description shows.
import styles from './ReadMore.module.css';

export const readMoreClamp = styles.clamped ?? '';

interface Props {
  className?: string;
  controls: string;
  /** The label while the whole description shows. */
  less?: 'Read Less' | 'Show Less';
}

export function ReadMoreButton({ className = '', controls, less = 'Read Less' }: Props) {
  return (
    <button type="button" className={`${className} ${styles.button}`} aria-controls={controls} data-read-more="">
      <span className={styles.more}>Read More</span>
      <span className={styles.less}>{less}</span>
    </button>
  );
}
