// The admin frame's loader: the guard (auth/require-session.ts) and, not waited for, the numbers of
// unread messages and failed email alerts the sidebar shows beside Messages (one request) and whether email alerts are on (it says when not). Every revalidation (a message read, marked
// unread or deleted; any save) runs it again, so the count stays current without a reload. A
// search on a screen (only the address's query changes) does not.
import { API_BASE, may, type Language, type NotificationSettings, type SiteSettings, type User } from '@site/contracts';
import { adminFetch } from '../api/admin-fetch';
import type { ShouldRevalidateFunction } from 'react-router';
import { countInbox } from '../api/contact-messages';
import { fetchNotificationSettings } from '../api/notifications';
import { requireSession } from '../auth/require-session';
import { deferred } from '../loading/deferred';

export interface AdminLayoutData {
  user: User;
  /** Null for a role that may not read the inbox (the sidebar has no Messages then). */
  unread: Promise<number> | null;
  /** How many email alerts failed while their messages are unread; null as `unread`. */
  failedAlerts: Promise<number> | null;
  alerts: Promise<NotificationSettings> | null;
  /** The site's languages (the sidebar's Languages link is for a site with several). */
  languages: Promise<Language[]>;
}

export async function adminLayoutLoader(): Promise<AdminLayoutData> {
  const user = await requireSession();
  // Read here without the settings screen's module, which the shell (and the login page) would carry.
  const languages = deferred(
    adminFetch(`${API_BASE}/settings`, { cache: 'no-store' })
      .then((response) => response.json() as Promise<SiteSettings>)
      .then((settings) => settings.languages),
  );
  if (!may(user.role, 'read_inbox')) return { user, unread: null, failedAlerts: null, alerts: null, languages };
  const inbox = countInbox();
  return {
    user,
    unread: deferred(inbox.then((counts) => counts.unread)),
    failedAlerts: deferred(inbox.then((counts) => counts.failedAlerts)),
    alerts: deferred(fetchNotificationSettings()),
    languages,
  };
}

export const adminLayoutShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
