// One gallery picture. The tile takes keyboard focus so the overlay is reachable without a mouse
// (and a tap on a touch screen focuses it, which shows the overlay too).
import type { Gallery } from '@site/contracts/site';
import { CARD_GRID_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './GallerySection.module.css';

export function GalleryTile({ item }: { item: Gallery['items'][number] }) {
  const hasOverlay = Boolean(item.subtitle || item.title || item.description);
  return (
    <li className={`${styles.tile} animate-on-scroll`} tabIndex={hasOverlay ? 0 : undefined}>
      {item.image && (
        <Picture className={styles.image} src={item.image} alt={item.title || item.subtitle || ''} sizes={CARD_GRID_SIZES} />
      )}
      {hasOverlay && (
        <div className={styles.overlay}>
          {item.subtitle && <p className={styles.subtitle}>{item.subtitle}</p>}
          {item.title && <h2 className={styles.title}>{item.title}</h2>}
          {item.description && <p className={styles.description}>{item.description}</p>}
        </div>
      )}
    </li>
  );
}
