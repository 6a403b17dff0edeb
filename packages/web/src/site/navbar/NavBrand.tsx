// The two logos: the company's (home link) and the sister company's, which opens
// navbar.logo2Link in a new tab. Each reads as its alt text from the navbar form, or a default.
import { Link } from 'react-router';
import { safeImageUrl, safeLink, type Navbar } from '@site/contracts/site';
import { Picture } from '../../sections/shared/Picture';
import styles from './Navbar.module.css';

/** Above the fold on every page: loaded at once. At most 140px wide, 48px high (Navbar.module.css). */
const LOGO_SIZES = '140px';

export function NavBrand({ navbar, siteName }: { navbar: Navbar; siteName: string }) {
  // Checked here too, not only in Picture: a logo that draws nothing would leave an empty link.
  const logo = safeImageUrl(navbar.logo);
  const logo2 = safeImageUrl(navbar.logo2);
  const logo2Link = safeLink(navbar.logo2Link);
  const company = siteName.trim();
  const logoAlt = navbar.logoAlt.trim() || (company ? `${company} home page` : 'Home page');
  const logo2Alt = navbar.logo2Alt.trim();
  return (
    <div className={styles.brand}>
      <Link to="/" className={styles.logoLink}>
        {logo ? (
          <Picture className={styles.logo} src={logo} alt={logoAlt} sizes={LOGO_SIZES} eager />
        ) : (
          <span className={styles.logoText}>Home</span>
        )}
      </Link>
      {logo2 &&
        (logo2Link ? (
          <a className={styles.logoLink} href={logo2Link} target="_blank" rel="noopener noreferrer">
            <Picture
              className={styles.logo}
              src={logo2}
              alt={`${logo2Alt || 'Sister company website'} (opens in a new tab)`}
              sizes={LOGO_SIZES}
              eager
            />
          </a>
        ) : (
          <Picture className={styles.logo} src={logo2} alt={logo2Alt || 'Sister company logo'} sizes={LOGO_SIZES} eager />
        ))}
    </div>
  );
}
