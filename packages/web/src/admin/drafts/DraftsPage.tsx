// /admin/drafts: every pending draft and schedule of the site. Each can be opened in its editor,
// published, discarded or taken out of its schedule; several selected are published or scheduled
// together. Below, Share preview link makes a link that shows the site with every draft applied.
// Each draft's review (submit, approve, request changes) is in its row, and review links are below.
// A translation's draft is a row of its own, named with its language (draft-languages.ts).
import type { DraftSummary } from '@site/contracts';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { cancelSchedule, discardDraft, listDrafts, publishDrafts, scheduleDrafts } from '../api/drafts';
import { refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { formatSavedAt, savedByName } from '../history/saved-at';
import { useQuery } from '../loading/useQuery';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import table from '../ui/Table.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { draftBadge } from './draft-text';
import { draftEditorPath, draftName, draftPlace } from './draft-location';
import { byLanguage, draftKey, draftLocale, inDraftLanguage, useSiteLanguages, withoutDefaultLocale } from './draft-languages';
import { PreviewLinks } from './PreviewLinks';
import { ReviewControls } from '../review/ReviewControls';
import { ReviewLinks } from '../review/ReviewLinks';
import { ScheduleDialog } from './ScheduleDialog';
import styles from './DraftsPage.module.css';
import screen from '../ui/Screen.module.css';
import { useRefusal } from '../auth/permissions';

export const NO_DRAFTS = 'No drafts. Every document is published as it is.';
export const publishedMessage = (count: number) => (count === 1 ? 'Published 1 draft.' : `Published ${count} drafts.`);

export function DraftsPage() {
  useDocumentTitle('Drafts');
  const publishing = useRefusal('publish');
  const sharing = useRefusal('share_links');
  const languages = useSiteLanguages();
  const load = useCallback(
    async () => withoutDefaultLocale(await listDrafts(), await languages),
    // The languages are read once with the admin frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { state, reload } = useQuery(load, 'Failed to load the drafts');
  const endSession = useEndSessionOnUnauthorized();
  const { ask, confirmDialog } = useConfirm();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [scheduling, setScheduling] = useState<string[] | null>(null);

  const drafts = state.status === 'ready' ? state.data : [];
  const chosen = drafts.filter((draft) => selected.has(draftKey(draft))).map(draftKey);

  /** Runs one action on drafts: a toast either way, then the list again. */
  const act = async (action: () => Promise<string>, failure: string): Promise<boolean> => {
    setBusy(true);
    try {
      toast.success(await action());
      setSelected(new Set());
      return true;
    } catch (error) {
      if (!endSession(error)) {
        console.error(failure, error);
        toast.error(failure, { description: refusalMessage(error, 'Please try again.') });
      }
      return false;
    } finally {
      setBusy(false);
      reload();
    }
  };

  // One request per language (a one-language site's selection is one, as before).
  const publish = (keys: string[]) =>
    act(async () => {
      let count = 0;
      for (const { locale, paths } of byLanguage(drafts, new Set(keys))) {
        count += (await publishDrafts(paths, ...(locale ? [[locale]] : []))).published.length;
      }
      return publishedMessage(count);
    }, 'The drafts could not be published.');

  const discard = async (draft: DraftSummary) => {
    if (!(await ask(`Discard the draft of ${draft.label}?`, 'Discard draft', 'The published version stays as it is.'))) return;
    await act(async () => {
      await discardDraft(draft.path, null, draftLocale(draft));
      return 'Draft discarded';
    }, 'The draft could not be discarded.');
  };

  const unschedule = (draft: DraftSummary) =>
    act(async () => {
      await cancelSchedule(draft.path, draftLocale(draft));
      return 'Schedule cancelled: the draft stays.';
    }, 'The schedule could not be cancelled.');

  const schedule = (keys: string[]) => (at: string, when: string) =>
    act(async () => {
      for (const { locale, paths } of byLanguage(drafts, new Set(keys))) {
        await scheduleDrafts(paths, at, ...(locale ? [[locale]] : []));
      }
      return `Scheduled to be published ${when}`;
    }, 'The drafts could not be scheduled.');

  const toggle = (path: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <div className={screen.screen}>
      <h1 className={screen.title}>Drafts</h1>
      <section className={screen.section} aria-label="Pending drafts">
        <div className={styles.toolbar}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            disabled={busy || chosen.length === 0 || publishing.refused}
            title={publishing.reason}
            onClick={() => void publish(chosen)}
          >
            Publish selected
          </button>
          <button
            type="button"
            className={buttons.button}
            disabled={busy || chosen.length === 0 || publishing.refused}
            title={publishing.reason}
            onClick={() => setScheduling(chosen)}
          >
            Schedule selected…
          </button>
        </div>
        {state.status === 'loading' && (
          <p role="status" className={screen.status}>
            Loading drafts...
          </p>
        )}
        {state.status === 'error' && (
          <p role="alert" className={styles.error}>
            The drafts could not be loaded: {state.message}
          </p>
        )}
        {state.status === 'ready' && drafts.length === 0 && <p className={screen.status}>{NO_DRAFTS}</p>}
        {drafts.length > 0 && (
          <div className={table.scroller}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Select</span>
                  </th>
                  <th scope="col">Document</th>
                  <th scope="col">Saved</th>
                  <th scope="col">State</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {drafts.map((draft) => {
                  const editor = draftEditorPath(draft.path);
                  const name = draftName(draft);
                  const place = draftPlace(draft.path);
                  return (
                    <tr key={draftKey(draft)}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Select ${name}`}
                          checked={selected.has(draftKey(draft))}
                          onChange={() => toggle(draftKey(draft))}
                        />
                      </td>
                      <th scope="row">
                        {draft.label}
                        {place && <span className={styles.detail}>{place}</span>}
                        {draft.excerpt && <span className={styles.excerpt}>{draft.excerpt}</span>}
                      </th>
                      <td>
                        {formatSavedAt(draft.updated_at)} by {savedByName(draft.updated_by)}
                      </td>
                      <td>
                        {draftBadge(draft)}
                        {draft.schedule_error && <span className={styles.scheduleError}> — {draft.schedule_error}</span>}
                        <ReviewControls draft={draft} name={name} onChanged={reload} />
                      </td>
                      <td>
                        <div className={styles.actions}>
                          {editor && (
                            <Link className={`${buttons.button} ${buttons.small}`} to={inDraftLanguage(editor, draft)}>
                              Open
                            </Link>
                          )}
                          <button
                            type="button"
                            className={`${buttons.button} ${buttons.small}`}
                            disabled={busy || publishing.refused}
                            title={publishing.reason}
                            onClick={() => void publish([draftKey(draft)])}
                            aria-label={`Publish ${name}`}
                          >
                            Publish
                          </button>
                          {draft.publish_at && (
                            <button
                              type="button"
                              className={`${buttons.button} ${buttons.small}`}
                              disabled={busy || publishing.refused}
                              title={publishing.reason}
                              onClick={() => void unschedule(draft)}
                              aria-label={`Cancel the schedule of ${name}`}
                            >
                              Cancel schedule
                            </button>
                          )}
                          <button
                            type="button"
                            className={`${buttons.button} ${buttons.small} ${buttons.dangerQuiet}`}
                            disabled={busy}
                            onClick={() => void discard(draft)}
                            aria-label={`Discard ${name}`}
                          >
                            Discard
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {!sharing.refused && <PreviewLinks />}
      {!sharing.refused && <ReviewLinks />}
      {confirmDialog}
      {scheduling && (
        <ScheduleDialog
          what={scheduling.length === 1 ? 'The selected draft' : `The ${scheduling.length} selected drafts`}
          onSchedule={schedule(scheduling)}
          onClose={() => setScheduling(null)}
        />
      )}
    </div>
  );
}
