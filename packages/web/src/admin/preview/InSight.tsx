// What is drawn only once it comes near the screen: the Services Manager's live preview, which a
// phone stacks below the long form, so that a phone opening the screen downloads the public page's
// code (the navbar, footer and the service page) only when the admin scrolls to the preview. Beside
// the form on a wide screen it is in sight at once and drawn straight away. Once drawn it stays.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './InSight.module.css';

/** How far below the screen the preview starts to load, so that it is there as it scrolls in. */
const AHEAD = '0px 0px 50% 0px';

export function InSight({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  const waiting = <div ref={place} className={styles.waiting} data-testid="preview-waiting" aria-hidden="true" />;
  return seen ? <Suspense fallback={waiting}>{children}</Suspense> : waiting;
}
