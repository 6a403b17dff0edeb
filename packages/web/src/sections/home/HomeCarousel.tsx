// The home page's picture carousel: one slide at a time, fading into the next (500 ms), infinite,
// advancing every 3000 ms while nobody rests the pointer on it or reads it from the keyboard, with
// previous and next buttons, thumbnail dots, the arrow keys and a sideways swipe. The slides lie on
// top of one another in the fixed-height frame, the first one shown, all in the server's HTML. What
// moves them is plain script on this markup (site/behaviours/carousel.ts), loaded once the page is
// idle or at the first touch: no framework in the browser for it. The fade is a CSS transition.
import type { SectionData } from '@site/contracts/site';
import { CAROUSEL_ATTR, SLIDE_ATTR, SLIDE_CURRENT_ATTR, SLIDE_STEP_ATTR, SWIPE_AREA_ATTR } from './carousel-markers';
import { usePageLanguage } from '../../shared/page-language';
import { CAROUSEL_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import { stepGlyphs } from '../shared/reading-way';
import { CarouselThumbs } from './CarouselThumbs';
import styles from './HomeCarousel.module.css';

export function HomeCarousel({ data, idSuffix = '' }: { data: SectionData<'carousel'>; idSuffix?: string }) {
  const images = data.images.filter(Boolean);
  const hasControls = images.length > 1;
  const { direction } = usePageLanguage();
  const { Previous, Next } = stepGlyphs(direction);
  // Every slide in the frame's place: the n-th moved back by n widths, towards the row's start.
  const placed = (index: number) => `translateX(${(direction === 'rtl' ? 100 : -100) * index}%)`;

  return (
    <section
      id={`carousel${idSuffix}`}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured pictures"
      {...(hasControls ? { [CAROUSEL_ATTR]: '' } : {})}
    >
      {images.length > 0 && (
        <div className={styles.frame}>
          <div className={styles.viewport} {...{ [SWIPE_AREA_ATTR]: '' }}>
            <div className={styles.track}>
              {images.map((src, index) => (
                <div
                  className={styles.slide}
                  key={`${index}-${src}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${images.length}`}
                  style={{ transform: placed(index) }}
                  {...{ [SLIDE_ATTR]: '', ...(index === 0 ? { [SLIDE_CURRENT_ATTR]: '' } : {}) }}
                >
                  <Picture
                    className={styles.image}
                    src={src}
                    alt={`Carousel image ${index + 1}`}
                    sizes={CAROUSEL_SIZES}
                    width={1440}
                    height={450}
                    // The first slide is the page's main image: fetch it at once and first. The
                    // others wait, lazy, until the script runs; then it has those either side of
                    // the current one load ahead.
                    fetchPriority={index === 0 ? 'high' : undefined}
                  />
                </div>
              ))}
            </div>
          </div>
          {hasControls && (
            <>
              <button
                type="button"
                className={`${styles.arrow} ${styles.prev}`}
                aria-label="Previous slide"
                {...{ [SLIDE_STEP_ATTR]: -1 }}
              >
                <Previous aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${styles.arrow} ${styles.next}`}
                aria-label="Next slide"
                {...{ [SLIDE_STEP_ATTR]: 1 }}
              >
                <Next aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      )}
      {hasControls && <CarouselThumbs images={images} />}
    </section>
  );
}
