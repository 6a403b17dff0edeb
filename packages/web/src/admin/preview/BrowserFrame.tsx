// A browser window drawn around the live preview: three dots and a sample site address, so the
// admin reads it as "the public page", and a viewport the preview scrolls in (a screen that scrolls it
// itself passes `viewportRef`). With `picking`, the section under the pointer is outlined with its
// name and a click on it opens its form (usePreviewPicker.ts).
import { useRef, type ReactNode, type RefObject } from 'react';
import type { Picking } from './preview-picking';
import { useFitWidth } from './useFitWidth';
import { usePreviewPicker, type Hovered } from './usePreviewPicker';
import styles from './BrowserFrame.module.css';

interface Props {
  address: string;
  viewportRef?: RefObject<HTMLDivElement | null>;
  /** The scrolling viewport's name, when a second frame is on the screen (each landmark its own name). */
  viewportLabel?: string;
  /** Which sections a click opens, and what it does. */
  picking?: Picking;
  children: ReactNode;
}

/** The section under the pointer: an outline round it and its name, over the page and out of its way. */
function PickOutline({ hovered }: { hovered: Hovered }) {
  const { top, left, width, height } = hovered.box;
  return (
    <div className={styles.pick} style={{ top, left, width, height }} aria-hidden="true" data-testid="preview-pick">
      <span className={styles.pickName}>{hovered.name}</span>
    </div>
  );
}

export function BrowserFrame({
  address,
  viewportRef,
  viewportLabel = 'Preview of the page (scrollable)',
  picking,
  children,
}: Props) {
  const own = useRef<HTMLDivElement>(null);
  const viewport = viewportRef ?? own;
  const page = useRef<HTMLDivElement>(null);
  const { width, zoom } = useFitWidth(viewport);
  const hovered = usePreviewPicker(viewport, page, picking);
  return (
    <figure className={styles.frame} aria-label="Live preview">
      <figcaption className="visually-hidden">
        The public page as visitors will see it, with the changes you have not saved yet.
      </figcaption>
      <div className={styles.bar} aria-hidden="true">
        <span className={styles.dots}>
          <span />
          <span />
          <span />
        </span>
        <span className={styles.address}>{address}</span>
      </div>
      {/* The transformed wrapper contains the public site's fixed elements (side menus) in the frame. */}
      <div className={styles.containment}>
        {/* It scrolls, so it takes keyboard focus (Tab to it, then the arrow keys scroll the page). */}
        <div
          ref={viewport}
          className={styles.viewport}
          data-picking={hovered ? '' : undefined}
          data-testid="preview"
          tabIndex={0}
          role="region"
          aria-label={viewportLabel}
        >
          {/* A picture of the page, not a second site: inert and hidden from assistive technology, so
              its links, forms and headings are out of the admin's way; the frame still scrolls. */}
          <div ref={page} style={{ width, zoom }} inert aria-hidden="true">
            {children}
          </div>
          {hovered && <PickOutline hovered={hovered} />}
        </div>
      </div>
    </figure>
  );
}
