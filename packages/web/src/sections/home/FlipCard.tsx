// One flip card: the front shows the picture and title, the back the title and description. The
// whole card is one toggle button for clicks, keyboards and taps; hovering is reported separately
// and only for a real mouse, since a tap also fires hover events and would undo its own toggle.
import type { SectionData } from '@site/contracts/site';
import { useId, type PointerEvent } from 'react';
import { colourStyle } from '../shared/colourStyle';
import { CARD_GRID_SIZES } from '../shared/imageSizes';
import { Picture } from '../shared/Picture';
import styles from './GridCards.module.css';

type Card = SectionData<'gridCards'>['gridCards'][number];

interface Props {
  card: Card;
  flipped: boolean;
  onHover: () => void;
  onLeave: () => void;
  onToggle: () => void;
}

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

export function FlipCard({ card, flipped, onHover, onLeave, onToggle }: Props) {
  const backId = useId();
  return (
    <div
      className={styles.card}
      data-flipped={flipped}
      onPointerEnter={(event) => isMouse(event) && onHover()}
      onPointerLeave={(event) => isMouse(event) && onLeave()}
    >
      <div className={styles.inner}>
        <div className={`${styles.face} ${styles.front}`} aria-hidden={flipped}>
          {card.image && (
            <Picture className={styles.image} src={card.image} alt="" sizes={CARD_GRID_SIZES} width={400} height={320} />
          )}
          <h3 className={styles.frontTitle}>{card.title}</h3>
        </div>
        <div
          id={backId}
          className={`${styles.face} ${styles.back}`}
          aria-hidden={!flipped}
          style={colourStyle({ backgroundColor: card.flipBgColor, color: card.flipTextColor })}
        >
          <h3 className={styles.backTitle}>{card.title}</h3>
          {card.description && <p className={styles.description}>{card.description}</p>}
        </div>
      </div>
      <button type="button" className={styles.toggle} aria-expanded={flipped} aria-controls={backId} onClick={onToggle}>
        <span className="visually-hidden">Show details: {card.title}</span>
      </button>
    </div>
  );
}
