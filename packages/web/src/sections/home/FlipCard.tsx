// One flip card: the front shows the picture and title, the back the title and description. The
// whole card is one toggle button for clicks, keyboards and taps, and a mouse flips it by hovering:
// plain script (site/behaviours/cards.ts) sets the card's data-flipped and the button's aria-expanded,
// and the styles turn the card and hide the face turned away (GridCards.module.css).
import type { SectionData } from '@site/contracts/site';
import { useUniqueId } from '../../islands/island-id';
import { colourStyle } from '../shared/colourStyle';
import { CARD_GRID_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './GridCards.module.css';

type Card = SectionData<'gridCards'>['gridCards'][number];

export function FlipCard({ card }: { card: Card }) {
  const backId = useUniqueId();
  return (
    <div className={styles.card} data-card="flip">
      <div className={styles.inner}>
        <div className={`${styles.face} ${styles.front}`}>
          {card.image && (
            <Picture className={styles.image} src={card.image} alt="" sizes={CARD_GRID_SIZES} width={400} height={320} />
          )}
          <h3 className={styles.frontTitle}>{card.title}</h3>
        </div>
        <div
          id={backId}
          className={`${styles.face} ${styles.back}`}
          style={colourStyle({ backgroundColor: card.flipBgColor, color: card.flipTextColor })}
        >
          <h3 className={styles.backTitle}>{card.title}</h3>
          {card.description && <p className={styles.description}>{card.description}</p>}
        </div>
      </div>
      <button type="button" className={styles.toggle} aria-controls={backId} data-card-button="">
        <span className="visually-hidden">Show details: {card.title}</span>
      </button>
    </div>
  );
}
