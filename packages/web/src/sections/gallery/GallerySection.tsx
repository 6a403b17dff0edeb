// The gallery: title, subtitle and a grid of pictures; hover or focus shows a tile's subtitle,
// title and description over it, in the gallery's overlay colours, and a click opens the picture
// large in the lightbox. Closing the lightbox puts focus back on the tile that opened it.
import { useCallback, useState } from 'react';
import { useUniqueId } from '../../islands/island-id';
import { safeImageUrl, type Gallery } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import section from '../shared/section.module.css';
import { GalleryLightbox } from './GalleryLightbox';
import { GalleryTile } from './GalleryTile';
import styles from './GallerySection.module.css';
import { island } from '../../islands/island';

type Item = Gallery['items'][number];

/** Only pictures the site can draw can be enlarged. */
const hasPicture = (item: Item) => safeImageUrl(item.image) !== undefined;

function GalleryTiles({ data }: { data: Gallery }) {
  const titleId = useUniqueId();
  const [open, setOpen] = useState<{ start: number; trigger: HTMLButtonElement } | null>(null);
  const pictures = data.items.filter(hasPicture);
  const openAt = useCallback((start: number, trigger: HTMLButtonElement) => setOpen({ start, trigger }), []);
  const close = () => {
    open?.trigger.focus();
    setOpen(null);
  };
  return (
    <section
      aria-labelledby={titleId}
      className={section.section}
      style={colourStyle({
        backgroundColor: data.bgColor,
        color: data.textColor,
        '--overlay-bg': data.imageBgColor,
        '--overlay-fg': data.imageTextColor,
      })}
    >
      <div className="container">
        <header className={section.header}>
          <h1 id={titleId} className={section.pageTitle}>
            {data.title || 'Gallery'}
          </h1>
          {data.subtitle && <p className={section.lead}>{data.subtitle}</p>}
        </header>
        {data.items.length > 0 ? (
          <ul className={styles.grid}>
            {data.items.map((item, index) => {
              const start = pictures.indexOf(item);
              return (
                <GalleryTile
                  key={`${item.image}-${index}`}
                  item={item}
                  start={start < 0 ? undefined : start}
                  onOpen={openAt}
                  main={start === 0}
                  index={index}
                />
              );
            })}
          </ul>
        ) : (
          <p className={section.empty}>No pictures yet.</p>
        )}
      </div>
      {open && <GalleryLightbox pictures={pictures} start={open.start} onClose={close} />}
    </section>
  );
}

// An island (islands): the tiles open the lightbox once hydrated, as the gallery nears the viewport.
export const GallerySection = island('gallery/GallerySection', 'visible', GalleryTiles, ['data']);
