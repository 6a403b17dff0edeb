// /admin/not-found (admins and editors): the addresses of this site visitors asked for that do not
// exist, most visited or last seen first (the order is in the address). Each line makes a redirect
// from its address on the Redirects screen, or clears it from the log; bots' probes for other
// software are grouped apart, to clear but never to redirect.
import { useState } from 'react';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { NOT_FOUND_LOG_LIMIT, NOT_FOUND_SORTS, type NotFoundSort } from '@site/contracts';
import { toast } from 'sonner';
import { refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { Deferred } from '../loading/Deferred';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import { useDocumentTitle } from '../useDocumentTitle';
import { clearAllNotFound, clearNotFound } from './not-found-api';
import { SORT_LABELS, SORT_PARAM, splitEntries } from './not-found-entries';
import type { NotFoundLoaderData } from './not-found-loader';
import { NotFoundTable } from './NotFoundTable';
import styles from './NotFoundPage.module.css';

const TITLE_ID = 'not-found-title';
const PROBES_ID = 'not-found-probes';
const FETCH_FAILED = 'The not-found log could not be loaded.';

export function NotFoundPage() {
  useDocumentTitle('Not found');
  const { sort, entries } = useLoaderData<NotFoundLoaderData>();
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const endSession = useEndSessionOnUnauthorized();
  const { ask, confirmDialog } = useConfirm();
  const [clearing, setClearing] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<unknown>, done: string, failed: string) => {
    setClearing(key);
    try {
      await work();
      toast.success(done);
    } catch (error) {
      if (!endSession(error)) {
        console.error('Clearing the not-found log failed', error);
        toast.error(refusalMessage(error, failed));
      }
    }
    await revalidator.revalidate();
    setClearing(null);
  };

  const clearOne = (path: string) =>
    void run(path, () => clearNotFound(path), `${path} cleared.`, `${path} could not be cleared. Please try again.`);

  const clearAll = async () => {
    if (!(await ask('Clear the whole not-found log?', 'Clear all', 'Addresses that answer 404 again are counted afresh.')))
      return;
    await run('*all*', clearAllNotFound, 'The not-found log is cleared.', 'The log could not be cleared. Please try again.');
  };

  const onSort = (next: NotFoundSort) =>
    setSearchParams((params) => {
      const changed = new URLSearchParams(params);
      if (next === 'hits') changed.delete(SORT_PARAM);
      else changed.set(SORT_PARAM, next);
      return changed;
    });

  return (
    <div className={styles.screen}>
      <h1 id={TITLE_ID} className={styles.title}>
        Not found
      </h1>
      <p className={styles.intro}>
        Addresses of this site that visitors asked for and that do not exist, as the site answered them “Page not found”: how
        often, when, and which site linked there. Make a redirect for one that deserves it, or clear it. The log keeps the{' '}
        {NOT_FOUND_LOG_LIMIT} seen most recently.
      </p>
      <Deferred
        data={entries}
        loading={
          <p role="status" className={styles.status}>
            Loading the not-found log...
          </p>
        }
        failed={(error) => (
          <p role="alert" className={styles.error}>
            {refusalMessage(error, FETCH_FAILED)}
          </p>
        )}
        failureLog={FETCH_FAILED}
      >
        {(loaded) => {
          if (loaded.length === 0)
            return <p className={styles.empty}>No visitor has asked for a missing address since the log was last cleared.</p>;
          const { addresses, probes } = splitEntries(loaded);
          return (
            <>
              <div className={styles.toolbar}>
                <label className={styles.sort}>
                  Order
                  <select className={styles.select} value={sort} onChange={(event) => onSort(event.target.value as NotFoundSort)}>
                    {NOT_FOUND_SORTS.map((option) => (
                      <option key={option} value={option}>
                        {SORT_LABELS[option]}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.dangerQuiet}`}
                  disabled={clearing !== null}
                  onClick={() => void clearAll()}
                >
                  Clear all
                </button>
              </div>
              {addresses.length > 0 ? (
                <NotFoundTable entries={addresses} labelledBy={TITLE_ID} clearing={clearing} onClear={clearOne} />
              ) : (
                <p className={styles.empty}>Only bots’ probes so far: no page address visitors asked for is missing.</p>
              )}
              {probes.length > 0 && (
                <section className={styles.probes} aria-labelledby={PROBES_ID}>
                  <h2 id={PROBES_ID} className={styles.subtitle}>
                    Probes by bots
                  </h2>
                  <p className={styles.intro}>
                    Addresses of other software (WordPress, PHP scripts, hidden files) that bots try on every site, counted as one
                    line each. Nothing to redirect: they show that bots call, nothing more.
                  </p>
                  <NotFoundTable entries={probes} labelledBy={PROBES_ID} clearing={clearing} onClear={clearOne} />
                </section>
              )}
            </>
          );
        }}
      </Deferred>
      {confirmDialog}
    </div>
  );
}
