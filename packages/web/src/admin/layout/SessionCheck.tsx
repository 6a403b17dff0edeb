// Shown while the guard asks the server whether the stored token still works.
import styles from './StatusScreen.module.css';

export function SessionCheck() {
  return (
    <p role="status" className={`${styles.screen} ${styles.muted}`}>
      Checking your session...
    </p>
  );
}
