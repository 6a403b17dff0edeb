// /admin/messages-list (admin-editor §2): the contact inbox, newest first, 10 per page, with a
// confirmed delete per message (decisions §7: the confirm is an accessible dialog, results toasts).
import type { ContactMessage } from '@site/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { deleteContactMessage } from '../api/contact-messages';
import { RequestFailedError } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { useConfirm } from '../ui/ConfirmDialog';
import { useDocumentTitle } from '../useDocumentTitle';
import { MessagesTable } from './MessagesTable';
import styles from './MessagesPage.module.css';
import { paginate } from './paginate';
import { Pager } from './Pager';
import { FETCH_MESSAGES_FAILED, useContactMessages } from './useContactMessages';

export const DELETE_QUESTION = 'Delete this message?';
export const MESSAGE_DELETED = 'Message deleted.';
const TITLE_ID = 'messages-title';

export function MessagesPage() {
  useDocumentTitle('Contact Messages');
  const { inbox, reload } = useContactMessages();
  const endSession = useEndSessionOnUnauthorized();
  const { ask, confirmDialog } = useConfirm();
  const [requestedPage, setRequestedPage] = useState(1);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  async function onDelete(message: ContactMessage) {
    if (!(await ask(DELETE_QUESTION))) return;
    setDeletingId(message.id);
    try {
      await deleteContactMessage(message.id);
      toast.success(MESSAGE_DELETED);
    } catch (error) {
      if (endSession(error)) return;
      console.error('Deleting the message failed', error);
      toast.error(error instanceof RequestFailedError ? error.message : 'The message could not be deleted. Please try again.');
    } finally {
      setDeletingId(null);
    }
    // Also after a failure: a 404 means someone else already deleted it.
    await reload();
  }

  // paginate clamps the page, so after the last row of the last page goes the page before shows.
  const current = inbox.status === 'ready' ? paginate(inbox.messages, requestedPage) : null;

  return (
    <div className={styles.screen}>
      <h1 id={TITLE_ID} className={styles.title}>
        Contact Messages
      </h1>
      {inbox.status === 'loading' && (
        <p role="status" className={styles.status}>
          Loading messages...
        </p>
      )}
      {inbox.status === 'error' && (
        <p role="alert" className={styles.error}>{`Error: ${FETCH_MESSAGES_FAILED}`}</p>
      )}
      {current && (
        <>
          <MessagesTable rows={current.rows} labelledBy={TITLE_ID} deletingId={deletingId} onDelete={(m) => void onDelete(m)} />
          <Pager page={current.page} pageCount={current.pageCount} onPage={setRequestedPage} />
        </>
      )}
      {confirmDialog}
    </div>
  );
}
