// The carousel's "dots in thumbnail style": one small picture button per slide, the current one
// marked (as the server draws it: the first; the carousel's script moves the mark, site/behaviours/carousel.ts).
import { SLIDE_TO_ATTR } from './carousel-markers';
import { CAROUSEL_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './HomeCarousel.module.css';

export function CarouselThumbs({ images }: { images: string[] }) {
  return (
    <div className={styles.thumbs} role="group" aria-label="Choose a slide">
      {images.map((src, index) => (
        <button
          type="button"
          key={`${index}-${src}`}
          className={styles.thumb}
          {...{ [SLIDE_TO_ATTR]: index }}
          aria-label={`Go to slide ${index + 1}`}
          aria-current={index === 0 ? 'true' : undefined}
        >
          {/* The slide's own sizes, so the browser picks the very file the slide shows and the
              thumbnail costs no request of its own; low priority, after the first slide. */}
          <Picture src={src} alt="" sizes={CAROUSEL_SIZES} width={64} height={40} fetchPriority="low" />
        </button>
      ))}
    </div>
  );
}
