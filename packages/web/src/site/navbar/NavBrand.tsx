// The two logos: the company's (home link) and the sister company's, which opens
// navbar.logo2Link in a new tab.
import { Link } from 'react-router';
import type { Navbar } from '@site/contracts';
import { Picture } from '../../sections/shared/Picture';
import styles from './Navbar.module.css';

/** Above the fold on every page: loaded at once. At most 140px wide, 48px high (Navbar.module.css). */
const LOGO_SIZES = '140px';

export function NavBrand({ navbar }: { navbar: Navbar }) {
  return (
    <div className={styles.brand}>
      <Link to="/" className={styles.logoLink}>
        {navbar.logo ? (
          <Picture className={styles.logo} src={navbar.logo} alt="Home page" sizes={LOGO_SIZES} eager />
        ) : (
          <span className={styles.logoText}>Home</span>
        )}
      </Link>
      {navbar.logo2 &&
        (navbar.logo2Link ? (
          <a className={styles.logoLink} href={navbar.logo2Link} target="_blank" rel="noopener noreferrer">
            <Picture className={styles.logo} src={navbar.logo2} alt={`${navbar.groupName || 'Sister company'} website (opens in a new tab)`} sizes={LOGO_SIZES} eager />
          </a>
        ) : (
          <Picture className={styles.logo} src={navbar.logo2} alt={navbar.groupName || 'Sister company logo'} sizes={LOGO_SIZES} eager />
        ))}
    </div>
  );
}
