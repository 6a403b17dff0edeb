// The sticky site header: both logos, the items with their dropdowns, and a
// toggle for the list on small screens, which opens it as a panel over a backdrop that dims the page.
// Colours and logos come from the navbar document. Opening and closing is plain script
// (site/behaviours/navbar.ts), not React state.
import { NavLink } from 'react-router';
import { Menu, X } from 'lucide-react';
import type { Navbar as NavbarData, PageLink, ServiceSlug } from '@site/contracts/site';
import { colourStyle } from '../../sections/shared/colourStyle';
import { NavBrand } from './NavBrand';
import { NavDropdown } from './NavDropdown';
import { localisedItems, navItems } from './nav-items';
import { usePageLanguage } from '../../shared/page-language';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useSiteMessages } from '../../sections/shared/site-messages';
import styles from './Navbar.module.css';

interface Props {
  navbar: NavbarData;
  /** The site settings' name, for the logo's link. */
  siteName: string;
  serviceSlugs: readonly ServiceSlug[];
  pageLinks?: readonly PageLink[];
}

export function Navbar({ navbar, siteName, serviceSlugs, pageLinks = [] }: Props) {
  const language = usePageLanguage();
  const words = useSiteMessages();
  const items = localisedItems(navItems(serviceSlugs, pageLinks, navbar.menu), language);
  const colours = colourStyle({
    '--nav-bg': navbar.bgColor,
    '--nav-fg': navbar.textColor,
    '--nav-btn-bg': navbar.buttonBgColor,
    '--nav-btn-fg': navbar.buttonTextColor,
  });

  // The toggle's aria-expanded, and so which icon and label show, belongs to the script (behaviours/navbar.ts).
  return (
    <header className={styles.header} style={colours} data-navbar="">
      <div className={`container ${styles.bar}`}>
        <NavBrand navbar={navbar} siteName={siteName} />
        <button type="button" className={styles.toggle} aria-controls="site-nav" data-menu-toggle="">
          <Menu className={styles.whenClosed} size={24} aria-hidden="true" />
          <X className={styles.whenOpen} size={24} aria-hidden="true" />
          <span className={`visually-hidden ${styles.whenClosed}`}>Open menu</span>
          <span className={`visually-hidden ${styles.whenOpen}`}>Close menu</span>
        </button>
        {/* Dims the page under the open phone menu; a tap on it closes the menu (behaviours/navbar.ts). */}
        <div className={styles.backdrop} data-menu-backdrop="" aria-hidden="true" />
        <nav id="site-nav" aria-label="Main" className={styles.nav}>
          <ul className={styles.list}>
            {/* An edited menu may open one address from two items: the key is the place in the list. */}
            {items.map((item, index) =>
              item.children ? (
                <NavDropdown key={`${index}:${item.to}`} label={item.label} to={item.to} entries={item.children} />
              ) : (
                <li key={`${index}:${item.to}`} className={styles.item}>
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) =>
                      `${styles.link} ${item.to === '/contact' ? styles.cta : ''} ${isActive ? styles.active : ''}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          {language.languages.length > 1 && <LanguageSwitcher label={words.languageSwitcher} />}
        </nav>
      </div>
    </header>
  );
}
