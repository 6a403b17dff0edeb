// Site settings' route loader: the site settings (waited for: the form starts from them) and, not
// waited for, the email alerts' state for the Notifications card.
import type { NotificationSettings, SiteSettings } from '@site/contracts';
import { fetchNotificationSettings } from '../api/notifications';
import { fetchSettings } from '../api/seo';
import type { Versioned } from '../api/versioned';
import { deferred } from '../loading/deferred';

export interface SettingsLoaderData {
  settings: Versioned<SiteSettings>;
  notifications: Promise<NotificationSettings>;
}

export async function settingsLoader(): Promise<SettingsLoaderData> {
  const notifications = deferred(fetchNotificationSettings());
  return { settings: await fetchSettings(), notifications };
}
