// The inbox table: Name, Email, Message, Submitted At and a Delete button per row.
// It scrolls sideways inside its own box, so a phone screen keeps its width.
import type { ContactMessage } from '@site/contracts';
import { Trash2 } from 'lucide-react';
import buttons from '../ui/Button.module.css';
import table from '../ui/Table.module.css';
import styles from './MessagesTable.module.css';

/** The original editor's words, kept as they were. */
export const NO_MESSAGES = 'No messages found.';

interface MessagesTableProps {
  rows: ContactMessage[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  deletingId: number | null;
  onDelete: (message: ContactMessage) => void;
}

function readableDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

export function MessagesTable({ rows, labelledBy, deletingId, onDelete }: MessagesTableProps) {
  return (
    // Focusable so that keyboard users can scroll it too.
    <div className={table.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={table.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Message</th>
            <th scope="col">Submitted At</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={5} className={styles.empty}>
                {NO_MESSAGES}
              </td>
            </tr>
          )}
          {rows.map((message) => (
            <tr key={message.id}>
              <td className={styles.name}>{message.name}</td>
              <td className={styles.email}>
                <a href={`mailto:${message.email}`}>{message.email}</a>
              </td>
              <td className={styles.message}>{message.message}</td>
              <td className={styles.date}>
                <time dateTime={message.submitted_at}>{readableDate(message.submitted_at)}</time>
              </td>
              <td>
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.small}`}
                  aria-label={`Delete message from ${message.name}`}
                  disabled={deletingId === message.id}
                  onClick={() => onDelete(message)}
                >
                  <Trash2 aria-hidden="true" size={16} />
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
