// What the editor says about email alerts: for a message, its alert line (sent, waiting for its
// first try, retrying and when the next try is, or failed with the SMTP server's reason; nothing when
// alerts were off as it arrived); for the inbox as a whole, whether alerts are off now and why.
import { alertsOffReason, type MessageNotification, type NotificationSettings } from '@site/contracts';
import { ADMIN_PATHS } from '../admin-paths';

export type AlertTone = 'ok' | 'waiting' | 'failed';

export interface AlertStatus {
  tone: AlertTone;
  text: string;
}

/** `time` writes a timestamp for the admin (the screen passes toLocaleString). */
export function alertStatus(notification: MessageNotification | null, time: (iso: string) => string): AlertStatus | null {
  if (!notification) return null;
  switch (notification.state) {
    case 'sent':
      return { tone: 'ok', text: notification.sent_at ? `Email alert sent ${time(notification.sent_at)}` : 'Email alert sent' };
    case 'pending':
      return { tone: 'waiting', text: 'Email alert waiting to be sent' };
    case 'retrying': {
      const next = notification.next_attempt_at ? ` — next try ${time(notification.next_attempt_at)}` : '';
      const reason = notification.error ? ` (${notification.error})` : '';
      return { tone: 'waiting', text: `Email alert retrying${next}${reason}` };
    }
    case 'failed':
      return { tone: 'failed', text: `Email alert failed: ${notification.error ?? 'no reason was given'}` };
  }
}

/** Where alerts are set up: Site settings → Notifications. */
export const ALERT_SETTINGS_LINK = `${ADMIN_PATHS.settings}#notifications`;

/** Why no alert reaches anyone now (the contract's sentence), or null when alerts are on. */
export const alertsOff = (settings: NotificationSettings): string | null => alertsOffReason(settings);
