// The home `#news` section: a slider of news cards (one per view, three from 768px, 20px
// apart). How many show is pure CSS, so the server-rendered row already has its final layout.
import type { SectionData } from '@site/contracts/site';
import useEmblaCarousel from 'embla-carousel-react';
import { colourStyle } from '../shared/colourStyle';
import { NewsCard } from './NewsCard';
import styles from './NewsSlider.module.css';
import home from './homeSection.module.css';
import { SectionHeader } from './SectionHeader';
import { useEmblaControls } from './useEmblaControls';
import { stepGlyphs } from '../shared/reading-way';
import { usePageLanguage } from '../../shared/page-language';
import { island } from '../../islands/island';

function Slider({ data, idSuffix = '' }: { data: SectionData<'news'>; idSuffix?: string }) {
  // On a right-to-left page the slides run from the right (Embla is told), and the buttons' row too.
  const { direction } = usePageLanguage();
  const { Previous, Next } = stepGlyphs(direction);
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps', direction });
  const controls = useEmblaControls(api);
  const canScroll = controls.canScrollPrev || controls.canScrollNext;
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
                  onClick={controls.scrollPrev}
                  disabled={!controls.canScrollPrev}
                  aria-label="Previous news"
                >
                  <Previous aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={styles.arrow}
                  onClick={controls.scrollNext}
                  disabled={!controls.canScrollNext}
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
