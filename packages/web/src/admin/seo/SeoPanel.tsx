// The SEO panel of a page editor screen: a button that opens the search-engine settings of the
// screen's pages. The dialog (with the public routes' meta functions it previews from) is downloaded
// when first opened, so the screen does not carry every public page's code. In a language other
// than the default the panel edits that language's settings (SeoTranslationDialog, downloaded only
// there). The screen's address may name a page (`?seo=`, as the Languages overview does): the panel
// then opens at once on that page's settings.
import type { Language } from '@site/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../ui/Button.module.css';
import type { SeoDialogProps } from './SeoDialog';
import { OPEN_SEO_PARAM } from './seo-pages';
import { focusField } from '../form/focus-field';
import { fieldToOpen } from '../site-health/field-param';
import styles from './Seo.module.css';

const SeoDialog = lazy(() => import('./SeoDialog').then((module) => ({ default: module.SeoDialog })));
const SeoTranslationDialog = lazy(() =>
  import('./SeoTranslationDialog').then((module) => ({ default: module.SeoTranslationDialog })),
);

interface Props extends Omit<SeoDialogProps, 'onClose' | 'initialKey'> {
  /** The language the screen edits, when not the default (its `content` is then the page in it), and the site's. */
  inLanguage?: { language: Language; languages: readonly Language[] } | undefined;
}

/** The panel's button on a page editor screen; the dialog opens on it. */
export function SeoPanel({ pages, content, onSaved, inLanguage }: Props) {
  const [search] = useSearchParams();
  const named = search.get(OPEN_SEO_PARAM);
  const [open, setOpen] = useState(() => pages.some((p) => p.key === named));
  // Opened at a field too (`?seo=about&field=title`, a site-health finding's Fix link): the dialog's
  // controls are named by their dialog's id and the field (`…-title`), not by the schema form's ids.
  const [field] = useState(() => (open ? fieldToOpen(search) : null));
  useEffect(
    () =>
      field ? focusField(() => document.querySelector('[role="dialog"]'), field, `[id$="-${CSS.escape(field)}"]`) : undefined,
    [field],
  );
  if (pages.length === 0) return null;
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={`${buttons.button} ${styles.panelButton}`} onClick={() => setOpen(true)}>
        SEO: search engines and sharing
      </button>
      {open && (
        <Suspense fallback={null}>
          {inLanguage ? (
            <SeoTranslationDialog
              key={inLanguage.language.code}
              pages={pages}
              content={content}
              initialKey={named}
              {...inLanguage}
              onClose={close}
              onSaved={onSaved}
            />
          ) : (
            <SeoDialog pages={pages} content={content} initialKey={named} onClose={close} onSaved={onSaved} />
          )}
        </Suspense>
      )}
    </>
  );
}
