// What the SEO dialog shows in every language: the footer (Close, History, Save), when the screen
// has several public pages the picker of the page whose settings are edited, and the settings'
// history (its code downloaded when first opened).
import type { Restored } from '@site/contracts';
import { lazy, Suspense } from 'react';
import fieldStyles from '../form/inputs/Field.module.css';
import buttons from '../ui/Button.module.css';
import type { SeoPage } from './automatic-meta';
import styles from './Seo.module.css';

export function SeoDialogFooter({
  ready,
  saving,
  onClose,
  onHistory,
  onSave,
}: {
  /** Whether the page's settings are loaded (History and Save need them). */
  ready: boolean;
  saving: boolean;
  onClose: () => void;
  onHistory: () => void;
  onSave: () => void;
}) {
  return (
    <>
      <button type="button" className={buttons.button} onClick={onClose}>
        Close
      </button>
      <button type="button" className={buttons.button} disabled={!ready} onClick={onHistory}>
        History
      </button>
      <button
        type="button"
        className={`${buttons.button} ${buttons.primary}`}
        disabled={!ready || saving}
        aria-busy={saving}
        onClick={onSave}
      >
        {saving ? 'Saving...' : 'Save'}
      </button>
    </>
  );
}

export function SeoPagePicker({
  id,
  pages,
  value,
  onChange,
  addressOf = (path) => path,
}: {
  id: string;
  pages: readonly SeoPage[];
  value: string;
  onChange: (key: string) => void;
  /** The address a page is listed by (in a language, its address there). */
  addressOf?: (path: string) => string;
}) {
  if (pages.length < 2) return null;
  return (
    <div className={`${fieldStyles.field} ${styles.pagePicker}`}>
      <label className={fieldStyles.label} htmlFor={`${id}-page`}>
        Page
      </label>
      <select id={`${id}-page`} className={fieldStyles.input} value={value} onChange={(e) => onChange(e.target.value)}>
        {pages.map((p) => (
          <option key={p.key} value={p.key}>
            {addressOf(p.path)}
          </option>
        ))}
      </select>
    </div>
  );
}

const HistoryDialog = lazy(() => import('../history/HistoryDialog').then((module) => ({ default: module.HistoryDialog })));

export function SeoHistory(props: {
  /** The settings' address in the history API (`seo/about`, with `?locale=` in a language). */
  doc: string;
  label: string;
  discardsDraft: boolean;
  onRestored: (restored: Restored) => void;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <HistoryDialog {...props} />
    </Suspense>
  );
}
