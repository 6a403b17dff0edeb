// The home page's picture carousel (fade, infinite, 3000 ms autoplay paused on hover, one
// slide at a time, thumbnail dots). Server-rendered as a plain row of slides whose first
// one fills the fixed-height frame, so hydration only adds behaviour and nothing moves.
import type { SectionData } from '@site/contracts/site';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { CarouselThumbs } from './CarouselThumbs';
import { CAROUSEL_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './HomeCarousel.module.css';
import { useEmblaControls } from './useEmblaControls';
import { keyStep, stepGlyphs } from '../shared/reading-way';
import { usePageLanguage } from '../../shared/page-language';
import { island } from '../../islands/island';

const AUTOPLAY_DELAY_MS = 3000;
/**
 * Embla's `duration` is not in milliseconds but a settling factor of its animation loop; 15
 * measured as a complete fade in 450-530 ms (the original site's speed: 500 ms) in Chromium.
 */
const FADE_DURATION = 15;

function Carousel({ data, idSuffix = '' }: { data: SectionData<'carousel'>; idSuffix?: string }) {
  const images = data.images.filter(Boolean);
  // Created once: Embla re-initialises whenever it is handed new plugin instances.
  const [plugins] = useState(() => [
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      stopOnMouseEnter: true,
      // Keep playing after a drag or a button press; hovering still pauses it.
      stopOnInteraction: false,
      // Listen for hover on the whole section, so the buttons and thumbnails pause it too.
      rootNode: (viewport) => viewport.closest('section') ?? viewport,
    }),
    Fade(),
  ]);
  // Embla must be told a right-to-left page's direction, or its slides would move against the row's order.
  const { direction } = usePageLanguage();
  const { Previous, Next } = stepGlyphs(direction);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: FADE_DURATION, direction }, plugins);
  const controls = useEmblaControls(api);
  const hasControls = images.length > 1;
  // Hidden slides sit off to the side, where lazy loading would wait until they are shown and fade
  // in an empty frame; once running, the slides either side of the current one load ahead.
  const count = images.length;
  const loadsAhead = (index: number) =>
    controls.snapCount > 0 && [1, count - 1].includes((index - controls.selectedIndex + count) % count);

  // A mouse already resting on the carousel when it starts sends no mouseenter: pause it here.
  useEffect(() => {
    if (api?.rootNode().closest('section')?.matches(':hover')) api.plugins().autoplay?.stop();
  }, [api]);

  // The arrow keys move towards where they point: ArrowLeft is next on a right-to-left page.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keyStep(event.key, direction);
    if (step === 0) return;
    if (step > 0) controls.scrollNext();
    else controls.scrollPrev();
    event.preventDefault();
  };
  // A keyboard user reading a slide should not have it change under them (WCAG 2.2.2).
  const onFocus = (event: FocusEvent) => {
    if (event.target.matches(':focus-visible')) api?.plugins().autoplay?.stop();
  };
  const onBlur = (event: FocusEvent) => {
    const section = event.currentTarget;
    if (!section.contains(event.relatedTarget) && !section.matches(':hover')) api?.plugins().autoplay?.play();
  };

  return (
    <section
      id={`carousel${idSuffix}`}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured pictures"
      onKeyDown={hasControls ? onKeyDown : undefined}
      onFocus={hasControls ? onFocus : undefined}
      onBlur={hasControls ? onBlur : undefined}
    >
      {images.length > 0 && (
        <div className={styles.frame}>
          <div className={styles.viewport} ref={viewportRef}>
            <div className={styles.track}>
              {images.map((src, index) => (
                <div
                  className={styles.slide}
                  key={`${index}-${src}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${images.length}`}
                >
                  <Picture
                    className={styles.image}
                    src={src}
                    alt={`Carousel image ${index + 1}`}
                    sizes={CAROUSEL_SIZES}
                    width={1440}
                    height={450}
                    // The first slide is the page's main image: fetch it at once and first.
                    eager={loadsAhead(index)}
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
                onClick={controls.scrollPrev}
                aria-label="Previous slide"
              >
                <Previous aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${styles.arrow} ${styles.next}`}
                onClick={controls.scrollNext}
                aria-label="Next slide"
              >
                <Next aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      )}
      {hasControls && <CarouselThumbs images={images} selectedIndex={controls.selectedIndex} onSelect={controls.scrollTo} />}
    </section>
  );
}

// An island (islands): its first paint is the server's HTML; embla and React come on idle or at the first touch.
export const HomeCarousel = island('home/HomeCarousel', 'idle', Carousel, ['data', 'idSuffix']);
