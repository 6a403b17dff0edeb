// A message's email alert line (alert-status.ts): a check when sent, a clock while waiting or
// retrying, a warning with the reason when it failed; nothing when alerts were off.
import type { MessageNotification } from '@site/contracts';
import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import { alertStatus, type AlertTone } from './alert-status';
import { readableDate } from './readable-date';
import styles from './MessagesTable.module.css';

const ICONS: Record<AlertTone, typeof Clock> = { ok: CircleCheck, waiting: Clock, failed: TriangleAlert };

export function AlertLine({ notification }: { notification: MessageNotification | null }) {
  const status = alertStatus(notification, readableDate);
  if (!status) return null;
  const Icon = ICONS[status.tone];
  return (
    <p className={styles.alert} data-tone={status.tone}>
      <Icon aria-hidden="true" size={14} />
      <span>{status.text}</span>
    </p>
  );
}
