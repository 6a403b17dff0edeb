// The loading text a page shows while its content travels ('Loading...', as the original site said).
import styles from './Loading.module.css';

export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </div>
  );
}
