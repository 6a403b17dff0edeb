// /admin/languages: every section of every page, the services, each editor-built page and each page's
// search-engine settings with their translation status in each language other than the default
// (texts translated of the default's), each count a link that opens its editor in that language;
// above, each language's total over the site. The site's languages are set
// in Site settings.
import { useLoaderData } from 'react-router';
import { Link } from 'react-router';
import type { TranslationStatus } from '@site/contracts';
import { ADMIN_PATHS } from '../admin-paths';
import table from '../ui/Table.module.css';
import screen from '../ui/Screen.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { languageTotals, overviewGroups } from './translation-overview';
import styles from './Languages.module.css';

const TITLE = 'Languages';

export function LanguagesPage() {
  useDocumentTitle(TITLE);
  const status = useLoaderData<TranslationStatus>();
  const [first, ...others] = status.languages;
  const totals = languageTotals(status);
  const groups = overviewGroups(status);
  return (
    <div className={screen.screen}>
      <h1 className={screen.title}>{TITLE}</h1>
      <p className={styles.intro}>
        How much of the site each language translates. A text a language leaves untranslated shows in its fallback language
        {first ? `, and last in ${first.name} (the default)` : ''}. Open a count to translate it. The languages themselves are set
        in <Link to={ADMIN_PATHS.settings}>Site settings</Link>.
      </p>
      {others.length === 0 ? (
        <p>The site has one language. Add another in Site settings to translate the site.</p>
      ) : (
        <>
          <ul className={styles.totals} aria-label="Each language over the site">
            {others.map((language) => {
              const total = totals[language.code] ?? { translated: 0, total: 0 };
              return (
                <li key={language.code} className={styles.total}>
                  <span className={styles.name} lang={language.code}>
                    {language.name}
                  </span>{' '}
                  <span className={styles.code}>{language.code}</span>
                  <span>
                    {total.translated} of {total.total} texts translated
                  </span>
                </li>
              );
            })}
          </ul>
          <div className={table.scroller}>
            <table className={`${table.table} ${styles.overview}`}>
              <caption className="visually-hidden">Translated texts per section, page and language</caption>
              <thead>
                <tr>
                  <th scope="col">Section or page</th>
                  {others.map((language) => (
                    <th key={language.code} scope="col" lang={language.code}>
                      {language.name}
                    </th>
                  ))}
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.screen}>
                  <tr>
                    <th scope="rowgroup" colSpan={others.length + 1} className={styles.screenRow}>
                      {group.screen}
                    </th>
                  </tr>
                  {group.documents.map((document) => (
                    <tr key={document.label}>
                      <th scope="row">{document.label}</th>
                      {others.map((language) => {
                        const progress = document.progress[language.code] ?? { translated: 0, total: 0 };
                        const to = document.editIn(language.code);
                        const words = `${progress.translated}/${progress.total}`;
                        const done = progress.translated >= progress.total;
                        const name = `${document.label} in ${language.name}: ${progress.translated} of ${progress.total} texts translated`;
                        return (
                          <td key={language.code} className={done ? styles.done : styles.todo}>
                            {to ? (
                              <Link to={to} aria-label={name}>
                                {words}
                              </Link>
                            ) : (
                              words
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </>
      )}
    </div>
  );
}
