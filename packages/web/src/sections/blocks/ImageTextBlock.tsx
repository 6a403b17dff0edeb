// Image and text, a block only custom pages have: a picture on the left or right of a heading, rich
// text and an optional button. On a phone the picture goes above the text.
import { useUniqueId } from '../../islands/island-id';
import { safeImageUrl, type ImageText } from '@site/contracts/site';
import { ContentLink } from '../shared/ContentLink';
import { colourStyle } from '../shared/colourStyle';
import { HALF_CONTAINER_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import { RichText } from '../shared/RichText';
import button from '../shared/button.module.css';
import section from '../shared/section.module.css';
import styles from './ImageTextBlock.module.css';

export function ImageTextBlock({ data }: { data: ImageText }) {
  const headingId = useUniqueId();
  const image = safeImageUrl(data.image);
  return (
    <section
      aria-labelledby={data.heading ? headingId : undefined}
      className={section.section}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div
        className={`container ${styles.grid} ${image ? '' : styles.textOnly} ${data.imageSide === 'right' ? styles.imageRight : ''} animate-on-scroll`}
      >
        {image && <Picture className={styles.image} src={image} alt={data.imageAlt} sizes={HALF_CONTAINER_SIZES} />}
        <div className={styles.text}>
          {data.heading && (
            <h2 id={headingId} className={section.title}>
              {data.heading}
            </h2>
          )}
          <RichText doc={data.body} className={styles.body} />
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
