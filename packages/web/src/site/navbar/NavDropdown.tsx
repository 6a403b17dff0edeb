// One dropdown of the navbar: a disclosure button with its list of links. Opening and closing
// (hover, click, keyboard, Escape) is plain script, site/behaviours/navbar.ts, which owns the button's
// aria-expanded; the list shows while it is true (Navbar.module.css).
import { useUniqueId } from '../../islands/island-id';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { NavLinkItem } from './nav-items';
import styles from './Navbar.module.css';

interface Props {
  label: string;
  to: string;
  entries: NavLinkItem[];
}

export function NavDropdown({ label, to, entries }: Props) {
  const menuId = useUniqueId();
  const { pathname } = useLocation();
  const active = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <li className={styles.item} data-dropdown="">
      <button
        type="button"
        className={`${styles.link} ${styles.trigger} ${active ? styles.active : ''}`}
        aria-controls={menuId}
        data-dropdown-trigger=""
      >
        {label}
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </button>
      <ul id={menuId} className={styles.menu}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end className={({ isActive }) => `${styles.menuLink} ${isActive ? styles.menuActive : ''}`}>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
