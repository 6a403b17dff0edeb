// The number of email alerts that failed while their messages are unread, beside Messages in the
// sidebar (after the unread count, in the danger colour), once it has loaded; nothing when none
// failed or the count could not be read. A screen reader hears "2 email alerts failed" after the name.
import { Deferred } from '../loading/Deferred';
import styles from './Sidebar.module.css';

export const FAILED_ALERTS_DESCRIPTION_ID = 'sidebar-failed-alerts';

const failedText = (count: number) => (count === 1 ? '1 email alert failed' : `${count} email alerts failed`);

export function FailedAlertsBadge({ failed }: { failed: Promise<number> }) {
  return (
    <Deferred data={failed} loading={null} failed={() => null} failureLog="Counting the failed email alerts failed">
      {(count) =>
        count > 0 && (
          <>
            <span className={`${styles.badge} ${styles.failedBadge}`} aria-hidden="true" title={failedText(count)}>
              {count}
            </span>
            <span id={FAILED_ALERTS_DESCRIPTION_ID} hidden>
              {failedText(count)}
            </span>
          </>
        )
      }
    </Deferred>
  );
}
