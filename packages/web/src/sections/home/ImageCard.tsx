// One card of the home `#cards` grid: a picture under a coloured overlay with the title; while active
// the overlay rises and reveals the details. A mouse activates it by hovering, a keyboard by focusing
// its button, a touch screen by tapping: plain script (site/behaviours/cards.ts) sets the card's
// data-active and the button's aria-expanded, and the styles follow (HomeCards.module.css).
import type { SectionData } from '@site/contracts/site';
import { useUniqueId } from '../../islands/island-id';
import { CARD_GRID_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './HomeCards.module.css';

type Card = SectionData<'cards'>['cards'][number];

export function ImageCard({ card }: { card: Card }) {
  const detailsId = useUniqueId();
  return (
    <article className={styles.card} data-card="reveal">
      {card.imageSrc && (
        <Picture className={styles.image} src={card.imageSrc} alt="" sizes={CARD_GRID_SIZES} width={400} height={300} />
      )}
      <div className={styles.overlay}>
        <h3 className={styles.title}>{card.title}</h3>
        {card.additionalDetails && (
          <p id={detailsId} className={styles.details}>
            {card.additionalDetails}
          </p>
        )}
      </div>
      {card.additionalDetails && (
        <button type="button" className={styles.reveal} aria-controls={detailsId} data-card-button="">
          <span className="visually-hidden">Show details: {card.title}</span>
        </button>
      )}
    </article>
  );
}
