// The contact inbox's route loader: every received message, newest first, not waited for, so the
// screen shows its heading and loading line at once. A delete reloads it through revalidation.
import type { ContactMessage } from '@site/contracts';
import { listContactMessages } from '../api/contact-messages';
import { deferred } from '../loading/deferred';
import { newestFirst } from './newest-first';

/** The line a failed load shows, as 'Error: {message}', and logs. */
export const FETCH_MESSAGES_FAILED = 'Failed to fetch messages';

export interface MessagesLoaderData {
  messages: Promise<ContactMessage[]>;
}

export function messagesLoader(): MessagesLoaderData {
  return { messages: deferred(listContactMessages().then(newestFirst)) };
}
