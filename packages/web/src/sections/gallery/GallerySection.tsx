// The gallery: title, subtitle and a grid of pictures; hover or focus shows a tile's subtitle,
// title and description over it, in the gallery's overlay colours.
import { useId } from 'react';
import type { Gallery } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import section from '../shared/section.module.css';
import { GalleryTile } from './GalleryTile';
import styles from './GallerySection.module.css';

export function GallerySection({ data }: { data: Gallery }) {
  const titleId = useId();
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
            {data.items.map((item, index) => (
              <GalleryTile key={`${item.image}-${index}`} item={item} />
            ))}
          </ul>
        ) : (
          <p className={section.empty}>No pictures yet.</p>
        )}
      </div>
    </section>
  );
}
