// What a message's email alert line says: sent, waiting for its first try, retrying (and when the
// next try is), or failed with the SMTP server's reason. Nothing when email alerts were off as the
// message arrived (notification null).
import type { MessageNotification } from '@site/contracts';

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
