// One gallery picture. A button over the whole tile opens the picture in the lightbox; hovering the
// tile or focusing its button shows the subtitle, title and description over it (a tap on a touch
// screen opens the lightbox, which shows them too). A tile with text but no picture takes focus
// itself, so its overlay is reachable without a mouse.
import { memo } from 'react';
import type { Gallery } from '@site/contracts/site';
import { revealUnlessFirstRow } from '../shared/card-grid';
import { CARD_GRID_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './GallerySection.module.css';

interface Props {
  item: Gallery['items'][number];
  /** Its place among the pictures the lightbox shows; absent when there is no picture to enlarge. */
  start: number | undefined;
  /** Opens the lightbox at `start`. */
  onOpen: (start: number, trigger: HTMLButtonElement) => void;
  /** The page's main image (its first picture): fetched at once and first, preloaded (site/meta.ts). */
  main?: boolean;
  /** Its place in the grid: the first row is not behind the scroll reveal (shared/card-grid.ts). */
  index: number;
}

// Drawn again only when its own props change: the editor's preview draws the gallery on every
// keystroke, and a key typed in one picture's text leaves the others as they are.
export const GalleryTile = memo(function GalleryTile({ item, start, onOpen, main = false, index }: Props) {
  const hasOverlay = Boolean(item.subtitle || item.title || item.description);
  const name = item.title || item.subtitle;
  return (
    <li className={`${styles.tile} ${revealUnlessFirstRow(index)}`} tabIndex={hasOverlay && start === undefined ? 0 : undefined}>
      {item.image && (
        <Picture
          className={styles.image}
          src={item.image}
          alt={item.title || item.subtitle || ''}
          sizes={CARD_GRID_SIZES}
          fetchPriority={main ? 'high' : undefined}
        />
      )}
      {hasOverlay && (
        <div className={styles.overlay}>
          {item.subtitle && <p className={styles.subtitle}>{item.subtitle}</p>}
          {item.title && <h2 className={styles.title}>{item.title}</h2>}
          {item.description && <p className={styles.description}>{item.description}</p>}
        </div>
      )}
      {start !== undefined && (
        <button
          type="button"
          className={styles.open}
          aria-haspopup="dialog"
          onClick={(event) => onOpen(start, event.currentTarget)}
        >
          <span className="visually-hidden">{name ? `Enlarge picture: ${name}` : 'Enlarge picture'}</span>
        </button>
      )}
    </li>
  );
});
