// What the gallery shows while its content loads in the browser: twelve empty tiles.
import styles from './GallerySection.module.css';

const PLACEHOLDERS = 12;

export function GalleryPlaceholder() {
  return (
    <div className={`container ${styles.placeholderWrap}`}>
      <p className="visually-hidden" role="status">
        Loading...
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} className={`${styles.tile} ${styles.placeholder}`} data-testid="gallery-placeholder" />
        ))}
      </ul>
    </div>
  );
}
