// The two dialogs of the save path, rendered once by the editor that saves: the conflict question
// after a refused write, and the document's History panel while it is open.
// Each dialog's code is downloaded when it is first opened.
import type { Restored } from '@site/contracts';
import { lazy, Suspense } from 'react';
import type { Conflict, ConflictSubject } from '../conflict/conflict-text';

const ConflictDialog = lazy(() => import('../conflict/ConflictDialog').then((module) => ({ default: module.ConflictDialog })));

const HistoryDialog = lazy(() => import('../history/HistoryDialog').then((module) => ({ default: module.HistoryDialog })));

export interface HistoryOptions {
  /** The document's path in the history API. */
  doc: string;
  label: string;
  /** Whether the editor holds unsaved changes, which a restore replaces. */
  discardsDraft: boolean;
  /** Shows an old version in the live preview (null: the editor's copy again); none without a preview. */
  onShow?: (data: unknown) => void;
}

interface Props {
  subject: ConflictSubject;
  conflict: Conflict | null;
  onReload: () => Promise<void>;
  onOverwrite: () => Promise<void>;
  onCancel: () => void;
  history: HistoryOptions;
  historyOpen: boolean;
  /** The document has drafts (and whether one exists now): a restore goes into the draft unless published. */
  drafts?: { exists: boolean } | undefined;
  onRestored: (restored: Restored) => void;
  onCloseHistory: () => void;
}

export function DocumentDialogs({
  subject,
  conflict,
  onReload,
  onOverwrite,
  onCancel,
  history,
  historyOpen,
  drafts,
  onRestored,
  onCloseHistory,
}: Props) {
  return (
    <>
      {conflict && (
        <Suspense>
          <ConflictDialog
            subject={subject}
            conflict={conflict}
            onReload={onReload}
            onOverwrite={onOverwrite}
            onCancel={onCancel}
          />
        </Suspense>
      )}
      {historyOpen && (
        <Suspense>
          <HistoryDialog
            doc={history.doc}
            label={history.label}
            discardsDraft={history.discardsDraft}
            drafts={drafts}
            onRestored={onRestored}
            onClose={onCloseHistory}
            onShow={history.onShow}
          />
        </Suspense>
      )}
    </>
  );
}
