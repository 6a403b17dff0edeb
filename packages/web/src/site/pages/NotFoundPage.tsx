// The Not Found page: one heading that says what happened in words, a sentence, and the two ways on
// (home and contact). The server answers it with HTTP 404.
import { Link } from 'react-router';
import section from '../../sections/shared/section.module.css';
import button from '../../sections/shared/button.module.css';
import { useSiteMessages } from '../../sections/shared/site-messages';
import { PATHS } from '../paths';
import styles from './pages.module.css';

export function NotFoundPage() {
  // In the page's language (the Site messages section).
  const words = useSiteMessages();
  return (
    <div className={`container ${section.section} ${styles.notFoundPage}`}>
      <h1 className={section.pageTitle}>{words.notFoundTitle}</h1>
      <p className={section.lead}>{words.notFoundText}</p>
      <div className={styles.actions}>
        <Link to={PATHS.home} className={button.button}>
          {words.notFoundHome}
        </Link>
        <Link to={PATHS.contact} className={`${button.button} ${button.outline}`}>
          {words.notFoundContact}
        </Link>
      </div>
    </div>
  );
}
