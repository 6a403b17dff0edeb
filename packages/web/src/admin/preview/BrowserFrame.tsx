// A browser window drawn around the live preview: three dots and a sample site address, so the
// admin reads it as "the public page", and a viewport the preview scrolls in (a screen that scrolls it
// itself passes `viewportRef`).
import { useRef, type ReactNode, type RefObject } from 'react';
import { useFitWidth } from './useFitWidth';
import styles from './BrowserFrame.module.css';

interface Props {
  address: string;
  viewportRef?: RefObject<HTMLDivElement | null>;
  /** The scrolling viewport's name, when a second frame is on the screen (each landmark its own name). */
  viewportLabel?: string;
  children: ReactNode;
}

export function BrowserFrame({ address, viewportRef, viewportLabel = 'Preview of the page (scrollable)', children }: Props) {
  const own = useRef<HTMLDivElement>(null);
  const viewport = viewportRef ?? own;
  const { width, zoom } = useFitWidth(viewport);
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
          data-testid="preview"
          tabIndex={0}
          role="region"
          aria-label={viewportLabel}
        >
          {/* A picture of the page, not a second site: inert and hidden from assistive technology, so
              its links, forms and headings are out of the admin's way; the frame still scrolls. */}
          <div style={{ width, zoom }} inert aria-hidden="true">
            {children}
          </div>
        </div>
      </div>
    </figure>
  );
}
