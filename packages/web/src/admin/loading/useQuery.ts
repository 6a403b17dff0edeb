// Data a dialog loads for itself, where no route loader fits (the history panel opens over a page
// editor): loaded on mount and again on demand, one request at a time (LatestRequest), so a slower
// older answer never replaces a newer one and a closed panel hears nothing. A 401 ends the session;
// any other failure is logged and kept as one line to show.
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../shared/error-message';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { LatestRequest } from './latest-request';

export type QueryState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/** `load` should keep its identity while it loads the same thing (useCallback): a new one loads again. */
export function useQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  failureLog: string,
): { state: QueryState<T>; reload: () => void } {
  const endSession = useEndSessionOnUnauthorized();
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [latest] = useState(() => new LatestRequest());

  const fetchNow = useCallback(() => {
    latest.start(load, {
      data: (data) => setState({ status: 'ready', data }),
      error: (error) => {
        if (endSession(error)) return;
        console.error(failureLog, error);
        setState({ status: 'error', message: messageOf(error, String(error)) });
      },
    });
  }, [latest, load, endSession, failureLog]);

  useEffect(() => {
    fetchNow();
    return () => latest.stop();
  }, [latest, fetchNow]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    fetchNow();
  }, [fetchNow]);

  return { state, reload };
}
