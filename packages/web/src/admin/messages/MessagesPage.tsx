// /admin/messages-list: the contact inbox for daily work. Newest first, 10 per page, read a page at
// a time from the server (?page=); unread ones in bold (the sidebar counts them); a search over
// name, email and text (?q=); Export CSV of what is listed; a row opens to the whole text (which
// marks it read) with Reply and Mark unread; a confirmed delete. The open message is in the address
// (?message={id}, where the email alert links to), so the link opens the screen with that message
// open, on its page. The route loader reads the page; a search or another page loads again, and a
// change reloads it by revalidation, keeping the rows on screen until the new page arrives.
import type { ContactMessage } from '@site/contracts';
import { useCallback } from 'react';
import { useLoaderData, useLocation, useNavigation, useSearchParams } from 'react-router';
import { Deferred } from '../loading/Deferred';
import { useConfirm } from '../ui/ConfirmDialog';
import { useDocumentTitle } from '../useDocumentTitle';
import { AlertsOffNotice } from './AlertsOffNotice';
import { exportContactMessages } from '../api/contact-messages-export';
import { ExportButton } from './ExportButton';
import { MessagesInbox } from './MessagesInbox';
import {
  FETCH_MESSAGES_FAILED,
  OPEN_PARAM,
  openIdOf,
  PAGE_PARAM,
  SEARCH_PARAM,
  type MessagesLoaderData,
} from './messages-loader';
import { SearchBox } from './SearchBox';
import { useMessageActions } from './useMessageActions';
import styles from './MessagesPage.module.css';
import toolbar from './MessagesToolbar.module.css';

export const DELETE_QUESTION = 'Delete this message?';
const TITLE_ID = 'messages-title';

export function MessagesPage() {
  useDocumentTitle('Contact Messages');
  const { q, inbox, alerts } = useLoaderData<MessagesLoaderData>();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const actions = useMessageActions();
  const { ask, confirmDialog } = useConfirm();
  const openId = openIdOf(searchParams);

  const setOpenId = useCallback(
    (id: number | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (id === null) next.delete(OPEN_PARAM);
          else next.set(OPEN_PARAM, String(id));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  // Another page closes the open message, which that page does not show.
  const onPage = useCallback(
    (page: number) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(PAGE_PARAM, String(page));
          next.delete(OPEN_PARAM);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  // A new search starts on its first page.
  const onSearch = useCallback(
    (words: string) => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete(PAGE_PARAM);
          if (words) next.set(SEARCH_PARAM, words);
          else next.delete(SEARCH_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  async function onDelete(message: ContactMessage) {
    if (!(await ask(DELETE_QUESTION))) return;
    if (message.id === openId) setOpenId(null);
    await actions.remove(message);
  }

  // A new search or page is loading: the rows shown are the previous ones until it arrives.
  const searching = navigation.state === 'loading' && navigation.location.pathname === pathname;

  return (
    <div className={styles.screen}>
      <h1 id={TITLE_ID} className={styles.title}>
        Contact Messages
      </h1>
      <AlertsOffNotice settings={alerts} variant="notice" />
      <div className={toolbar.toolbar}>
        <SearchBox value={q} onSearch={onSearch} />
        <ExportButton
          download={() => exportContactMessages(q)}
          label={q ? 'Export CSV (search results)' : 'Export CSV'}
          failed="The messages could not be exported. Please try again."
        />
      </div>
      <Deferred
        data={inbox}
        loading={
          <p role="status" className={styles.status}>
            Loading messages...
          </p>
        }
        failed={() => <p role="alert" className={styles.error}>{`Error: ${FETCH_MESSAGES_FAILED}`}</p>}
        failureLog={FETCH_MESSAGES_FAILED}
      >
        {(loaded) => (
          <MessagesInbox
            inbox={loaded}
            q={q}
            labelledBy={TITLE_ID}
            openId={openId}
            busy={searching}
            actions={actions}
            onPage={onPage}
            onOpen={setOpenId}
            onDelete={(message) => void onDelete(message)}
          />
        )}
      </Deferred>
      {confirmDialog}
    </div>
  );
}
