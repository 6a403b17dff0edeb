// /admin/services and /admin/services/{slug}: the service pages' editor. The route loader starts
// reading the list; until it arrives the heading shows with a spinner, a failure says why, and the
// loaded list opens in the editor (ServicesEditor), on the tab the address names. With more than one
// language a switcher chooses the language edited; in one other than the default the list's
// translation is edited instead (ServicesInLanguage).
import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { messageOf } from '../../shared/error-message';
import { Deferred } from '../loading/Deferred';
import { LanguageSwitcher } from '../languages/LanguageSwitcher';
import { useDocumentTitle } from '../useDocumentTitle';
import { ServicesEditor } from './ServicesEditor';
import { ServicesHeader } from './ServicesHeader';
import type { ServicesLoaderData } from './services-loader';
import styles from './ServicesManager.module.css';

// Downloaded only in a language other than the default: a one-language site's manager is as light as before.
const ServicesInLanguage = lazy(() => import('./ServicesInLanguage').then((m) => ({ default: m.ServicesInLanguage })));

export function ServicesManager() {
  useDocumentTitle('Services Manager');
  const { services, site } = useLoaderData<ServicesLoaderData>();
  return (
    <div className={styles.screen}>
      <Deferred
        data={services}
        loading={
          <>
            <ServicesHeader />
            <p role="status" className={styles.status}>
              <span className={styles.spinner} aria-hidden="true" />
              Loading services...
            </p>
          </>
        }
        failed={(error) => (
          <>
            <ServicesHeader />
            <p role="alert" className={styles.error}>
              The services could not be loaded: {messageOf(error, String(error))}
            </p>
          </>
        )}
        failureLog="Failed to load services"
      >
        {(loaded) => (
          <>
            <LanguageSwitcher languages={loaded.languages} />
            {loaded.translation ? (
              <Suspense fallback={null}>
                <ServicesInLanguage
                  key={loaded.translation.language.code}
                  loaded={loaded}
                  translation={loaded.translation}
                  site={site}
                />
              </Suspense>
            ) : (
              <ServicesEditor loaded={loaded} site={site} />
            )}
          </>
        )}
      </Deferred>
    </div>
  );
}
