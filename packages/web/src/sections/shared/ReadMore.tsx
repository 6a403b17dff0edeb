// Read More / Read Less (the news cards say Show Less, as the specification has it) under a
// description clamped to three lines: the description takes
// `readMoreClamp`, the button follows it at once. Plain script (site/behaviours/read-more.ts) toggles
// the button's aria-expanded; the styles clamp the description and pick the label from it. Without
// JavaScript the button is hidden and the whole description shows.
import { useSiteMessages } from './site-messages';
import styles from './ReadMore.module.css';

export const readMoreClamp = styles.clamped ?? '';

interface Props {
  className?: string;
  controls: string;
  /** The label while the whole description shows. */
  less?: 'Read Less' | 'Show Less';
}

export function ReadMoreButton({ className = '', controls, less = 'Read Less' }: Props) {
  // In the page's language (the Site messages section): `less` names which of its words.
  const words = useSiteMessages();
  return (
    <button type="button" className={`${className} ${styles.button}`} aria-controls={controls} data-read-more="">
      <span className={styles.more}>{words.readMore}</span>
      <span className={styles.less}>{less === 'Show Less' ? words.showLess : words.readLess}</span>
    </button>
  );
}
