// A failure while loading or rendering an admin screen (the server down while checking the session,
// a bug): the same words as the public site's error screen and the error text, with a way to try again.
// A screen's loader that meets a 401 (the admin was removed, or the token expired, since the guard
// last checked) is no error: the session ends as on any other call, on the sign-in screen.
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { messageOf } from '../../shared/error-message';
import { UnauthorizedError } from '../api/errors';
import { useEndSession } from '../auth/useEndSession';
import styles from './StatusScreen.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return messageOf(error, String(error));
}

function EndSession() {
  const endSession = useEndSession();
  useEffect(() => endSession(), [endSession]);
  return null;
}

export function AdminRouteError() {
  const error = useRouteError();
  if (error instanceof UnauthorizedError) return <EndSession />;
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p className={styles.muted}>{describe(error)}</p>
      <p>
        <a href={window.location.pathname}>Try again</a>
      </p>
    </main>
  );
}
