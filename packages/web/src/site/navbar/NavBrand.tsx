// The two logos: the company's (home link) and the sister company's, which opens
// navbar.logo2Link in a new tab.
import { Link } from 'react-router';
import type { Navbar } from '@site/contracts';
import styles from './Navbar.module.css';

export function NavBrand({ navbar }: { navbar: Navbar }) {
  return (
    <div className={styles.brand}>
      <Link to="/" className={styles.logoLink}>
        {navbar.logo ? (
          <img className={styles.logo} src={navbar.logo} alt="Home page" />
        ) : (
          <span className={styles.logoText}>Home</span>
        )}
      </Link>
      {navbar.logo2 &&
        (navbar.logo2Link ? (
          <a className={styles.logoLink} href={navbar.logo2Link} target="_blank" rel="noopener noreferrer">
            <img className={styles.logo} src={navbar.logo2} alt={`${navbar.groupName || 'Sister company'} website (opens in a new tab)`} />
          </a>
        ) : (
          <img className={styles.logo} src={navbar.logo2} alt={navbar.groupName || 'Sister company logo'} />
        ))}
    </div>
  );
}
