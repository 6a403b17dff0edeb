// The 404 Not Found page; the server answers it with HTTP 404.
import { Link } from 'react-router';
import section from '../../sections/shared/section.module.css';
import button from '../../sections/shared/button.module.css';
import { PATHS } from '../paths';
import styles from './pages.module.css';

export function NotFoundPage() {
  return (
    <div className={`container ${section.section} ${styles.notFoundPage}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={section.pageTitle}>404 Not Found</h1>
      <p className={section.lead}>Sorry, there is no page at this address. It may have moved, or the link may be mistyped.</p>
      <div className={styles.actions}>
        <Link to={PATHS.home} className={button.button}>
          Go to the home page
        </Link>
        <Link to={PATHS.contact} className={`${button.button} ${button.outline}`}>
          Contact us
        </Link>
      </div>
    </div>
  );
}
