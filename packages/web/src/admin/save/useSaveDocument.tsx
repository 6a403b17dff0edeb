// The editor's one save path, used by the section dialog and the Services Manager alike: a save
// names the version the editor started from (DocumentSession), a 401 ends the session, a 412 opens
// the conflict dialog (Reload / Overwrite / Cancel; Reload only for a refused delete), and the
// outcome is a toast in the editor's own words. It also runs the History panel of the document,
// whose restored version becomes the editor's copy. A document with a draft target also saves drafts
// (by hand, or quietly as the admin types), schedules them and publishes through its draft; a refused
// draft write or publish goes to the same conflict dialog. While the editor is open it tells the
// server it is there (usePresence): a version someone else saved or published meanwhile is offered
// at once (Reload theirs / Keep mine). Publish and Schedule first ask the site-health check what the
// change would introduce (usePublishCheck): warnings the editor may go on past. Anything every save
// must do belongs here.
import type { Draft, Restored } from '@site/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { messageOf } from '../../shared/error-message';
import { fetchDraft } from '../api/drafts';
import { ConflictError, RequestFailedError, UnauthorizedError } from '../api/errors';
import type { Versioned } from '../api/versioned';
import { useEndSession } from '../auth/useEndSession';
import { LOADED_LATEST, type Conflict, type ConflictSubject } from '../conflict/conflict-text';
import { usePublishCheck } from '../site-health/usePublishCheck';
import { DocumentDialogs, type HistoryOptions } from './DocumentDialogs';
import { DocumentSession, type Outcome, type VersionedDocument } from './document-session';
import { DraftSession, type DraftTarget } from './draft-session';
import type { Change } from './presence-text';
import { usePresence } from './usePresence';

/** The toasts of the draft actions. */
const DRAFT_SAVED = 'Draft saved';
const DRAFT_DISCARDED = 'Draft discarded';
const scheduledMessage = (when: string) => `Scheduled to be published ${when}`;

/** The quiet line under the form about the draft: what the last automatic save did. */
export type AutosaveStatus = { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'failed'; reason: string };

interface SaveMessages {
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
  /** Where the document's draft is kept, and the draft the editor opened (null: none). */
  draft?: { target: DraftTarget<V>; opened: Versioned<Draft> | null };
  /**
   * The document as the site-health check before a publish names it, and its body as published;
   * without it the draft's target is (a document with neither is published unchecked).
   */
  check?: { document: string; locale?: string; body: (values: V) => unknown };
}

export interface SaveDocument<V> {
  /** Publish: the editor's copy becomes the published document (through its draft when it has one). */
  save: (values: V) => Promise<void>;
  /** Saves the editor's copy as the document's draft, with a toast. */
  saveDraft: (values: V) => Promise<boolean>;
  /** The same without a toast: the status line says how it went. */
  autosave: (values: V) => Promise<void>;
  autosaveStatus: AutosaveStatus;
  /** Saves the draft and schedules it for `at` (an ISO time); `when` is how the toast says it. */
  schedule: (values: V, at: string, when: string) => Promise<boolean>;
  /** Discards the draft; the published document becomes the editor's copy. */
  discardDraft: () => Promise<void>;
  /** Whether the document has a draft (saved by hand or automatically). */
  hasDraft: boolean;
  /**
   * The editor's changes are dropped (Discard on closing): what automatic saves wrote since the
   * editor opened or the draft was last saved by hand is undone, the draft as it was put back.
   */
  dropChanges: () => Promise<void>;
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
  /** Who else has the document open and what they did to it, to render above the form. */
  presence: ReactNode;
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
  const [drafts] = useState(() =>
    options.draft ? new DraftSession(options.draft.target, options.draft.opened?.etag ?? null) : null,
  );
  const [hasDraft, setHasDraft] = useState(drafts?.exists ?? false);
  const [autosaveStatus, setAutosaveStatus] = useState<AutosaveStatus>({ state: 'idle' });
  /** What Overwrite and Reload do for a refused draft write or publish (null: the published save's own). */
  /** The draft as the admin last saw it saved (null: none), and whether automatic saves changed it since. */
  const baseline = useRef<{ values: V | null; autosaved: boolean }>({
    values: (options.draft?.opened?.data.document as V | undefined) ?? null,
    autosaved: false,
  });
  const conflictActions = useRef<{ overwrite: () => Promise<void>; reload: () => Promise<void> } | null>(null);
  const publishCheck = usePublishCheck();
  const checked = options.check ?? (options.draft && { ...options.draft.target, document: options.draft.target.path });
  /** Whether a publish or a schedule of `values` goes on after the site-health check. */
  const goesOn = (values: V, step: 'publish' | 'schedule') =>
    checked
      ? publishCheck.confirm(
          { document: checked.document, ...(checked.locale ? { locale: checked.locale } : {}), data: checked.body(values) },
          step,
        )
      : Promise.resolve(true);

