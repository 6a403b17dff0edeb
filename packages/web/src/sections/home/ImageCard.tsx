// One card of the home `#cards` grid: a picture under a coloured overlay with the title; while active
// the overlay rises and reveals the details. A mouse activates it by hovering, a keyboard by focusing
// its button, a touch screen by tapping (a tap must not count as a hover, or it would never stick).
import type { SectionData } from '@site/contracts/site';
import { useId, type PointerEvent } from 'react';
import { CARD_GRID_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './HomeCards.module.css';

type Card = SectionData<'cards'>['cards'][number];

interface Props {
  card: Card;
  active: boolean;
  onActivate: () => void;
  onLeave: () => void;
}

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

export function ImageCard({ card, active, onActivate, onLeave }: Props) {
  const detailsId = useId();
  return (
    <article
      className={styles.card}
      data-active={active}
      onPointerEnter={(event) => isMouse(event) && onActivate()}
      onPointerLeave={(event) => isMouse(event) && onLeave()}
    >
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
        <button
          type="button"
          className={styles.reveal}
          aria-expanded={active}
          aria-controls={detailsId}
          onFocus={onActivate}
          onBlur={onLeave}
          onClick={onActivate}
        >
          <span className="visually-hidden">Show details: {card.title}</span>
        </button>
      )}
    </article>
  );
}
