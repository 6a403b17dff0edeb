// Setting an image's focal point: a click on the picture puts it there (arrow keys move it in 5%
// steps), and two crops show live what a wide and a tall frame keep in view.
import { objectPositionOf } from '@site/contracts';
import type { KeyboardEvent, MouseEvent } from 'react';
import { focalPointAt, wholePercent } from './image-facts';
import styles from './MediaLibrary.module.css';

export interface FocalPoint {
  focal_x: number;
  focal_y: number;
}

interface Props {
  src: string;
  value: FocalPoint;
  onChange: (value: FocalPoint) => void;
}

const STEP = 0.05;
const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

export function FocalPointPicker({ src, value, onChange }: Props) {
  const position = objectPositionOf({ focus: [value.focal_x, value.focal_y] });
  const percent = (v: number) => `${Math.round(v * 100)}%`;

  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // A click from the keyboard has no position on the picture: it changes nothing.
    if (event.detail === 0) return;
    const picture = event.currentTarget.querySelector('img');
    if (picture) onChange(focalPointAt(picture.getBoundingClientRect(), event.clientX, event.clientY));
  };
  const key = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ focal_x: wholePercent(value.focal_x + move[0]), focal_y: wholePercent(value.focal_y + move[1]) });
  };

  return (
    <div className={styles.focal}>
      <button
        type="button"
        className={styles.focalPicture}
        onClick={click}
        onKeyDown={key}
        aria-label={`Focal point at ${percent(value.focal_x)} across and ${percent(value.focal_y)} down: click the picture where the subject is, or use the arrow keys`}
      >
        <img src={src} alt="" draggable={false} />
        <span
          className={styles.marker}
          style={{ left: percent(value.focal_x), top: percent(value.focal_y) }}
          aria-hidden="true"
        />
      </button>
      <div className={styles.crops}>
        <figure>
          <img className={styles.wide} src={src} alt="" style={{ objectPosition: position }} data-crop="wide" />
          <figcaption>Wide crop</figcaption>
        </figure>
        <figure>
          <img className={styles.tall} src={src} alt="" style={{ objectPosition: position }} data-crop="tall" />
          <figcaption>Tall crop</figcaption>
        </figure>
      </div>
    </div>
  );
}
