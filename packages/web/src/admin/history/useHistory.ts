// Loads a document's history for the history panel, and again on demand (after a restore or a
// retry). A 401 ends the session; any other failure is logged and kept as one line to show.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { History } from '@site/contracts';
import { fetchHistory } from '../api/history';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';

export type HistoryState = { status: 'loading' } | { status: 'ready'; history: History } | { status: 'error'; message: string };

export function useHistory(doc: string): { state: HistoryState; reload: () => void } {
  const endSession = useEndSessionOnUnauthorized();
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  // Only the latest request may set state: an older, slower answer must not overwrite a newer one.
  const latest = useRef(0);

  const reload = useCallback(() => {
    const request = ++latest.current;
    setState({ status: 'loading' });
    fetchHistory(doc).then(
      (history) => {
        if (request === latest.current) setState({ status: 'ready', history });
      },
      (error: unknown) => {
        if (request !== latest.current || endSession(error)) return;
        console.error(`Failed to load the history of ${doc}`, error);
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [doc, endSession]);

  useEffect(() => {
    reload();
    // A closed panel's answer is of no use.
    return () => {
      latest.current++;
    };
  }, [reload]);

  return { state, reload };
}