  /**
   * Whether the draft, if any, was begun in this editor: its publish is then a plain save naming the
   * version the editor opened (the draft's own base is only as old as its first save), and the draft
   * is discarded after it. A draft the editor opened on is published as the draft.
   */
  const begunHere = useRef(!options.draft?.opened);

  const written = (outcome: Outcome<Versioned<T>>) => {
    if (outcome.status === 'done') {
      if (drafts?.exists) {
        drafts.discard().catch((error: unknown) => console.error(`Failed to discard the draft of ${name}`, error));
      }
      baseline.current = { values: null, autosaved: false };
      begunHere.current = true;
      setHasDraft(false);
      setAutosaveStatus({ state: 'idle' });
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

  /** A draft step that failed: signed out, refused by a newer version (the conflict dialog), or a toast. */
  const draftFailed = (
    error: unknown,
    fallback: string,
    actions: { overwrite: () => Promise<void>; reload: () => Promise<void> },
  ) => {
    if (error instanceof UnauthorizedError) return endSession();
    if (error instanceof ConflictError) {
      conflictActions.current = actions;
      setConflict({ current: error.current, action: 'save' });
      return;
    }
    console.error(`Failed to save the draft of ${name}`, error);
    if (error instanceof RequestFailedError) onRefused?.(error);
    failureToast({ ...messages, failure: undefined, fallback }, error);
  };

  /** The server's draft replaces the editor's copy (someone else changed it). */
  const reloadDraft = async () => {
    if (!drafts) return;
    try {
      const draft = await fetchDraft(drafts.path, ...(drafts.locale ? [drafts.locale] : []));
      if (draft) {
        drafts.adopt(draft.etag);
        begunHere.current = false;
        setHasDraft(true);
        onReplaced(draft.data.document as T);
      } else {
        drafts.forget();
        setHasDraft(false);
        await reloadPublished();
      }
      conflictActions.current = null;
      setConflict(null);
      toast.success(LOADED_LATEST);
    } catch (error) {
      console.error(`Failed to reload the draft of ${name}`, error);
      toast.error('The latest version could not be loaded.', { description: messageOf(error) });
    }
  };

  const reloadPublished = async () => {
    const outcome = await session.reload();
    if (outcome.status === 'done') onReplaced(outcome.value.data);
    else throw outcome.status === 'failed' ? outcome.error : new Error('The latest version could not be loaded.');
  };

  const saveDraftNow = async (values: V, quiet: boolean, over?: string | null): Promise<boolean> => {
    if (!drafts) return false;
    // An automatic save counts from its start: a Discard while it is on its way undoes it too.
    const wasAutosaved = baseline.current.autosaved;
    if (quiet) baseline.current = { ...baseline.current, autosaved: true };
    try {
      await drafts.save(values, over);
      baseline.current = quiet ? { ...baseline.current, autosaved: true } : { values, autosaved: false };
      setHasDraft(true);
      setAutosaveStatus({ state: 'saved' });
      if (!quiet) toast.success(DRAFT_SAVED);
      return true;
    } catch (error) {
      if (quiet) baseline.current = { ...baseline.current, autosaved: wasAutosaved };
      if (quiet && !(error instanceof ConflictError) && !(error instanceof UnauthorizedError)) {
        setAutosaveStatus({ state: 'failed', reason: messageOf(error, 'The draft could not be saved.') });
        return false;
      }
      setAutosaveStatus({ state: 'idle' });
      draftFailed(error, 'The draft could not be saved.', {
        overwrite: async () => {
          conflictActions.current = null;
          setConflict(null);
          if (error instanceof ConflictError) await saveDraftNow(values, false, error.current.etag);
        },
        reload: reloadDraft,
      });
      return false;
    }
  };

  const publishDraft = async (values: V, force: boolean) => {
    if (!drafts) return;
    try {
      await drafts.publish(values, force);
      baseline.current = { values: null, autosaved: false };
      setHasDraft(false);
      setAutosaveStatus({ state: 'idle' });
      // The published document (with what the server derived) is the editor's copy from here on.
      written(await session.reload());
    } catch (error) {
      const publishedNewer =
        error instanceof ConflictError && typeof error.body === 'object' && error.body !== null && 'draft' in error.body;
      draftFailed(error, messages.fallback, {
        overwrite: async () => {
          conflictActions.current = null;
          setConflict(null);
          await publishDraft(values, publishedNewer);
        },
        reload: publishedNewer
          ? async () => {
              // Theirs, published, replaces mine: the draft goes too.
              await drafts.discard().catch(() => drafts.forget());
              setHasDraft(false);
              conflictActions.current = null;
              await reload();
            }
          : reloadDraft,
      });
    }
  };

  const save = async (values: V) => {
    if (!(await goesOn(values, 'publish'))) return;
    conflictActions.current = null;
    // An automatic draft save on its way may create the draft this publish must go through.
    await drafts?.settled();
    if (drafts?.exists && !begunHere.current) return publishDraft(values, false);
    written(await session.save(values));
  };

  const scheduleNow = async (values: V, at: string, when: string): Promise<boolean> => {
    if (!drafts) return false;
    try {
      await drafts.schedule(values, at);
      baseline.current = { values, autosaved: false };
      setHasDraft(true);
      toast.success(scheduledMessage(when));
      return true;
    } catch (error) {
      draftFailed(error, 'The draft could not be scheduled.', {
        overwrite: async () => {
          conflictActions.current = null;
          setConflict(null);
          if (error instanceof ConflictError && (await saveDraftNow(values, true, error.current.etag)))
            await scheduleNow(values, at, when);
        },
        reload: reloadDraft,
      });
      return false;
    }
  };

  const schedule = async (values: V, at: string, when: string) =>
    Boolean(drafts) && (await goesOn(values, 'schedule')) && scheduleNow(values, at, when);

  const dropChanges = async () => {
    if (!drafts) return;
    // After the automatic save on its way, if any: undone before it lands, it would leave its draft.
    await drafts.settled();
    if (!baseline.current.autosaved) return;
    const { values } = baseline.current;
    try {
      if (values === null) await drafts.discard();
      else await drafts.save(values);
      baseline.current = { values, autosaved: false };
    } catch (error) {
      console.error(`Failed to undo the automatic draft of ${name}`, error);
      toast.error('The automatically saved draft could not be undone.', { description: messageOf(error) });
    }
  };

  const discardDraft = async () => {
    if (!drafts) return;
    try {
      await drafts.discard();
      baseline.current = { values: null, autosaved: false };
      begunHere.current = true;
      setHasDraft(false);
      setAutosaveStatus({ state: 'idle' });
      await reloadPublished();
      toast.success(DRAFT_DISCARDED);
    } catch (error) {
      draftFailed(error, 'The draft could not be discarded.', {
        overwrite: async () => {
          conflictActions.current = null;
          setConflict(null);
          drafts.forget();
          await discardDraft();
        },
        reload: reloadDraft,
      });
    }
  };

  const overwrite = async () => {
    if (conflictActions.current) return conflictActions.current.overwrite();
    const attempt = session.overwrite();
    if (attempt) written(await attempt);
  };

  const reload = async () => {
    if (conflictActions.current) return conflictActions.current.reload();
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

  const restored = (version: Restored) => {
    setHistoryOpen(false);
    if (version.into === 'draft' && drafts) {
      // The old version is the draft now: the editor continues it, and Publish publishes it.
      drafts.adopt(version.etag);
      baseline.current = { values: version.data as V, autosaved: false };
      begunHere.current = false;
      setHasDraft(true);
      setAutosaveStatus({ state: 'idle' });
    } else {
      session.adopt(version.etag);
      // Published as it is: the edits it replaced are dropped, and so are the automatic saves of them.
      void dropChanges();
    }
    onReplaced(version.data as T);
  };

  /** Someone else's version replaces the editor's copy: their published one, and their draft when there is one. */
  const reloadTheirs = async () => {
    if (!drafts) return reload();
    const published = await session.reload();
    if (published.status === 'signed-out') return endSession();
    await reloadDraft();
  };

  /** The editor's copy stays, now based on their versions: its next save replaces them knowingly. */
  const keepMine = ({ published, draft }: Change) => {
    session.adopt(published);
    if (!drafts) return;
    if (draft) {
      drafts.adopt(draft);
      setHasDraft(true);
    } else if (drafts.exists) {
      drafts.forget();
      setHasDraft(false);
    }
  };

  const presence = usePresence(history.doc, {
    subject,
    known: {
      // An editor opened without a version (the server sent none) saves last-write-wins and is told of nothing.
      published: (etag) => session.version === null || session.knows(etag),
      draft: drafts && ((etag) => drafts.knows(etag)),
    },
    onReloadTheirs: reloadTheirs,
    onKeepMine: keepMine,
  });

  const dialogs = (
    <>
      {publishCheck.dialog}
      <DocumentDialogs
        subject={subject}
        conflict={conflict}
        onReload={reload}
        onOverwrite={overwrite}
        onCancel={() => {
          conflictActions.current = null;
          setConflict(null);
        }}
        history={history}
        historyOpen={historyOpen}
        drafts={drafts ? { exists: hasDraft } : undefined}
        onRestored={restored}
        onCloseHistory={() => setHistoryOpen(false)}
      />
    </>
  );

  return {
    save,
    saveDraft: (values) => saveDraftNow(values, false),
    autosave: async (values) => {
      setAutosaveStatus({ state: 'saving' });
      await saveDraftNow(values, true);
    },
    autosaveStatus,
    schedule,
    discardDraft,
    hasDraft,
    dropChanges,
    remove,
    removing,
    openHistory: () => setHistoryOpen(true),
    dialogs,
    presence,
  };
}
