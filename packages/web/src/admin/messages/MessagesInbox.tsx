// The loaded page of the inbox: a line saying how many messages there are (or were found), the
// table of the page and the pager. The open message is marked read as it opens, once, whichever way it
// was opened (a click, Open, or the email alert's link); Mark unread closes it.
import type { ContactMessage } from '@site/contracts';
import { useEffect, useRef } from 'react';
import { MessagesTable } from './MessagesTable';
import type { InboxPage } from './messages-loader';
import { Pager } from './Pager';
import { rangeText } from './paginate';
import type { MessageActions } from './useMessageActions';
import toolbar from './MessagesToolbar.module.css';

/** Said when the address opens a message the inbox no longer holds. */
const OPEN_MESSAGE_GONE = 'The message this link opens is no longer in the inbox.';

interface MessagesInboxProps {
  inbox: InboxPage;
  q: string;
  labelledBy: string;
  openId: number | null;
  busy: boolean;
  actions: MessageActions;
  onPage: (page: number) => void;
  onOpen: (id: number | null) => void;
  onDelete: (message: ContactMessage) => void;
}

const count = new Intl.NumberFormat('en-US');
const plural = (n: number, word: string) => `${count.format(n)} ${word}${n === 1 ? '' : 's'}`;

function summary(total: number, unread: number, q: string): string {
  if (q) return `${plural(total, 'message')} found for “${q}”`;
  return `${plural(total, 'message')}, ${count.format(unread)} unread`;
}

export function MessagesInbox({ inbox, q, labelledBy, openId, busy, actions, onPage, onOpen, onDelete }: MessagesInboxProps) {
  const { isRead, setRead } = actions;
  const list = inbox.messages;
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

  // The server counted every unread message; a row of this page read or marked unread since then
  // (until the reload that follows) moves the count.
  const unread = inbox.unread + list.reduce((moved, m) => moved + (isRead(m) === m.read ? 0 : m.read ? 1 : -1), 0);

  return (
    <>
      <p className={toolbar.summary} role="status">
        {summary(inbox.total, unread, q)}
      </p>
      {openId !== null && !open && !q && <p className={toolbar.summary}>{OPEN_MESSAGE_GONE}</p>}
      <MessagesTable
        rows={list}
        labelledBy={labelledBy}
        openId={openId}
        isRead={isRead}
        deletingId={actions.deletingId}
        busy={busy}
        onToggle={(message) => onOpen(message.id === openId ? null : message.id)}
        onMarkUnread={(message) => {
          onOpen(null);
          void setRead(message, false);
        }}
        onMarkReplied={(message, replied) => void actions.setReplied(message, replied)}
        onDelete={onDelete}
      />
      <Pager
        page={inbox.page}
        pageCount={inbox.pageCount}
        range={rangeText(inbox.offset, list.length, inbox.total)}
        onPage={onPage}
      />
    </>
  );
}
