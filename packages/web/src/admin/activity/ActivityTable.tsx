// The audit log's entries, newest first: when, who, what (in words), to what, from where, and any
// detail. Below the box's 52rem of width each row is a card, so nothing scrolls sideways on a phone.
import { AUDIT_ACTION_LABELS, type AuditEntryView } from '@site/contracts';
import { readableDate } from '../messages/readable-date';
import table from '../ui/Table.module.css';
import styles from './ActivityPage.module.css';

/** The detail as "key: value" pairs, a line each; an object or list as JSON. */
function detailText(detail: AuditEntryView['detail']): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
}

export function ActivityTable({ entries, labelledBy }: { entries: AuditEntryView[]; labelledBy: string }) {
  if (entries.length === 0) return <p className={styles.empty}>No activity matches these filters.</p>;
  return (
    <div className={styles.log}>
      <div className={`${table.scroller} ${styles.scroller}`}>
        <table className={`${table.table} ${styles.table}`} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col" className={styles.whenColumn}>
                When
              </th>
              <th scope="col" className={styles.whoColumn}>
                Who
              </th>
              <th scope="col" className={styles.whatColumn}>
                What
              </th>
              <th scope="col">Target</th>
              <th scope="col" className={styles.fromColumn}>
                From
              </th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className={styles.row}>
                <td className={styles.when}>
                  <time dateTime={entry.at}>{readableDate(entry.at)}</time>
                </td>
                <td className={styles.who}>{entry.actor ?? <span className={styles.nobody}>No account</span>}</td>
                <td className={styles.what} data-action={entry.action}>
                  {AUDIT_ACTION_LABELS[entry.action]}
                </td>
                <td className={styles.target}>{entry.target ?? ''}</td>
                <td className={styles.from}>{entry.address ?? ''}</td>
                <td className={styles.detail}>{detailText(entry.detail)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
