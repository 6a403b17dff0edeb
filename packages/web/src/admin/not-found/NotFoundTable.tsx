// The not-found log's lines: the address (or a probe family in words), its visits, when last and
// first seen, the site that linked there, and Create redirect (addresses only) and Clear. Below the
// box's 48rem of width each line is a card, so nothing scrolls sideways on a phone.
import { Link } from 'react-router';
import type { NotFoundEntry } from '@site/contracts';
import { readableDate } from '../messages/readable-date';
import buttons from '../ui/Button.module.css';
import table from '../ui/Table.module.css';
import { newRedirectLink } from '../redirects/redirects-path';
import { visitsText } from './not-found-entries';
import styles from './NotFoundPage.module.css';

interface Props {
  entries: NotFoundEntry[];
  labelledBy: string;
  /** The address being cleared, if any: its line's buttons wait. */
  clearing: string | null;
  onClear: (path: string) => void;
}

export function NotFoundTable({ entries, labelledBy, clearing, onClear }: Props) {
  return (
    <div className={styles.log}>
      <div className={`${table.scroller} ${styles.scroller}`}>
        <table className={`${table.table} ${styles.table}`} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col" className={styles.visitsColumn}>
                Visits
              </th>
              <th scope="col" className={styles.dateColumn}>
                Last seen
              </th>
              <th scope="col" className={styles.dateColumn}>
                First seen
              </th>
              <th scope="col" className={styles.fromColumn}>
                Linked from
              </th>
              <th scope="col" className={styles.actionsColumn}>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.path} className={styles.row} data-path={entry.path}>
                <th scope="row" className={styles.address}>
                  {entry.probe ?? <code className={styles.path}>{entry.path}</code>}
                </th>
                <td className={styles.visits}>{visitsText(entry.hits)}</td>
                <td className={styles.last}>
                  <span className={styles.cardLabel}>Last seen </span>
                  <time dateTime={entry.last_seen}>{readableDate(entry.last_seen)}</time>
                </td>
                <td className={styles.first}>
                  <span className={styles.cardLabel}>First seen </span>
                  <time dateTime={entry.first_seen}>{readableDate(entry.first_seen)}</time>
                </td>
                <td className={styles.from}>
                  {entry.referrer_host ? (
                    <>
                      <span className={styles.cardLabel}>Linked from </span>
                      {entry.referrer_host}
                    </>
                  ) : (
                    <span className={styles.none}>No referrer</span>
                  )}
                </td>
                <td className={styles.actionsCell}>
                  <div className={styles.actions}>
                    {entry.probe === null && (
                      <Link className={`${buttons.button} ${buttons.small}`} to={newRedirectLink(entry.path)}>
                        Create redirect<span className="visually-hidden"> from {entry.path}</span>
                      </Link>
                    )}
                    <button
                      type="button"
                      className={`${buttons.button} ${buttons.small} ${buttons.dangerQuiet}`}
                      disabled={clearing !== null}
                      aria-busy={clearing === entry.path}
                      onClick={() => onClear(entry.path)}
                    >
                      Clear<span className="visually-hidden"> {entry.probe ?? entry.path}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
