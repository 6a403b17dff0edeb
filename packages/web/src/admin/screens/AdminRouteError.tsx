// A failure while loading or rendering an admin screen (the server down while checking the session,
// a bug): the same words as the public site's error screen and the error text, with a way to try again.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { messageOf } from '../../api/error-message';
import styles from './StatusScreen.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return messageOf(error, String(error));
}

export function AdminRouteError() {
  const error = useRouteError();
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
