// The home `#news` section: a slider of news cards (one per view, three from 768px, 20px
// apart). How many show is pure CSS, so the server-rendered row already has its final layout. The
// row is the browser's own sideways scrolling, snapping to a card's start (a finger or a trackpad
// moves it as any scrolled list); the previous and next buttons scroll it by one card, each disabled
// at its end.
import type { SectionData } from '@site/contracts/site';
import { useRef } from 'react';
import { useHiddenEnds } from '../../shared/hidden-ends';
import { colourStyle } from '../shared/colourStyle';
import { NewsCard } from './NewsCard';
import styles from './NewsSlider.module.css';
import home from './homeSection.module.css';
import { SectionHeader } from './SectionHeader';
import { stepGlyphs } from '../shared/reading-way';
import { usePageLanguage } from '../../shared/page-language';
import { island } from '../../islands/island';

function Slider({ data, idSuffix = '' }: { data: SectionData<'news'>; idSuffix?: string }) {
  // On a right-to-left page the slides run from the right, and the buttons' row too.
  const { direction } = usePageLanguage();
  const { Previous, Next } = stepGlyphs(direction);
  const viewportRef = useRef<HTMLDivElement>(null);
  // No buttons in the server's HTML: whether the row is wider than its view is known once drawn.
  const hidden = useHiddenEnds(viewportRef, data.news.length);
  /** Scrolls the row by one card (its width and the gap) towards the next (1) or the previous (-1). */
  const scrollOneCard = (step: 1 | -1) => {
    const row = viewportRef.current;
    const card = row?.querySelector('li');
    if (!row || !card) return;
    const gap = parseFloat(getComputedStyle(card.parentElement!).columnGap) || 0;
    const towardsEnd = direction === 'rtl' ? -1 : 1;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({
      left: step * towardsEnd * (card.getBoundingClientRect().width + gap),
      behavior: still ? 'instant' : 'smooth',
    });
  };
  const canScroll = hidden.start || hidden.end;
  return (
    <section
      id={`news${idSuffix}`}
      className={home.section}
      aria-labelledby={data.title ? `news-title${idSuffix}` : undefined}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <SectionHeader title={data.title} subtitle={data.subtitle} titleId={`news-title${idSuffix}`} />
        {data.news.length > 0 && (
          // A region, so that its name is allowed: ARIA forbids aria-label on a div without a role.
          <div className={styles.slider} role="region" aria-roledescription="carousel" aria-label="News">
            <div className={styles.viewport} ref={viewportRef}>
              <ul className={styles.track}>
                {data.news.map((item, index) => (
                  <li
                    key={index}
                    className={styles.slide}
                    aria-roledescription="slide"
                    aria-label={`${index + 1} of ${data.news.length}`}
                  >
                    <NewsCard item={item} />
                  </li>
                ))}
              </ul>
            </div>
            {canScroll && (
              <div className={styles.controls}>
                <button
                  type="button"
                  className={styles.arrow}
                  onClick={() => scrollOneCard(-1)}
                  disabled={!hidden.start}
                  aria-label="Previous news"
                >
                  <Previous aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={styles.arrow}
                  onClick={() => scrollOneCard(1)}
                  disabled={!hidden.end}
                  aria-label="Next news"
                >
                  <Next aria-hidden="true" />
                </button>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

// An island (islands): hydrated as it nears the viewport.
export const NewsSlider = island('home/NewsSlider', 'visible', Slider, ['data', 'idSuffix']);
