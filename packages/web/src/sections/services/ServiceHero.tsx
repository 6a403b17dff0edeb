// A service page's hero: tagline, title, description and the picture with its alt text.
import { useUniqueId } from '../../islands/island-id';
import type { Service } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import { HALF_CONTAINER_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import section from '../shared/section.module.css';
import styles from './ServiceHero.module.css';

export function ServiceHero({ service }: { service: Service }) {
  const titleId = useUniqueId();
  return (
    <section
      aria-labelledby={titleId}
      className={styles.hero}
      style={colourStyle({ backgroundColor: service.heroBgColor, color: service.heroTextColor })}
    >
      <div className={`container ${styles.grid} ${service.heroImage ? '' : styles.textOnly}`}>
        <div className={styles.text}>
          {service.tagline && <p className={styles.tagline}>{service.tagline}</p>}
          <h1 id={titleId} className={section.pageTitle}>
            {service.title.trim()}
          </h1>
          {service.description.trim() && <p className={`${section.lead} ${styles.description}`}>{service.description.trim()}</p>}
        </div>
        {/* Beside the page title, above the fold: the page's main image. */}
        {service.heroImage && (
          <Picture
            className={styles.image}
            src={service.heroImage}
            alt={service.altText || service.title.trim()}
            sizes={HALF_CONTAINER_SIZES}
            fetchPriority="high"
          />
        )}
      </div>
    </section>
  );
}
