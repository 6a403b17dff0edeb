// The inbox: one row per message with Name, Email, Message, Submitted At (with the form and page it
// came from, whether it was replied, and the email alert line) and its actions. An unread message is
// bold with a dot. A row click or Open shows the whole text with Reply (a mailto: with the message
// quoted), Mark replied (or Not replied) and Mark unread; Close or another click folds it.
// Wide boxes show a table; below 52rem it becomes stacked cards (MessagesTable.module.css), so a
// phone never scrolls sideways.
import type { ContactMessage } from '@site/contracts';
import { CheckCheck, ChevronDown, ChevronUp, MailOpen, Reply, Trash2, Undo2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import buttons from '../ui/Button.module.css';
import table from '../ui/Table.module.css';
import { AlertLine } from './AlertLine';
import { readableDate } from './readable-date';
import { sourceOf } from './message-source';
import { mailtoHref, replyHref } from './reply-link';
import styles from './MessagesTable.module.css';

/** The original editor's words, kept as they were. */
const NO_MESSAGES = 'No messages found.';

interface MessagesTableProps {
  rows: ContactMessage[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  openId: number | null;
  isRead: (message: ContactMessage) => boolean;
  deletingId: number | null;
  busy: boolean;
  onToggle: (message: ContactMessage) => void;
  onMarkUnread: (message: ContactMessage) => void;
  onMarkReplied: (message: ContactMessage, replied: boolean) => void;
  onDelete: (message: ContactMessage) => void;
}

/** A click on a row's link or button, or one that ends a text selection, is not a click on the row. */
function isRowClick(event: MouseEvent<HTMLElement>): boolean {
  if (event.target instanceof Element && event.target.closest('a, button, input, textarea, select')) return false;
  return !window.getSelection()?.toString();
}

export function MessagesTable({
  rows,
  labelledBy,
  openId,
  isRead,
  deletingId,
  busy,
  onToggle,
  onMarkUnread,
  onMarkReplied,
  onDelete,
}: MessagesTableProps) {
  return (
    <div className={styles.inbox}>
      {/* Focusable so that keyboard users can scroll it too, when the table is wider than its box. */}
      <div
        className={`${table.scroller} ${styles.scroller}`}
        role="region"
        aria-labelledby={labelledBy}
        aria-busy={busy}
        tabIndex={0}
      >
        <table className={`${table.table} ${styles.table}`} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col" className={styles.nameColumn}>
                Name
              </th>
              <th scope="col" className={styles.emailColumn}>
                Email
              </th>
              <th scope="col">Message</th>
              <th scope="col" className={styles.dateColumn}>
                Submitted At
              </th>
              <th scope="col" className={styles.actionsColumn}>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr className={styles.emptyRow}>
                <td colSpan={5} className={styles.empty}>
                  {NO_MESSAGES}
                </td>
              </tr>
            )}
            {rows.map((message) => {
              const open = message.id === openId;
              const read = isRead(message);
              const textId = `message-${message.id}-text`;
              const source = sourceOf(message);
              return (
                // The row click is a shortcut for the mouse; the Open button is the same action for the keyboard.
                <tr
                  key={message.id}
                  className={`${styles.row} ${read ? '' : styles.unread} ${open ? styles.open : ''}`}
                  data-message-id={message.id}
                  onClick={(event) => isRowClick(event) && onToggle(message)}
                >
                  <td className={styles.name}>
                    {!read && <span className={styles.dot} role="img" aria-label="Unread" />}
                    {message.name}
                  </td>
                  <td className={styles.email}>
                    <a href={mailtoHref(message.email)}>{message.email}</a>
                  </td>
                  <td className={styles.message} id={textId}>
                    <p className={open ? styles.fullText : styles.preview}>{message.message}</p>
                    {open && (
                      <div className={styles.openActions}>
                        <a className={`${buttons.button} ${buttons.small} ${buttons.primary}`} href={replyHref(message)}>
                          <Reply aria-hidden="true" size={16} />
                          Reply
                        </a>
                        <button
                          type="button"
                          className={`${buttons.button} ${buttons.small}`}
                          onClick={() => onMarkReplied(message, !message.replied_at)}
                        >
                          {message.replied_at ? (
                            <Undo2 aria-hidden="true" size={16} />
                          ) : (
                            <CheckCheck aria-hidden="true" size={16} />
                          )}
                          {message.replied_at ? 'Mark not replied' : 'Mark replied'}
                        </button>
                        <button
                          type="button"
                          className={`${buttons.button} ${buttons.small}`}
                          onClick={() => onMarkUnread(message)}
                        >
                          <MailOpen aria-hidden="true" size={16} />
                          Mark unread
                        </button>
                      </div>
                    )}
                  </td>
                  <td className={styles.date}>
                    <time dateTime={message.submitted_at}>{readableDate(message.submitted_at)}</time>
                    {source && <p className={styles.source}>{source}</p>}
                    {message.replied_at && (
                      <p className={styles.replied}>
                        <CheckCheck aria-hidden="true" size={14} />
                        <span>{`Replied ${readableDate(message.replied_at)}`}</span>
                      </p>
                    )}
                    <AlertLine notification={message.notification} />
                  </td>
                  <td className={styles.actions}>
                    <button
                      type="button"
                      className={`${buttons.button} ${buttons.small}`}
                      aria-expanded={open}
                      aria-controls={textId}
                      aria-label={`${open ? 'Close' : 'Open'} message from ${message.name}`}
                      onClick={() => onToggle(message)}
                    >
                      {open ? <ChevronUp aria-hidden="true" size={16} /> : <ChevronDown aria-hidden="true" size={16} />}
                      {open ? 'Close' : 'Open'}
                    </button>
                    <button
                      type="button"
                      className={`${buttons.button} ${buttons.small} ${styles.delete}`}
                      aria-label={`Delete message from ${message.name}`}
                      title="Delete"
                      disabled={deletingId === message.id}
                      onClick={() => onDelete(message)}
                    >
                      <Trash2 aria-hidden="true" size={16} />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
