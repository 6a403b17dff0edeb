// The admin area's frame: the sidebar beside the current screen. On
// narrow screens the sidebar is a drawer behind a toggle in a top bar; Escape or following a link
// closes it. Its loader (layout-loader.ts: the guard, then the unread count) has checked the session
// before this renders.
import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import type { AdminLayoutData } from './layout-loader';
import { Sidebar } from './Sidebar';
import styles from './AdminLayout.module.css';

const SIDEBAR_ID = 'admin-sidebar';

export function AdminLayout() {
  const { user, unread, failedAlerts, alerts, languages } = useLoaderData<AdminLayoutData>();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    // The drawer just opened over the page: keyboard users continue inside it, at its first link.
    sidebarRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#admin-main">
        Skip to content
      </a>
      <header className={styles.topbar}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
        <span className={styles.topbarTitle}>Dynamic Website Editor</span>
      </header>
      <aside ref={sidebarRef} id={SIDEBAR_ID} className={`${styles.sidebar} ${open ? styles.open : ''}`} aria-label="Sidebar">
        <Sidebar
          user={user}
          unread={unread}
          failedAlerts={failedAlerts}
          alerts={alerts}
          languages={languages}
          onNavigate={close}
        />
      </aside>
      {open && <div className={styles.backdrop} onClick={close} aria-hidden="true" />}
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
