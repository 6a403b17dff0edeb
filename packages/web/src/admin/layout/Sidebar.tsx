// The admin sidebar: the product title, the Dashboard, the Design and Functionality groups of
// links (Messages with its unread count and its failed email alerts, and a link to set email alerts up while they are off), then
// the theme toggle and Log Out. Plain links and
// buttons, so Tab and Enter operate it. On a site with several languages the editing screens' links
// keep the language being edited (`?locale=`), and Languages opens the translation overview.
import { may, ROLE_LABELS, type Language, type NotificationSettings, type User } from '@site/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LOCALE_PARAM, withLocale } from '../api/locale';
import { ADMIN_BASE, ADMIN_PATHS } from '../admin-paths';
import { AlertsOffNotice } from '../messages/AlertsOffNotice';
import { ThemeToggle } from '../theme/ThemeToggle';
import { LogoutButton } from './LogoutButton';
import { SIDEBAR_GROUPS, sidebarLinksFor, type SidebarLink } from './sidebar-links';
import { UNREAD_DESCRIPTION_ID, UnreadBadge } from './UnreadBadge';
import { IN_REVIEW_DESCRIPTION_ID, InReviewBadge } from './InReviewBadge';
import { FAILED_ALERTS_DESCRIPTION_ID, FailedAlertsBadge } from './FailedAlertsBadge';
import styles from './Sidebar.module.css';

interface SidebarProps {
  user: User;
  /** The number of unread messages, as the layout's loader started reading it (null: the role has no inbox). */
  unread: Promise<number> | null;
  /** How many email alerts failed while their messages are unread (null: the role has no inbox). */
  failedAlerts: Promise<number> | null;
  /** Whether email alerts are on, as the layout's loader started reading it (null: the role has no inbox). */
  alerts: Promise<NotificationSettings> | null;
  /** The site's languages, as the layout's loader started reading them. */
  languages: Promise<Language[]>;
  /** Called when a link is followed, so the mobile drawer can close. */
  onNavigate: () => void;
}

/** The ids of the hidden descriptions of a link's counts, for its aria-describedby. */
function describedBy(link: SidebarLink): string | undefined {
  const ids = [
    link.showsUnread && UNREAD_DESCRIPTION_ID,
    link.showsFailedAlerts && FAILED_ALERTS_DESCRIPTION_ID,
    link.showsInReview && IN_REVIEW_DESCRIPTION_ID,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function SidebarItem({
  link,
  unread,
  failedAlerts,
  onNavigate,
}: {
  link: SidebarLink;
  unread: Promise<number> | null;
  failedAlerts: Promise<number> | null;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const Icon = link.icon;
  const content = (
    <>
      <Icon aria-hidden="true" size={18} />
      {link.label}
      {link.showsUnread && unread && <UnreadBadge unread={unread} />}
      {link.showsFailedAlerts && failedAlerts && <FailedAlertsBadge failed={failedAlerts} />}
      {link.showsInReview && <InReviewBadge />}
    </>
  );
  if (link.external) {
    return (
      <a className={styles.link} href={link.to}>
        {content}
      </a>
    );
  }
  // A link is current on its screen and below it (services/:slug); /admin shows the Home editor,
  // so Home is current there too.
  const atIndex = pathname === ADMIN_BASE || pathname === `${ADMIN_BASE}/`;
  const current = pathname === link.to || pathname.startsWith(`${link.to}/`) || (link.to === ADMIN_PATHS.home && atIndex);
  return (
    <Link
      to={link.keepsLanguage ? withLocale(link.to, search.get(LOCALE_PARAM)) : link.to}
      onClick={onNavigate}
      className={`${styles.link} ${current ? styles.active : ''}`}
      aria-current={current ? 'page' : undefined}
      aria-describedby={describedBy(link)}
    >
      {content}
    </Link>
  );
}

/** How many languages the site has, once known (1 until then, and when they cannot be read). */
function useLanguageCount(languages: Promise<Language[]>): number {
  const [count, setCount] = useState(1);
  useEffect(() => {
    let current = true;
    languages.then(
      (list) => current && setCount(list.length),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [languages]);
  return count;
}

export function Sidebar({ user, unread, failedAlerts, alerts, languages, onNavigate }: SidebarProps) {
  const languageCount = useLanguageCount(languages);
  return (
    <div className={styles.sidebar}>
      <p className={styles.title}>Dynamic Website Editor</p>
      <nav className={styles.nav} aria-label="Editor">
        {SIDEBAR_GROUPS.map((group) => (
          <section key={group.title} className={styles.group} aria-labelledby={`sidebar-${group.title}`}>
            <h2 id={`sidebar-${group.title}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {sidebarLinksFor(group.links, (permission) => may(user.role, permission), languageCount).map((link) => (
                <li key={link.to}>
                  <SidebarItem link={link} unread={unread} failedAlerts={failedAlerts} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {/* Alerts are set up under Site settings: shown to the roles that may open it. */}
        {alerts && may(user.role, 'change_settings') && (
          <AlertsOffNotice settings={alerts} variant="short" onNavigate={onNavigate} />
        )}
      </nav>
      <div className={styles.footer}>
        <p className={styles.user}>
          Signed in as <strong>{user.username}</strong> ({ROLE_LABELS[user.role]})
        </p>
        <ThemeToggle />
        <LogoutButton />
      </div>
    </div>
  );
}
