// Company profile (about1): title, description, two pictures and a button. It opens its pages, so
// it is not scroll-revealed: hiding it until the page's scripts run would delay the first paint of
// the page's main image (Lighthouse's LCP) for an animation of something already in view.
import { useUniqueId } from '../../islands/island-id';
import type { About1 } from '@site/contracts/site';
import { ContentLink } from '../shared/ContentLink';
import { colourStyle } from '../shared/colourStyle';
import { about1Sizes } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import button from '../shared/button.module.css';
import section from '../shared/section.module.css';
import styles from './About1Section.module.css';

export function About1Section({ data, idSuffix = '' }: { data: About1; idSuffix?: string }) {
  const titleId = useUniqueId();
  const hasImages = Boolean(data.image1 || data.image2);
  const pair = Boolean(data.image1 && data.image2);
  const single = pair ? '' : styles.single;
  const sizes = about1Sizes(data);
  return (
    <section
      id={`about1${idSuffix}`}
      aria-labelledby={titleId}
      className={section.section}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className={`container ${styles.grid} ${hasImages ? '' : styles.textOnly}`}>
        {hasImages && (
          <div className={styles.images}>
            {/* The section opens its pages (/about, /about/company-profile): the first picture is their main image (site/meta.ts). */}
            {data.image1 && (
              <Picture
                className={`${styles.image1} ${single}`}
                src={data.image1}
                alt={data.title}
                sizes={sizes}
                fetchPriority="high"
              />
            )}
            {data.image2 && (
              <Picture
                className={`${styles.image2} ${single}`}
                src={data.image2}
                alt=""
                sizes={sizes}
                fetchPriority={data.image1 ? undefined : 'high'}
              />
            )}
          </div>
        )}
        <div className={styles.text}>
          <p className={section.eyebrow}>About Us</p>
          <h2 id={titleId} className={section.title}>
            {data.title || 'Company Profile'}
          </h2>
          {data.description && <p className={`${section.body} ${styles.description}`}>{data.description}</p>}
          {data.buttonLabel && data.buttonLink && (
            <ContentLink href={data.buttonLink} className={button.button}>
              {data.buttonLabel}
            </ContentLink>
          )}
        </div>
      </div>
    </section>
  );
}
