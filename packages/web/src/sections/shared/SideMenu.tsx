// A floating menu of page links: round icons at the right edge on wide screens (labels slide out on
// hover or focus), a scrollable row of chips in the page flow below 1024px, scrolled to the current
// page's chip by plain script (site/behaviours/side-menu.ts).
import { NavLink } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import styles from './SideMenu.module.css';

export interface SideMenuLink {
  label: string;
  Icon: LucideIcon;
  /** An in-page anchor (#team)... */
  href?: string;
  /** ...or a route of the site. */
  to?: string;
}

export function SideMenu({ label, links }: { label: string; links: readonly SideMenuLink[] }) {
  return (
    <nav className={styles.menu} aria-label={label}>
      <ul className={styles.list} data-side-menu="">
        {links.map(({ href, to, label: text, Icon }) => {
          const inner = (
            <>
              <Icon className={styles.icon} aria-hidden="true" size={20} />
              <span className={styles.label}>{text}</span>
            </>
          );
          return (
            <li key={to ?? href}>
              {to ? (
                <NavLink to={to} end className={({ isActive }) => `${styles.link} ${isActive ? styles.current : ''}`}>
                  {inner}
                </NavLink>
              ) : (
                <a className={styles.link} href={href}>
                  {inner}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
