// One dropdown of the navbar: a disclosure button with its list of links. Hover opens it on the
// desktop layout, click toggles it everywhere; Escape closes it and gives focus back to its button.
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { NavLinkItem } from './nav-items';
import type { Dropdowns } from './useDropdowns';
import styles from './Navbar.module.css';

/** Hover menus only where the desktop layout shows them side by side (the mobile list uses taps). */
const HOVER_LAYOUT = '(min-width: 1024px)';

interface Props {
  label: string;
  to: string;
  entries: NavLinkItem[];
  index: number;
  dropdowns: Dropdowns;
}

export function NavDropdown({ label, to, entries, index, dropdowns }: Props) {
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusFirstOnOpen = useRef(false);
  const { pathname } = useLocation();
  const open = dropdowns.openIndex === index;
  const active = pathname === to || pathname.startsWith(`${to}/`);

  useEffect(() => {
    if (open && focusFirstOnOpen.current) menuRef.current?.querySelector('a')?.focus();
    focusFirstOnOpen.current = false;
  }, [open]);

  const canHover = (event: PointerEvent) => event.pointerType === 'mouse' && window.matchMedia(HOVER_LAYOUT).matches;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      dropdowns.close();
      triggerRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === triggerRef.current) {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      if (open) menuRef.current?.querySelector('a')?.focus();
      else dropdowns.toggle(index);
    }
  }

  // Tabbing out of an open menu closes it, as a keyboard user would expect.
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) dropdowns.close();
  }

  return (
    <li
      className={styles.item}
      onPointerEnter={(e) => canHover(e) && dropdowns.hoverOpen(index)}
      onPointerLeave={(e) => canHover(e) && dropdowns.hoverClose(index)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        className={`${styles.link} ${styles.trigger} ${active ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => dropdowns.toggle(index)}
      >
        {label}
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </button>
      <ul ref={menuRef} id={menuId} className={styles.menu} hidden={!open}>
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
