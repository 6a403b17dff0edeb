// Says that email alerts are off, why, and where to set them up (Site settings → Notifications):
// a notice on the Messages screen, a short link in the sidebar, so a new message never waits unseen.
// Nothing while loading, when alerts are on, or when the state could not be read.
import type { NotificationSettings } from '@site/contracts';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { Deferred } from '../loading/Deferred';
import { ALERT_SETTINGS_LINK, alertsOff } from './alert-status';
import styles from './AlertsOffNotice.module.css';

const ALERTS_OFF_FAILED = 'Reading whether email alerts are on failed';

interface Props {
  settings: Promise<NotificationSettings>;
  /** `notice`: the sentence and a link; `short`: a link that says alerts are off (the sentence as its description). */
  variant: 'notice' | 'short';
  onNavigate?: () => void;
}

export function AlertsOffNotice({ settings, variant, onNavigate }: Props) {
  return (
    <Deferred data={settings} loading={null} failed={() => null} failureLog={ALERTS_OFF_FAILED}>
      {(loaded) => {
        const reason = alertsOff(loaded);
        if (!reason) return null;
        if (variant === 'short') {
          return (
            <Link className={styles.short} to={ALERT_SETTINGS_LINK} onClick={onNavigate} title={reason}>
              <BellOff aria-hidden="true" size={16} />
              Email alerts are off
            </Link>
          );
        }
        return (
          <div className={styles.notice} role="note" aria-label="Email alerts">
            <BellOff aria-hidden="true" size={20} />
            <p>
              {reason} <Link to={ALERT_SETTINGS_LINK}>Open Site settings → Notifications</Link>
            </p>
          </div>
        );
      }}
    </Deferred>
  );
}
