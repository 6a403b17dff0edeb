// The carousel's "dots in thumbnail style": one small picture button per slide, the current one marked.
import { CAROUSEL_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './HomeCarousel.module.css';

interface Props {
  images: string[];
  selectedIndex: number;
  onSelect: (index: number) => void;
  /** Whether a slide's picture is in the page yet (the thumbnail shows the very same file). */
  pictured: (index: number) => boolean;
}

export function CarouselThumbs({ images, selectedIndex, onSelect, pictured }: Props) {
  return (
    <div className={styles.thumbs} role="group" aria-label="Choose a slide">
      {images.map((src, index) => {
        const current = index === selectedIndex;
        return (
          <button
            type="button"
            key={`${index}-${src}`}
            className={styles.thumb}
            onClick={() => onSelect(index)}
            aria-label={`Go to slide ${index + 1}`}
            aria-current={current ? 'true' : undefined}
          >
            {/* The slide's own sizes, so the browser picks the very file the slide shows and the
                thumbnail costs no request of its own; low priority, after the first slide. */}
            {pictured(index) && <Picture src={src} alt="" sizes={CAROUSEL_SIZES} width={64} height={40} fetchPriority="low" />}
          </button>
        );
      })}
    </div>
  );
}
