// The home `#cards` section: a heading over image cards; one card at a time shows its
// details, while hovered or focused (site/behaviours/cards.ts, one group per list).
import { cardsDefault, type SectionData } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import styles from './HomeCards.module.css';
import { ImageCard } from './ImageCard';
import home from './homeSection.module.css';
import { SectionDivider } from './SectionDivider';
import { SectionHeader } from './SectionHeader';

export function HomeCards({ data, idSuffix = '' }: { data: SectionData<'cards'>; idSuffix?: string }) {
  const heading = data.heading || cardsDefault.heading;
  return (
    <section
      id={`cards${idSuffix}`}
      className={home.section}
      aria-labelledby={`cards-title${idSuffix}`}
      style={colourStyle({
        backgroundColor: data.bgColor,
        color: data.textColor,
        '--overlay-bg': data.overlayColor,
        '--overlay-fg': data.overlayTextColor,
      })}
    >
      <div className="container">
        <SectionHeader title={heading} titleId={`cards-title${idSuffix}`} />
        {data.cards.length > 0 && (
          <ul className={styles.grid} data-card-group="">
            {data.cards.map((card, index) => (
              <li key={index} className="animate-on-scroll">
                <ImageCard card={card} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <SectionDivider src={data.divider} />
    </section>
  );
}
