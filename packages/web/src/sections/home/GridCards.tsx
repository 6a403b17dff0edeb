// The home `#grid-cards` section: flip cards, one flipped at a time. A mouse flips a
// card by hovering it and unflips it by leaving; a click (or Enter/Space on its button) toggles it
// (site/behaviours/cards.ts, one group per list).
import { gridCardDefaults, safeColour, type SectionData } from '@site/contracts/site';
import { colourStyle } from '../shared/colourStyle';
import { FlipCard } from './FlipCard';
import styles from './GridCards.module.css';
import home from './homeSection.module.css';
import { SectionHeader } from './SectionHeader';

export function GridCards({ data, idSuffix = '' }: { data: SectionData<'gridCards'>; idSuffix?: string }) {
  return (
    <section
      id={`grid-cards${idSuffix}`}
      className={home.section}
      aria-labelledby={data.title ? `grid-cards-title${idSuffix}` : undefined}
      style={colourStyle({ backgroundColor: data.bgColor, color: data.textColor })}
    >
      <div className="container">
        <SectionHeader title={data.title} subtitle={data.subtitle} titleId={`grid-cards-title${idSuffix}`} />
        {data.gridCards.length > 0 && (
          <ul className={styles.grid} data-card-group="">
            {data.gridCards.map((card, index) => (
              <li key={index} className="animate-on-scroll">
                <FlipCard
                  // An empty colour, or a stored one that is not a colour, shows the section's default.
                  card={{
                    ...card,
                    flipBgColor: safeColour(card.flipBgColor) ?? gridCardDefaults.flipBgColor,
                    flipTextColor: safeColour(card.flipTextColor) ?? gridCardDefaults.flipTextColor,
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
