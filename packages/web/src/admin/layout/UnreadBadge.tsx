// The unread count beside Messages in the sidebar, once it has loaded; nothing when there are no
// unread messages or the count could not be read (the Messages screen says why). The number is
// seen; the link's description ("3 unread") is what a screen reader hears after "Messages".
import { Deferred } from '../loading/Deferred';
import styles from './Sidebar.module.css';

export const UNREAD_DESCRIPTION_ID = 'sidebar-unread';

export function UnreadBadge({ unread }: { unread: Promise<number> }) {
  return (
    <Deferred data={unread} loading={null} failed={() => null} failureLog="Counting the unread messages failed">
      {(count) =>
        count > 0 && (
          <>
            <span className={styles.badge} aria-hidden="true">
              {count}
            </span>
            <span id={UNREAD_DESCRIPTION_ID} hidden>
              {`${count} unread`}
            </span>
          </>
        )
      }
    </Deferred>
  );
}
