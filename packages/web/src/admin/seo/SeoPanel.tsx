// The SEO panel of a page editor screen: a button that opens the search-engine settings of the
// screen's pages. The dialog (with the public routes' meta functions it previews from) is downloaded
// when first opened, so the screen does not carry every public page's code.
import { lazy, Suspense, useState } from 'react';
import buttons from '../ui/Button.module.css';
import type { SeoDialogProps } from './SeoDialog';
import styles from './Seo.module.css';

const SeoDialog = lazy(() => import('./SeoDialog').then((module) => ({ default: module.SeoDialog })));

/** The panel's button on a page editor screen; the dialog opens on it. */
export function SeoPanel({ pages, content, onSaved }: Omit<SeoDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  if (pages.length === 0) return null;
  return (
    <>
      <button type="button" className={`${buttons.button} ${styles.panelButton}`} onClick={() => setOpen(true)}>
        SEO: search engines and sharing
      </button>
      {open && (
        <Suspense fallback={null}>
          <SeoDialog pages={pages} content={content} onClose={() => setOpen(false)} onSaved={onSaved} />
        </Suspense>
      )}
    </>
  );
}
