// Loads the contact inbox for the messages screen and reloads it on demand (after a delete). A 401
// ends the session; any other failure is the spec's one sentence (admin-editor §8).
import type { ContactMessage } from '@site/contracts';
import { useCallback, useEffect, useState } from 'react';
import { listContactMessages } from '../api/contact-messages';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { newestFirst } from './newest-first';

/** Verbatim from the spec (admin-editor §8), shown as 'Error: {message}'. */
export const FETCH_MESSAGES_FAILED = 'Failed to fetch messages';

export type Inbox = { status: 'loading' } | { status: 'error' } | { status: 'ready'; messages: ContactMessage[] };

export function useContactMessages(): { inbox: Inbox; reload: () => Promise<void> } {
  const endSession = useEndSessionOnUnauthorized();
  const [inbox, setInbox] = useState<Inbox>({ status: 'loading' });

  // A reload keeps the table on screen until the new list arrives, so a delete does not flash it away.
  const reload = useCallback(async () => {
    try {
      setInbox({ status: 'ready', messages: newestFirst(await listContactMessages()) });
    } catch (error) {
      if (endSession(error)) return;
      console.error(FETCH_MESSAGES_FAILED, error);
      setInbox({ status: 'error' });
    }
  }, [endSession]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { inbox, reload };
}
