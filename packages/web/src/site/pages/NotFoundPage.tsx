// The Not Found page: one heading that says what happened in words, a sentence, and the two ways on
// (home and contact). The server answers it with HTTP 404.
import { Link } from 'react-router';
import section from '../../sections/shared/section.module.css';
import button from '../../sections/shared/button.module.css';
import { PATHS } from '../paths';
import styles from './pages.module.css';

export function NotFoundPage() {
  return (
    <div className={`container ${section.section} ${styles.notFoundPage}`}>
      <h1 className={section.pageTitle}>Page not found</h1>
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
