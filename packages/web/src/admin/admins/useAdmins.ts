// Loads the list of admins for the Admins screen and reloads it on demand (after a removal). A 401
// ends the session; any other failure is one sentence on the screen (list-failure.ts).
import type { Admin } from '@site/contracts';
import { useCallback, useEffect, useState } from 'react';
import { listAdmins } from '../api/admins';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { FETCH_ADMINS_FAILED, listFailureMessage } from './list-failure';

export type AdminList = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; admins: Admin[] };

/** `enabled` false (a role that may not list accounts): nothing is asked and the list stays loading. */
export function useAdmins(enabled = true): { list: AdminList; reload: () => Promise<void> } {
  const endSession = useEndSessionOnUnauthorized();
  const [list, setList] = useState<AdminList>({ status: 'loading' });

  // A reload keeps the table on screen until the new list arrives.
  const reload = useCallback(
    () =>
      listAdmins().then(
        (admins) => setList({ status: 'ready', admins }),
        (error: unknown) => {
          if (endSession(error)) return;
          console.error(FETCH_ADMINS_FAILED, error);
          setList({ status: 'error', message: listFailureMessage(error) });
        },
      ),
    [endSession],
  );

  useEffect(() => {
    if (enabled) void reload();
  }, [reload, enabled]);

  return { list, reload };
}
