// The about area's failure text (public-site §8), verbatim.
import styles from './Loading.module.css';

export function FetchFailed() {
  return (
    <div className={styles.loading} role="alert">
      Failed to fetch data
    </div>
  );
}
