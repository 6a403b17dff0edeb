// The loading text a page shows while its content travels (public-site §8: 'Loading...').
import styles from './Loading.module.css';

export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </div>
  );
}
