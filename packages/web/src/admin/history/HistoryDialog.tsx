// The history panel of one document, shared by the section editor and the Services Manager: its
// saved versions newest first (number, who, when in the admin's locale, note, the current one
// marked), each older one with a confirmed "Restore", which saves it as a new version; for a document
// with drafts, "Restore" puts it into the draft (publish when ready) and "Restore and publish" saves
// it as the new published version. The caller
// is handed the restored document to show, with its version for the next save. Where the caller
// has a live preview beside the panel, "Show" puts an old version in it before restoring. "Compare"
// opens two versions (or one and the draft) side by side, in a code chunk of its own.
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import type { Restored, RestoreTarget } from '@site/contracts';
import { messageOf } from '../../shared/error-message';
import { restoreVersion } from '../api/history';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import {
  EMPTY_HISTORY,
  RESTORED_INTO_DRAFT,
  restoreAndPublishQuestion,
  restoreDetail,
  restoredMessage,
  restoreIntoDraftDetail,
  restoreIntoDraftQuestion,
  restoreQuestion,
} from './history-text';
import { defaultSides, type Side } from './compare/compare-sides';
import { useHistory } from './useHistory';
import { useShowVersion } from './useShowVersion';
import { VersionItem } from './VersionItem';
import styles from './HistoryDialog.module.css';

const CompareDialog = lazy(() => import('./compare/CompareDialog').then((module) => ({ default: module.CompareDialog })));

interface Props {
  /** The document's path in the history API: a section's path or "services". */
  doc: string;
  /** What the admin calls it, for the title: "Hero", "Services list". */
  label: string;
  /** Whether the form holds unsaved changes, which a restore replaces. */
  discardsDraft: boolean;
  /** The document has drafts: Restore fills the draft, and Restore and publish is offered beside it. */
  drafts?: { exists: boolean } | undefined;
  onRestored: (restored: Restored) => void;
  onClose: () => void;
  /** Puts an old version's document in the live preview; null gives the preview back to the form. */
  onShow?: (data: unknown) => void;
}

export function HistoryDialog({ doc, label, discardsDraft, drafts, onRestored, onClose, onShow }: Props) {
  const { state, reload } = useHistory(doc);
  const show = useShowVersion(doc, onShow);
  const { ask, confirmDialog } = useConfirm();
  const endSession = useEndSessionOnUnauthorized();
  const [restoring, setRestoring] = useState<number | null>(null);
  const [comparing, setComparing] = useState<{ from: number; to: Side } | null>(null);
  const hasDraft = drafts?.exists ?? false;

  const restore = async (version: number, into?: RestoreTarget) => {
    const question =
      into === 'draft'
        ? ask(restoreIntoDraftQuestion(version), 'Restore', restoreIntoDraftDetail(discardsDraft, drafts?.exists ?? false))
        : into === 'live'
          ? ask(restoreAndPublishQuestion(version), 'Restore and publish', restoreDetail(discardsDraft))
          : ask(restoreQuestion(version), 'Restore', restoreDetail(discardsDraft));
    if (!(await question)) return;
    setRestoring(version);
    try {
      const restored = await restoreVersion(doc, version, into);
      toast.success(restored.into === 'draft' ? RESTORED_INTO_DRAFT : restoredMessage(version));
      onRestored(restored);
    } catch (error) {
      if (endSession(error)) return;
      console.error(`Failed to restore version ${version} of ${doc}`, error);
      // The server's sentence says why (a version that no longer fits today's form, one that is gone).
      toast.error(`Version ${version} could not be restored.`, { description: messageOf(error) });
      reload();
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && restoring === null && onClose()}
      title={`History of ${label}`}
      // Docked like the editor, so that a shown version can be seen in the preview beside it.
      placement={onShow ? 'side' : 'center'}
      footer={
        <button type="button" className={buttons.button} onClick={onClose} disabled={restoring !== null}>
          Close
        </button>
      }
    >
      {state.status === 'loading' && (
        <p role="status" className={styles.status}>
          Loading the history...
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert" className={styles.error}>
          <p>The history could not be loaded: {state.message}</p>
          <button type="button" className={buttons.button} onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && state.data.items.length === 0 && <p className={styles.status}>{EMPTY_HISTORY}</p>}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <ol className={styles.list} aria-label="Versions, newest first">
          {state.data.items.map((item) => (
            <VersionItem
              key={item.version}
              item={item}
              current={item.version === state.data.current}
              restoring={restoring}
              onRestore={(version) => void restore(version, drafts ? 'draft' : undefined)}
              onRestoreLive={drafts ? (version) => void restore(version, 'live') : undefined}
              show={onShow ? show : undefined}
              onCompare={(version) => setComparing(defaultSides(version, state.data.items, hasDraft))}
            />
          ))}
        </ol>
      )}
      {comparing && state.status === 'ready' && (
        <Suspense fallback={null}>
          <CompareDialog
            doc={doc}
            label={label}
            items={state.data.items}
            hasDraft={hasDraft}
            initial={comparing}
            onClose={() => setComparing(null)}
          />
        </Suspense>
      )}
      {confirmDialog}
    </Dialog>
  );
}
