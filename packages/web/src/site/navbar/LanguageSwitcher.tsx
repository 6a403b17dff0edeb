// The navbar's language switcher: this page in each language of the site, the current one marked.
// Plain links to each language's address of the same page (the default's `/about`, Bengali's
// `/bn/about`), each in its own language for the browser and screen readers. The navbar shows it only
// when the site has more than one language.
import { useLocation } from 'react-router';
import { languageLinks, usePageLanguage } from '../../shared/page-language';
import styles from './Navbar.module.css';

export function LanguageSwitcher({ label }: { label: string }) {
  const language = usePageLanguage();
  // The router's location is the page's address in the default language (the prefix is its basename).
  const { pathname } = useLocation();
  return (
    <ul className={styles.languages} aria-label={label}>
      {languageLinks(pathname, language).map((link) => (
        <li key={link.code}>
          <a
            className={`${styles.language} ${link.current ? styles.languageCurrent : ''}`}
            href={link.href}
            lang={link.code}
            hrefLang={link.code}
            aria-current={link.current ? 'true' : undefined}
          >
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
