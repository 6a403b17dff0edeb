// The home page's picture carousel: one slide at a time, fading into the next (500 ms), infinite,
// advancing every 3000 ms while nobody rests the pointer on it or reads it from the keyboard, with
// previous and next buttons, thumbnail dots, the arrow keys and a sideways swipe. The slides lie on
// top of one another in the fixed-height frame, the current one opaque, already in the server's
// HTML: hydration only adds behaviour and nothing moves. No library: the fade is a CSS transition.
import type { SectionData } from '@site/contracts/site';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { CarouselThumbs } from './CarouselThumbs';
import { CAROUSEL_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './HomeCarousel.module.css';
import { keyStep, stepGlyphs } from '../shared/reading-way';
import { stepIndex } from '../shared/swipe';
import { useSwipe } from '../shared/useSwipe';
import { usePageLanguage } from '../../shared/page-language';
import { island } from '../../islands/island';

const AUTOPLAY_DELAY_MS = 3000;

function Carousel({ data, idSuffix = '' }: { data: SectionData<'carousel'>; idSuffix?: string }) {
  const images = data.images.filter(Boolean);
  const count = images.length;
  const hasControls = count > 1;
  const { direction } = usePageLanguage();
  const { Previous, Next } = stepGlyphs(direction);
  const [selected, setSelected] = useState(0);
  // Running once hydrated: the server's HTML is the first slide alone, the others waiting to be seen.
  const [live, setLive] = useState(false);
  // Paused while the pointer rests on the carousel, and while a keyboard user is inside it, reading a
  // slide that should not change under them (WCAG 2.2.2).
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const section = useRef<HTMLElement>(null);
  const go = (step: number) => setSelected((current) => stepIndex(current, step, count));
  const swipe = useSwipe(direction, go);

  useEffect(() => {
    // After hydration, which must draw what the server drew. A mouse already resting on the
    // carousel when it starts sends no mouseenter.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLive(true);
    if (section.current?.matches(':hover')) setHovered(true);
  }, []);
  // Each slide shows for the delay, counted again after any change of slide.
  useEffect(() => {
    if (!live || !hasControls || hovered || focused) return;
    const timer = setTimeout(() => setSelected((current) => stepIndex(current, 1, count)), AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [live, hasControls, hovered, focused, selected, count]);

  // Until the carousel runs, the page holds the first slide's picture alone: the others are hidden
  // until then, and fetched at once they would share a phone's slow network with the page's main image.
  const pictured = (index: number) => live || index === 0;
  // Hidden slides would wait for lazy loading until shown and fade in an empty frame: once running,
  // the slides either side of the current one load ahead.
  const loadsAhead = (index: number) => live && [1, count - 1].includes((index - selected + count) % count);
  // Every slide in the frame's place: the n-th moved back by n widths, towards the row's start.
  const placed = (index: number) => `translateX(${(direction === 'rtl' ? 100 : -100) * index}%)`;

  // The arrow keys move towards where they point: ArrowLeft is next on a right-to-left page.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keyStep(event.key, direction);
    if (step === 0) return;
    go(step);
    event.preventDefault();
  };
  const onFocus = (event: FocusEvent) => {
    if (event.target.matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      ref={section}
      id={`carousel${idSuffix}`}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured pictures"
      onKeyDown={hasControls ? onKeyDown : undefined}
      onFocus={hasControls ? onFocus : undefined}
      onBlur={hasControls ? onBlur : undefined}
      onMouseEnter={hasControls ? () => setHovered(true) : undefined}
      onMouseLeave={hasControls ? () => setHovered(false) : undefined}
    >
      {images.length > 0 && (
        <div className={styles.frame}>
          {/* The pointer handlers add a swipe to what the buttons already offer. */}
          <div
            className={styles.viewport}
            {...(hasControls ? swipe : {})}
            // A mouse swipe across a picture must not drag the picture's file.
            onDragStart={(event) => event.preventDefault()}
          >
            <div className={styles.track}>
              {images.map((src, index) => (
                <div
                  className={styles.slide}
                  key={`${index}-${src}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${images.length}`}
                  style={{ transform: placed(index), opacity: index === selected ? 1 : 0 }}
                >
                  {pictured(index) && (
                    <Picture
                      className={styles.image}
                      src={src}
                      alt={`Carousel image ${index + 1}`}
                      sizes={CAROUSEL_SIZES}
                      width={1440}
                      height={450}
                      eager={loadsAhead(index)}
                      // The first slide is the page's main image: fetch it at once and first.
                      fetchPriority={index === 0 ? 'high' : undefined}
                    />
                  )}
                </div>
              ))}
            </div>
          </div>
          {hasControls && (
            <>
              <button
                type="button"
                className={`${styles.arrow} ${styles.prev}`}
                onClick={() => go(-1)}
                aria-label="Previous slide"
              >
                <Previous aria-hidden="true" />
              </button>
              <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(1)} aria-label="Next slide">
                <Next aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      )}
      {hasControls && <CarouselThumbs images={images} selectedIndex={selected} onSelect={setSelected} pictured={pictured} />}
    </section>
  );
}

// An island (islands): its first paint is the server's HTML; its code comes on idle or at the first touch.
export const HomeCarousel = island('home/HomeCarousel', 'idle', Carousel, ['data', 'idSuffix']);
