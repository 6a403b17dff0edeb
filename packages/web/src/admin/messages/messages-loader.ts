// The contact inbox's route loader: the received messages (those matching the search `?q=`), newest
// first, not waited for, so the screen shows its heading and loading line at once. A new search
// loads again; opening or closing a message (`?message={id}`, the address the email alert links to)
// only rewrites the address and loads nothing. A read, unread or delete reloads it through revalidation.
import type { ContactMessage } from '@site/contracts';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { listContactMessages } from '../api/contact-messages';
import { deferred } from '../loading/deferred';
import { newestFirst } from './newest-first';

/** The line a failed load shows, as 'Error: {message}', and logs. */
export const FETCH_MESSAGES_FAILED = 'Failed to fetch messages';

/** The address's search words and open message. */
export const SEARCH_PARAM = 'q';
export const OPEN_PARAM = 'message';

export interface MessagesLoaderData {
  /** The search the list answers ('' for every message). */
  q: string;
  messages: Promise<ContactMessage[]>;
}

export const searchOf = (url: URL) => url.searchParams.get(SEARCH_PARAM)?.trim() ?? '';

export function messagesLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): MessagesLoaderData {
  const q = searchOf(new URL(request.url));
  return { q, messages: deferred(listContactMessages(q, request.signal).then(newestFirst)) };
}

/** Loads again for a new search and on revalidation, not when only the open message changed. */
export const messagesShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const sameScreen = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return sameScreen && searchOf(currentUrl) === searchOf(nextUrl) ? false : defaultShouldRevalidate;
};
