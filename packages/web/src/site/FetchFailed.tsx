// The about area's failure text, word for word as the original site said it.
import styles from './Loading.module.css';

export function FetchFailed() {
  return (
    <div className={styles.loading} role="alert">
      Failed to fetch data
    </div>
  );
}
