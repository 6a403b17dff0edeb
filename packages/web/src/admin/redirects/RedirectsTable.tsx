// The redirects as a table: From, To, Status, Hits, Last hit and what made it (an editor, or a
// page's rename), with Change (an editor's redirect only: a rename follows its page) and Delete.
// On a phone each redirect is a small card, as on the Admins and Messages screens.
import type { Redirect } from '@site/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { formatAdminTime } from '../admins/admin-times';
import buttons from '../ui/Button.module.css';
import table from '../ui/Table.module.css';
import styles from './RedirectsPage.module.css';

interface RedirectsTableProps {
  redirects: Redirect[];
  labelledBy: string;
  onEdit: (redirect: Redirect) => void;
  onDelete: (redirect: Redirect) => void;
  deletingId: string | null;
}

export const KIND_LABELS: Record<Redirect['kind'], string> = { redirect: 'Redirect', rename: 'Page renamed' };

export function RedirectsTable({ redirects, labelledBy, onEdit, onDelete, deletingId }: RedirectsTableProps) {
  return (
    <div className={table.scroller} role="region" aria-label="Redirects table (scrollable)" tabIndex={0}>
      <table className={`${table.table} ${styles.table}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Hits</th>
            <th scope="col">Last hit</th>
            <th scope="col">Kind</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {redirects.map((redirect) => (
            <tr key={redirect.id}>
              <th scope="row" className={styles.address}>
                {redirect.from}
              </th>
              <td className={styles.address} data-label="To">
                {redirect.to}
              </td>
              <td data-label="Status">{redirect.status}</td>
              <td data-label="Hits">{redirect.hits}</td>
              <td className={styles.date} data-label="Last hit">
                {redirect.last_hit_at ? (
                  <time dateTime={redirect.last_hit_at}>{formatAdminTime(redirect.last_hit_at)}</time>
                ) : (
                  'Never'
                )}
              </td>
              <td data-label="Kind">{KIND_LABELS[redirect.kind]}</td>
              <td className={styles.actions}>
                <div className={styles.actionButtons}>
                  {redirect.kind === 'redirect' && (
                    <button
                      type="button"
                      className={`${buttons.button} ${buttons.small}`}
                      aria-label={`Change the redirect from ${redirect.from}`}
                      onClick={() => onEdit(redirect)}
                    >
                      <Pencil aria-hidden="true" size={16} />
                      Change
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${buttons.button} ${buttons.small}`}
                    aria-label={`Delete the redirect from ${redirect.from}`}
                    disabled={deletingId === redirect.id}
                    onClick={() => onDelete(redirect)}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
