// One saved version in the history panel: its number (the current one marked), who saved it and
// when in the admin's locale, its note, Compare, and for an older one Restore (and Restore and
// publish, for a document with drafts) and, beside a live preview, Show.
import type { RevisionSummary } from '@site/contracts';
import buttons from '../ui/Button.module.css';
import { savedByLabel } from './history-text';
import { formatSavedAt } from './saved-at';
import type { ShowVersion } from './useShowVersion';
import styles from './HistoryDialog.module.css';
import { useRefusal } from '../auth/permissions';

interface ItemProps {
  item: RevisionSummary;
  current: boolean;
  /** The version being restored, if any: every Restore waits for it. */
  restoring: number | null;
  onRestore: (version: number) => void;
  /** Restore and publish: absent for a document without drafts, whose Restore is already live. */
  onRestoreLive?: ((version: number) => void) | undefined;
  /** Absent without a preview to show a version in. */
  show?: ShowVersion;
  /** Opens the compare of this version with another, or with the draft. */
  onCompare: (version: number) => void;
}

export function VersionItem({ item, current, restoring, onRestore, onRestoreLive, show, onCompare }: ItemProps) {
  const restore = useRefusal('restore');
  return (
    <li className={`${styles.item} ${current ? styles.current : ''}`} aria-current={current ? 'true' : undefined}>
      <div className={styles.what}>
        <span className={styles.version}>
          Version {item.version}
          {current && (
            <>
              {' '}
              <span className={styles.badge}>current</span>
            </>
          )}
        </span>
        <span className={styles.meta}>
          {savedByLabel(item.savedBy)}, <time dateTime={item.savedAt}>{formatSavedAt(item.savedAt)}</time>
        </span>
        {item.note && <span className={styles.note}>{item.note}</span>}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.small}`}
          aria-label={`Compare version ${item.version}`}
          onClick={() => onCompare(item.version)}
        >
          Compare
        </button>
        {!current && (
          <>
            {show && (
              <button
                type="button"
                className={`${buttons.button} ${buttons.small} ${show.shown === item.version ? buttons.primary : ''}`}
                aria-label={`Show version ${item.version} in the preview`}
                aria-pressed={show.shown === item.version}
                disabled={show.loading !== null}
                onClick={() => show.toggle(item.version)}
              >
                {show.loading === item.version ? 'Loading...' : 'Show'}
              </button>
            )}
            <button
              type="button"
              className={`${buttons.button} ${buttons.small}`}
              aria-label={`Restore version ${item.version}`}
              disabled={restoring !== null || restore.refused}
              title={restore.reason}
              onClick={() => onRestore(item.version)}
            >
              {restoring === item.version ? 'Restoring...' : 'Restore'}
            </button>
            {onRestoreLive && (
              <button
                type="button"
                className={`${buttons.button} ${buttons.small}`}
                aria-label={`Restore and publish version ${item.version}`}
                disabled={restoring !== null || restore.refused}
                title={restore.reason}
                onClick={() => onRestoreLive(item.version)}
              >
                Restore and publish
              </button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
