// The sticky site header: both logos, the items with their dropdowns, and a
// toggle for the list on small screens. Colours and logos come from the navbar document.
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import type { Navbar as NavbarData, PageLink, ServiceSlug } from '@site/contracts/site';
import { colourStyle } from '../../sections/shared/colourStyle';
import { NavBrand } from './NavBrand';
import { NavDropdown } from './NavDropdown';
import { navItems } from './nav-items';
import { useDropdowns } from './useDropdowns';
import styles from './Navbar.module.css';

interface Props {
  navbar: NavbarData;
  /** The site settings' name, for the logo's link. */
  siteName: string;
  serviceSlugs: readonly ServiceSlug[];
  pageLinks?: readonly PageLink[];
}

export function Navbar({ navbar, siteName, serviceSlugs, pageLinks = [] }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const dropdowns = useDropdowns();
  const { close } = dropdowns;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const items = navItems(serviceSlugs, pageLinks);
  const anythingOpen = menuOpen || dropdowns.openIndex !== null;

  // A navigation closes whatever was open: decided while rendering the new address, not after.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    close();
  }

  // A click elsewhere or Escape closes whatever is open (a dropdown's own Escape came first).
  useEffect(() => {
    if (!anythingOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && headerRef.current?.contains(event.target)) return;
      setMenuOpen(false);
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      if (menuOpen) {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anythingOpen, menuOpen, close]);

  const colours = colourStyle({
    '--nav-bg': navbar.bgColor,
    '--nav-fg': navbar.textColor,
    '--nav-btn-bg': navbar.buttonBgColor,
    '--nav-btn-fg': navbar.buttonTextColor,
  });

  return (
    <header ref={headerRef} className={styles.header} style={colours}>
      <div className={`container ${styles.bar}`}>
        <NavBrand navbar={navbar} siteName={siteName} />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav id="site-nav" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul className={styles.list}>
            {items.map((item, index) =>
              item.children ? (
                <NavDropdown
                  key={item.to}
                  label={item.label}
                  to={item.to}
                  entries={item.children}
                  index={index}
                  dropdowns={dropdowns}
                />
              ) : (
                <li key={item.to} className={styles.item}>
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
        </nav>
      </div>
    </header>
  );
}
