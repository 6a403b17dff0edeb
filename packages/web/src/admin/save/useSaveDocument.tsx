// The editor's one save path, used by the section dialog and the Services Manager alike: a save
// names the version the editor started from (DocumentSession), a 401 ends the session, a 412 opens
// the conflict dialog (Reload / Overwrite / Cancel; Reload only for a refused delete), and the
// outcome is a toast in the editor's own words. It also runs the History panel of the document,
// whose restored version becomes the editor's copy. Anything every save must do belongs here.
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { messageOf } from '../../api/error-message';
import { RequestFailedError } from '../api/errors';
import type { Versioned } from '../api/versioned';
import { useEndSession } from '../auth/useEndSession';
import { LOADED_LATEST, type Conflict, type ConflictSubject } from '../conflict/conflict-text';
import { DocumentDialogs, type HistoryOptions } from './DocumentDialogs';
import { DocumentSession, type Outcome, type VersionedDocument } from './document-session';

export interface SaveMessages {
  /** The toast after a save. */
  success: string;
  /** The title of a failed save's toast, the reason under it; without one the reason alone. */
  failure?: string;
  /** The reason when the failure carries no sentence of its own. */
  fallback: string;
}

export interface SaveDocumentOptions<T, V> {
  /** Read once: the editor is mounted afresh for another document. */
  document: VersionedDocument<T, V>;
  /** The version the editor's copy started from (the loader's ETag); read once, like `document`. */
  version: string | null;
  /** What the conflict dialog says was saved. */
  subject: ConflictSubject;
  /** The document in log lines: "Hero", "services". */
  name: string;
  messages: SaveMessages;
  /** A save went through: the server's answer, with the version the next write names. */
  onSaved: (saved: Versioned<T>) => void;
  /** The server's document replaces the editor's copy: reloaded after a conflict, or restored. */
  onReplaced: (data: T) => void;
  /** A refusal's field problems (a 400's issues), for the form to show on the fields they name. */
  onRefused?: (error: RequestFailedError) => void;
  history: HistoryOptions;
}

export interface SaveDocument<V> {
  save: (values: V) => Promise<void>;
  /** Deletes one item of the document, naming its version; true once the server no longer has it. */
  remove: (
    send: (basedOn: string | null) => Promise<string | null>,
    what: { name: string; fallback: string },
  ) => Promise<boolean>;
  /** While a delete is on its way. */
  removing: boolean;
  openHistory: () => void;
  /** The conflict question and the History panel, to render once. */
  dialogs: ReactNode;
}

function failureToast({ failure, fallback }: SaveMessages, error: unknown) {
  const reason = messageOf(error, fallback);
  if (failure) toast.error(failure, { description: reason });
  else toast.error(reason);
}

export function useSaveDocument<T, V>(options: SaveDocumentOptions<T, V>): SaveDocument<V> {
  const { subject, name, messages, onSaved, onReplaced, onRefused, history } = options;
  const endSession = useEndSession();
  const [session] = useState(() => new DocumentSession(options.document, options.version));
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [removing, setRemoving] = useState(false);

  const written = (outcome: Outcome<Versioned<T>>) => {
    if (outcome.status === 'done') {
      setConflict(null);
      toast.success(messages.success);
      onSaved(outcome.value);
    } else if (outcome.status === 'signed-out') {
      endSession();
    } else if (outcome.status === 'conflict') {
      setConflict(outcome.conflict);
    } else {
      console.error(`Failed to save ${name}`, outcome.error);
      if (outcome.error instanceof RequestFailedError) onRefused?.(outcome.error);
      failureToast(messages, outcome.error);
    }
  };

  const save = async (values: V) => written(await session.save(values));

  const overwrite = async () => {
    const attempt = session.overwrite();
    if (attempt) written(await attempt);
  };

  const reload = async () => {
    const outcome = await session.reload();
    if (outcome.status === 'done') {
      onReplaced(outcome.value.data);
      setConflict(null);
      toast.success(LOADED_LATEST);
    } else if (outcome.status === 'signed-out') {
      endSession();
    } else {
      const error = outcome.status === 'failed' ? outcome.error : undefined;
      console.error(`Failed to reload ${name}`, error);
      toast.error('The latest version could not be loaded.', { description: messageOf(error) });
    }
  };

  const remove: SaveDocument<V>['remove'] = async (send, what) => {
    setRemoving(true);
    const outcome = await session.remove(send);
    setRemoving(false);
    if (outcome.status === 'done') return true;
    if (outcome.status === 'signed-out') endSession();
    else if (outcome.status === 'conflict') setConflict(outcome.conflict);
    else {
      console.error(`Failed to delete ${what.name}`, outcome.error);
      toast.error(messageOf(outcome.error, what.fallback));
    }
    return false;
  };

  const restored = (version: { etag: string; data: unknown }) => {
    setHistoryOpen(false);
    session.adopt(version.etag);
    onReplaced(version.data as T);
  };

  const dialogs = (
    <DocumentDialogs
      subject={subject}
      conflict={conflict}
      onReload={reload}
      onOverwrite={overwrite}
      onCancel={() => setConflict(null)}
      history={history}
      historyOpen={historyOpen}
      onRestored={restored}
      onCloseHistory={() => setHistoryOpen(false)}
    />
  );

  return { save, remove, removing, openHistory: () => setHistoryOpen(true), dialogs };
}
