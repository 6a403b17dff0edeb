// The "A Concern of …" strip under the carousel (the group name lives in the navbar document, so
// the navbar's brand colours paint it). Its text is never dimmed: white on the demo's
// teal is 5.0:1, only just above the 4.5:1 WCAG AA asks of normal text.
import type { SectionData } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import styles from './ConcernBanner.module.css';

export function ConcernBanner({ navbar }: { navbar: SectionData<'navbar'> }) {
  return (
    <section
      id="banner"
      className={styles.banner}
      aria-label="Parent company"
      style={colourStyle({ backgroundColor: navbar.buttonBgColor, color: navbar.buttonTextColor })}
    >
      {navbar.groupName && (
        <p className={`container ${styles.text}`}>
          A Concern of <strong className={styles.name}>{navbar.groupName}</strong>
        </p>
      )}
    </section>
  );
}
