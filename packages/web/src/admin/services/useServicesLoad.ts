// Loads the services list once for the Services Manager and hands it to the form, with its version
// (what the first save names in If-Match). A 401 ends the session; any other failure is logged
// (admin spec §8) and shown as one line.
import type { Service } from '@site/contracts';
import { useEffect, useRef, useState } from 'react';
import { listServices } from '../api/services';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';

export type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

export function useServicesLoad(onLoaded: (services: Service[], etag: string | null) => void): LoadState {
  const endSession = useEndSessionOnUnauthorized();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  // Loaded once per visit: after that the form owns the list.
  const loaded = useRef(onLoaded);

  useEffect(() => {
    let current = true;
    listServices().then(
      ({ data, etag }) => {
        if (!current) return;
        loaded.current(data, etag);
        setState({ status: 'ready' });
      },
      (error: unknown) => {
        if (!current || endSession(error)) return;
        console.error('Failed to load services', error);
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [endSession]);

  return state;
}
