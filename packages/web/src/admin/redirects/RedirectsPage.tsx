// /admin/redirects: where old addresses send visitors. Lists every redirect, the editors' and the
// old addresses of renamed pages, with how often each was followed; adds one (New redirect, or
// opened with `?from=<path>` from the not-found log with its From filled in), changes an editor's
// one and deletes any after a confirm.
import type { Redirect } from '@site/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { deleteRedirect, listRedirects } from '../api/redirects';
import { refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import screen from '../ui/Screen.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { RedirectForm } from './RedirectForm';
import { RedirectsTable } from './RedirectsTable';
import styles from './RedirectsPage.module.css';

export const LOAD_FAILED = 'The redirects could not be loaded. Please reload the page.';
export const deleteQuestion = (from: string) => `Delete the redirect from ${from}?`;
export const DELETE_DETAIL = 'Visitors to that address get the page there, or Not Found, from now on.';
const TITLE_ID = 'redirects-title';

type List = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; redirects: Redirect[] };
/** The form open: a new redirect (with a From filled in, or not) or a change of one. */
type Open = { editing?: Redirect; from?: string } | null;

export function RedirectsPage() {
  useDocumentTitle('Redirects');
  const endSession = useEndSessionOnUnauthorized();
  const { ask, confirmDialog } = useConfirm();
  const [params, setParams] = useSearchParams();
  const [list, setList] = useState<List>({ status: 'loading' });
  const [open, setOpen] = useState<Open>(() => (params.get('from') ? { from: params.get('from')! } : null));
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const reload = useCallback(
    () =>
      listRedirects().then(
        (redirects) => setList({ status: 'ready', redirects }),
        (error: unknown) => {
          if (endSession(error)) return;
          console.error(LOAD_FAILED, error);
          setList({ status: 'error', message: LOAD_FAILED });
        },
      ),
    [endSession],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  function close() {
    setOpen(null);
    // The address no longer asks for the form: a reload shows the list.
    if (params.has('from')) {
      params.delete('from');
      setParams(params, { replace: true });
    }
  }

  function onSaved(saved: Redirect) {
    toast.success(
      open?.editing ? `Changed the redirect from ${saved.from}.` : `Visitors to ${saved.from} now go to ${saved.to}.`,
    );
    close();
    void reload();
  }

  async function onDelete(redirect: Redirect) {
    if (!(await ask(deleteQuestion(redirect.from), 'Delete', DELETE_DETAIL))) return;
    setDeletingId(redirect.id);
    try {
      await deleteRedirect(redirect.id);
      toast.success(`Deleted the redirect from ${redirect.from}.`);
    } catch (error) {
      if (endSession(error)) return;
      console.error('Deleting the redirect failed', error);
      toast.error(refusalMessage(error, 'The redirect could not be deleted. Please try again.'));
    } finally {
      setDeletingId(null);
    }
    await reload();
  }

  return (
    <div className={screen.screen}>
      <div className={styles.heading}>
        <h1 className={screen.title}>Redirects</h1>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => setOpen({})}>
          <Plus aria-hidden="true" size={16} />
          New redirect
        </button>
      </div>
      <p className={styles.intro}>
        A redirect sends visitors of an old address on to a new one, their query (such as ?utm_source=) kept. It is followed even
        where the site has a page at that address. A page that was renamed redirects from its old address by itself: it is listed
        here as Page renamed and can be deleted, not changed.
      </p>
      <section className={screen.section} aria-labelledby={TITLE_ID}>
        <h2 id={TITLE_ID} className={screen.subtitle}>
          Where old addresses lead
        </h2>
        {list.status === 'loading' && (
          <p role="status" className={screen.status}>
            Loading redirects...
          </p>
        )}
        {list.status === 'error' && (
          <p role="alert" className={styles.formError}>
            {list.message}
          </p>
        )}
        {list.status === 'ready' && list.redirects.length === 0 && <p className={screen.status}>No redirects yet.</p>}
        {list.status === 'ready' && list.redirects.length > 0 && (
          <RedirectsTable
            redirects={list.redirects}
            labelledBy={TITLE_ID}
            onEdit={(redirect) => setOpen({ editing: redirect })}
            onDelete={(redirect) => void onDelete(redirect)}
            deletingId={deletingId}
          />
        )}
      </section>
      {open && <RedirectForm editing={open.editing} from={open.from} onSaved={onSaved} onClose={close} />}
      {confirmDialog}
    </div>
  );
}
