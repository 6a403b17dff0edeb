// A screen's data as its route loader started it (loading/deferred.ts): `loading` until it arrives,
// then `children` with it. A reload is the router's revalidation, which hands in a new promise in a
// transition: the rows already shown stay until the new ones arrive, and only the promise of the
// latest loader run is ever rendered, so an older, slower answer cannot replace a newer one. A
// failure is logged and shown by `failed`, except a 401, which ends the session.
import { Suspense, useEffect, type ReactNode } from 'react';
import { Await, useAsyncError } from 'react-router';
import { UnauthorizedError } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';

interface Props<T> {
  data: Promise<T>;
  loading: ReactNode;
  failed: (error: unknown) => ReactNode;
  /** The log line a failure is logged under. */
  failureLog: string;
  children: (value: T) => ReactNode;
}

export function Deferred<T>({ data, loading, failed, failureLog, children }: Props<T>) {
  return (
    <Suspense fallback={loading}>
      <Await resolve={data} errorElement={<LoadFailed failed={failed} failureLog={failureLog} />}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}

function LoadFailed({ failed, failureLog }: Pick<Props<unknown>, 'failed' | 'failureLog'>) {
  const error = useAsyncError();
  const endSession = useEndSessionOnUnauthorized();

  useEffect(() => {
    if (!endSession(error)) console.error(failureLog, error);
  }, [endSession, error, failureLog]);

  return error instanceof UnauthorizedError ? null : failed(error);
}
