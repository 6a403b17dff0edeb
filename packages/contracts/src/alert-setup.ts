// Whether email alerts can reach anyone, as the Messages screen and the editor's sidebar say it: plain
// values without zod, so the editor's shell can import them (the schemas are notifications.ts).
import type { NotificationSettings } from './notifications.js';

/** The sentences the screens show when alerts are off, and what to do about it. */
export const ALERTS_OFF_NO_SERVER =
  'Email alerts are off: no mail server is set. Ask whoever runs the server to set SMTP_URL and MAIL_FROM in its environment.';
export const ALERTS_OFF_NO_ADDRESS =
  'Email alerts are off: no address is set to get them. Add one in Site settings → Notifications.';

/** Why alerts are off, as the Messages screen and the editor's sidebar say it; null when they are on. */
export function alertsOffReason(settings: Pick<NotificationSettings, 'mail_server' | 'recipients'>): string | null {
  if (!settings.mail_server.set) return ALERTS_OFF_NO_SERVER;
  if (settings.recipients.length === 0) return ALERTS_OFF_NO_ADDRESS;
  return null;
}
