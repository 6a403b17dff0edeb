// The loaded inbox: a line saying how many messages there are (or were found), the table of the
// current page and the pager. The open message is marked read as it opens, once, whichever way it
// was opened (a click, Open, or the email alert's link); Mark unread closes it.
import type { ContactMessage } from '@site/contracts';
import { useEffect, useRef } from 'react';
import { MessagesTable } from './MessagesTable';
import { pageContaining, paginate } from './paginate';
import { Pager } from './Pager';
import type { MessageActions } from './useMessageActions';
import toolbar from './MessagesToolbar.module.css';

/** Said when the address opens a message the inbox no longer holds. */
export const OPEN_MESSAGE_GONE = 'The message this link opens is no longer in the inbox.';

interface MessagesInboxProps {
  list: ContactMessage[];
  q: string;
  labelledBy: string;
  openId: number | null;
  /** null: the page of the open message, else the first. */
  requestedPage: number | null;
  busy: boolean;
  actions: MessageActions;
  onPage: (page: number) => void;
  onOpen: (id: number | null) => void;
  onDelete: (message: ContactMessage) => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summary(list: readonly ContactMessage[], unread: number, q: string): string {
  if (q) return `${plural(list.length, 'message')} found for “${q}”`;
  return `${plural(list.length, 'message')}, ${unread} unread`;
}

export function MessagesInbox({
  list,
  q,
  labelledBy,
  openId,
  requestedPage,
  busy,
  actions,
  onPage,
  onOpen,
  onDelete,
}: MessagesInboxProps) {
  const { isRead, setRead } = actions;
  const open = openId === null ? undefined : list.find((m) => m.id === openId);
  const openUnread = open !== undefined && !isRead(open);
  // Marked once per opening: StrictMode runs the effect twice, and the reload that follows must not ask again.
  const marked = useRef<number | null>(null);

  useEffect(() => {
    if (!open) {
      marked.current = null;
      return;
    }
    if (!openUnread || marked.current === open.id) return;
    marked.current = open.id;
    void setRead(open, true);
  }, [open, openUnread, setRead]);

  const page = requestedPage ?? (openId === null ? 1 : (pageContaining(list, (m) => m.id === openId) ?? 1));
  const current = paginate(list, page);
  const unread = list.filter((m) => !isRead(m)).length;
  // Opening or closing keeps the page in view, also the one the address's message opened on.
  const openOnThisPage = (id: number | null) => {
    onPage(current.page);
    onOpen(id);
  };

  return (
    <>
      <p className={toolbar.summary} role="status">
        {summary(list, unread, q)}
      </p>
      {openId !== null && !open && !q && <p className={toolbar.summary}>{OPEN_MESSAGE_GONE}</p>}
      <MessagesTable
        rows={current.rows}
        labelledBy={labelledBy}
        openId={openId}
        isRead={isRead}
        deletingId={actions.deletingId}
        busy={busy}
        onToggle={(message) => openOnThisPage(message.id === openId ? null : message.id)}
        onMarkUnread={(message) => {
          openOnThisPage(null);
          void setRead(message, false);
        }}
        onDelete={onDelete}
      />
      <Pager page={current.page} pageCount={current.pageCount} onPage={onPage} />
    </>
  );
}
