// The home hero (the `home/hero` section): the page's h1, its pitch, two pictures and
// the contact and call-to-action buttons, in the document's colours.
import type { SectionData } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import { HALF_CONTAINER_SIZES, QUARTER_CONTAINER_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import button from '../shared/button.module.css';
import { ContentLink } from '../shared/ContentLink';
import styles from './HomeHero.module.css';
import home from './homeSection.module.css';
import { SectionDivider } from './SectionDivider';

export function HomeHero({ data, idSuffix = '' }: { data: SectionData<'hero'>; idSuffix?: string }) {
  const images = [
    { src: data.image1, alt: data.altText1 },
    { src: data.image2, alt: data.altText2 },
  ].filter((image) => image.src);
  return (
    <section
      id={`hero${idSuffix}`}
      className={`${home.section} ${styles.hero}`}
      aria-labelledby={`hero-title${idSuffix}`}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      {/* Not revealed on scroll: the hero is above the fold, often only partly in view on load, and
          the page's main content must show without waiting for a scroll. */}
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          {/* The page's one h1: a hero without a title still leaves the page a heading to start from. */}
          <h1 id={`hero-title${idSuffix}`} className={data.title ? styles.title : 'visually-hidden'}>
            {data.title || 'Home'}
          </h1>
          {data.description && <p className={styles.description}>{data.description}</p>}
          <div className={styles.actions}>
            {data.contactText && data.contactLink && (
              <ContentLink className={button.button} href={data.contactLink}>
                {data.contactText}
              </ContentLink>
            )}
            {data.ctaText && data.ctaLink && (
              <ContentLink className={`${button.button} ${button.outline}`} href={data.ctaLink}>
                {data.ctaText}
              </ContentLink>
            )}
          </div>
        </div>
        {images.length > 0 && (
          <div className={styles.pictures} data-count={images.length}>
            {images.map((image, index) => (
              <Picture
                key={index}
                className={index === 1 ? `${styles.picture} ${styles.lower}` : styles.picture}
                src={image.src}
                alt={image.alt}
                sizes={images.length === 1 ? HALF_CONTAINER_SIZES : QUARTER_CONTAINER_SIZES}
                width={480}
                height={600}
              />
            ))}
          </div>
        )}
      </div>
      <SectionDivider src={data.divider} />
    </section>
  );
}
