// The gallery's lightbox: one picture at a time, large, in a native modal <dialog> (the rest of the
// page is inert while it is open, so focus stays inside; Escape closes it). A close button, previous
// and next buttons, the arrow keys and a sideways swipe (touch or mouse) move between the pictures,
// wrapping around at either end; the picture's subtitle, title and description are shown under it.
// A click on the dark area around the picture closes it too. The gallery returns focus to the tile
// that opened it (see GallerySection).
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useUniqueId } from '../../islands/island-id';
import type { Gallery } from '@site/contracts/site';
import { LightboxPicture } from './LightboxPicture';
import { keyStep, stepIndex } from '../shared/swipe';
import { useSwipe } from '../shared/useSwipe';
import { stepGlyphs } from '../shared/reading-way';
import { usePageLanguage } from '../../shared/page-language';
import styles from './GallerySection.module.css';

type Item = Gallery['items'][number];

interface Props {
  /** The gallery's pictures (items with an image), in order. */
  pictures: readonly Item[];
  /** The index in `pictures` to open at. */
  start: number;
  /** Called once the dialog has closed, however it was closed. */
  onClose: () => void;
}

export function GalleryLightbox({ pictures, start, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  /** A swipe just ended: the click the browser sends after it must not count as a click outside. */
  const swiped = useRef(false);
  // On a right-to-left page the previous picture is on the right: the buttons, keys and swipes follow.
  const { direction } = usePageLanguage();
  const { Previous, Next } = stepGlyphs(direction);
  const titleId = useUniqueId();
  const descriptionId = useUniqueId();
  const count = pictures.length;
  const item = pictures[index] ?? pictures[0];

  // Modal as soon as it is drawn, before the next touch can reach the page beneath (Preact runs a
  // plain effect only after the next paint).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // A swipe moves on; the click the browser sends after a mouse swipe is then not a click outside.
  const swipe = useSwipe(direction, (step) => {
    if (count < 2) return;
    swiped.current = true;
    setIndex((current) => stepIndex(current, step, count));
  });

  if (!item) return null;
  const go = (step: number) => setIndex((current) => stepIndex(current, step, count));
  const close = () => dialog.current?.close();

  const onKeyDown = (event: KeyboardEvent) => {
    const step = keyStep(event.key, direction);
    if (step === 0 || count < 2) return;
    event.preventDefault();
    go(step);
  };
  const onPointerDown = (event: PointerEvent) => {
    // A touch swipe is followed by no click, so the mark is cleared when the next press starts.
    swiped.current = false;
    swipe.onPointerDown(event);
  };
  const onClick = (event: MouseEvent) => {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    if (event.target === event.currentTarget || event.target === stage.current) close();
  };

  return (
    // The keyboard and pointer handlers only add to what the buttons inside already offer.
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-labelledby={item.title ? titleId : undefined}
      aria-label={item.title ? undefined : `Picture ${index + 1} of ${count}`}
      aria-describedby={item.description ? descriptionId : undefined}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={swipe.onPointerUp}
      onPointerCancel={swipe.onPointerCancel}
      onClick={onClick}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {index + 1} of {count}
        </p>
        {/* The first thing focused, so Enter or Space right away closes again. */}
        <button type="button" className={styles.close} onClick={close} autoFocus>
          <X aria-hidden="true" size={22} />
          Close
        </button>
      </div>
      <div ref={stage} className={styles.stage}>
        <LightboxPicture
          key={item.image}
          className={styles.lightboxImage}
          src={item.image}
          alt={item.title || item.subtitle || ''}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.step} ${styles.previous}`}
              onClick={() => go(-1)}
              aria-label="Previous picture"
            >
              <Previous aria-hidden="true" size={28} />
            </button>
            <button type="button" className={`${styles.step} ${styles.next}`} onClick={() => go(1)} aria-label="Next picture">
              <Next aria-hidden="true" size={28} />
            </button>
          </>
        )}
      </div>
      {(item.subtitle || item.title || item.description) && (
        <div className={styles.caption}>
          {item.subtitle && <p className={styles.captionSubtitle}>{item.subtitle}</p>}
          {item.title && (
            <h2 id={titleId} className={styles.captionTitle}>
              {item.title}
            </h2>
          )}
          {item.description && (
            <p id={descriptionId} className={styles.captionDescription}>
              {item.description}
            </p>
          )}
        </div>
      )}
    </dialog>
  );
}
