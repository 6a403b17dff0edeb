// The route error screen: 'Unexpected Application Error!' with the error's text.
// Used inside the layout for a failing page and, bare, when the layout itself fails.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { messageOf } from '../shared/error-message';
import styles from './RouteError.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return messageOf(error, String(error));
}

export function RouteError() {
  const error = useRouteError();
  return (
    <div className={`container ${styles.error}`} role="alert">
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <pre className={styles.text}>{describe(error)}</pre>
      {/* A plain link: after a render error the router may be the broken part. */}
      <p>
        <Link to="/" reloadDocument className={styles.home}>
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
