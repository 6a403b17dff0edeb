// /admin/messages-list: the contact inbox, newest first, 10 per page, with a confirmed delete per
// message (an accessible confirm dialog, the outcome in a toast). The route loader reads the inbox;
// after a delete the router reloads it, keeping the table on screen until the new list arrives.
import type { ContactMessage } from '@site/contracts';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { deleteContactMessage } from '../api/contact-messages';
import { refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { Deferred } from '../loading/Deferred';
import { useConfirm } from '../ui/ConfirmDialog';
import { useDocumentTitle } from '../useDocumentTitle';
import { FETCH_MESSAGES_FAILED, type MessagesLoaderData } from './messages-loader';
import { MessagesTable } from './MessagesTable';
import styles from './MessagesPage.module.css';
import { paginate } from './paginate';
import { Pager } from './Pager';

export const DELETE_QUESTION = 'Delete this message?';
export const MESSAGE_DELETED = 'Message deleted.';
const TITLE_ID = 'messages-title';

export function MessagesPage() {
  useDocumentTitle('Contact Messages');
  const { messages } = useLoaderData<MessagesLoaderData>();
  const revalidator = useRevalidator();
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
      toast.error(refusalMessage(error, 'The message could not be deleted. Please try again.'));
    } finally {
      setDeletingId(null);
    }
    // Also after a failure: a 404 means someone else already deleted it.
    await revalidator.revalidate();
  }

  return (
    <div className={styles.screen}>
      <h1 id={TITLE_ID} className={styles.title}>
        Contact Messages
      </h1>
      <Deferred
        data={messages}
        loading={
          <p role="status" className={styles.status}>
            Loading messages...
          </p>
        }
        failed={() => <p role="alert" className={styles.error}>{`Error: ${FETCH_MESSAGES_FAILED}`}</p>}
        failureLog={FETCH_MESSAGES_FAILED}
      >
        {(list) => {
          // paginate clamps the page, so after the last row of the last page goes the page before shows.
          const current = paginate(list, requestedPage);
          return (
            <>
              <MessagesTable
                rows={current.rows}
                labelledBy={TITLE_ID}
                deletingId={deletingId}
                onDelete={(m) => void onDelete(m)}
              />
              <Pager page={current.page} pageCount={current.pageCount} onPage={setRequestedPage} />
            </>
          );
        }}
      </Deferred>
      {confirmDialog}
    </div>
  );
}
