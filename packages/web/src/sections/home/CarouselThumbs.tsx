// The carousel's "dots in thumbnail style": one small picture button per slide, the current one marked.
import { Picture } from '../shared/Picture';
import styles from './HomeCarousel.module.css';

interface Props {
  images: string[];
  selectedIndex: number;
  onSelect: (index: number) => void;
}

export function CarouselThumbs({ images, selectedIndex, onSelect }: Props) {
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
            {/* Low priority: pictures of the slides, which must not slow the first slide down. */}
            <Picture src={src} alt="" sizes="64px" width={64} height={40} fetchPriority="low" />
          </button>
        );
      })}
    </div>
  );
}
