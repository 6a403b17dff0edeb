// Two versions of a document compared: a chooser for each side (any saved version, and the draft
// when the document has one), the field-by-field differences and the two versions drawn as the
// public site draws them. Opened from the history panel, in a code chunk of its own.
import { useCallback, useEffect, useId, useState } from 'react';
import type { RevisionSummary } from '@site/contracts';
import { fetchComparison } from '../../api/history';
import { fetchPageContent } from '../../api/page-content';
import type { LayoutContent } from '../../preview/PreviewLayout';
import { useQuery } from '../../loading/useQuery';
import buttons from '../../ui/Button.module.css';
import { Dialog } from '../../ui/Dialog';
import { savedByLabel } from '../history-text';
import { formatSavedAt } from '../saved-at';
import { ChangeList } from './ChangeList';
import { comparedDocument } from './compared-document';
import type { Side } from './compare-sides';
import { RenderedCompare } from './RenderedCompare';
import { DEFAULT_LAYOUT } from './RenderedVersion';
import styles from './Compare.module.css';

interface Props {
  /** The document's address in the history API. */
  doc: string;
  label: string;
  items: readonly RevisionSummary[];
  hasDraft: boolean;
  initial: { from: number; to: Side };
  onClose: () => void;
}

const optionText = (item: RevisionSummary) =>
  `Version ${item.version}, ${savedByLabel(item.savedBy)}, ${formatSavedAt(item.savedAt)}`;

/**
 * The site's published navbar, footer, colours and images (the home page's answer), so that both
 * sides look as the site does; the sections' defaults until it is read, or if it cannot be.
 */
function useSiteLayout(): LayoutContent {
  const [layout, setLayout] = useState<LayoutContent>(DEFAULT_LAYOUT);
  useEffect(() => {
    let current = true;
    fetchPageContent('home')
      .then((home) => current && setLayout(home))
      .catch((error: unknown) => console.error('The site layout for the compare could not be read', error));
    return () => {
      current = false;
    };
  }, []);
  return layout;
}

export function CompareDialog({ doc, label, items, hasDraft, initial, onClose }: Props) {
  const id = useId();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState<Side>(initial.to);
  const load = useCallback((signal: AbortSignal) => fetchComparison(doc, from, to, signal), [doc, from, to]);
  const { state, reload } = useQuery(load, `Failed to compare versions of ${doc}`);
  const compared = comparedDocument(doc);
  const layout = useSiteLayout();

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Compare versions of ${label}`}
      placement="wide"
      footer={
        <button type="button" className={buttons.button} onClick={onClose}>
          Back to the history
        </button>
      }
    >
      <div className={styles.chooser}>
        <label htmlFor={`${id}-from`}>Compare</label>
        <select id={`${id}-from`} value={from} onChange={(e) => setFrom(Number(e.target.value))}>
          {items.map((item) => (
            <option key={item.version} value={item.version}>
              {optionText(item)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-to`}>with</label>
        <select
          id={`${id}-to`}
          value={String(to)}
          onChange={(e) => setTo(e.target.value === 'draft' ? 'draft' : Number(e.target.value))}
        >
          {hasDraft && <option value="draft">The draft (not published)</option>}
          {items.map((item) => (
            <option key={item.version} value={item.version}>
              {optionText(item)}
            </option>
          ))}
        </select>
      </div>
      {state.status === 'loading' && (
        <p role="status" className={styles.nothing}>
          Comparing…
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <p>The versions could not be compared: {state.message}</p>
          <button type="button" className={buttons.button} onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <h3 className={styles.heading}>What changed</h3>
          <ChangeList changes={state.data.changes} compared={compared} />
          <h3 className={styles.heading}>As the page shows it</h3>
          <RenderedCompare comparison={state.data} compared={compared} layout={layout} />
        </>
      )}
    </Dialog>
  );
}
