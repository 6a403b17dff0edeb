// The admin frame's loader: the guard (auth/require-session.ts) and, not waited for, the number of
// unread messages the sidebar shows beside Messages and whether email alerts are on (it says when not). Every revalidation (a message read, marked
// unread or deleted; any save) runs it again, so the count stays current without a reload. A
// search on a screen (only the address's query changes) does not.
import { may, type Language, type NotificationSettings, type User } from '@site/contracts';
import type { ShouldRevalidateFunction } from 'react-router';
import { countUnreadMessages } from '../api/contact-messages';
import { fetchNotificationSettings } from '../api/notifications';
import { fetchSettings } from '../api/seo';
import { requireSession } from '../auth/require-session';
import { deferred } from '../loading/deferred';

export interface AdminLayoutData {
  user: User;
  /** Null for a role that may not read the inbox (the sidebar has no Messages then). */
  unread: Promise<number> | null;
  alerts: Promise<NotificationSettings> | null;
  /** The site's languages (the sidebar's Languages link is for a site with several). */
  languages: Promise<Language[]>;
}

export async function adminLayoutLoader(): Promise<AdminLayoutData> {
  const user = await requireSession();
  const languages = deferred(fetchSettings().then((settings) => settings.data.languages));
  if (!may(user.role, 'read_inbox')) return { user, unread: null, alerts: null, languages };
  return { user, unread: deferred(countUnreadMessages()), alerts: deferred(fetchNotificationSettings()), languages };
}

export const adminLayoutShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
