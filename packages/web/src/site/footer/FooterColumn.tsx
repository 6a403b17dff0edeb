// One titled column of footer links, a navigation landmark of its own.
import { Link } from 'react-router';
import { routerPath, usePageLanguage } from '../../shared/page-language';
import styles from './Footer.module.css';

interface Props {
  title: string;
  links: { label: string; to: string }[];
}

export function FooterColumn({ title, links }: Props) {
  const language = usePageLanguage();
  return (
    <nav className={styles.column} aria-label={`${title} links`}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.links}>
        {/* An edited column may list one address twice: a link's key is its place. */}
        {links.map((link, index) => (
          <li key={index}>
            <Link className={styles.link} to={routerPath(link.to, language)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
