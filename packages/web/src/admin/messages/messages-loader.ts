// The contact inbox's route loader: one page of the received messages (those matching the search
// `?q=`), newest first, not waited for, so the screen shows its heading and loading line at once.
// The page is in the address (`?page=`); without one, the page that holds the open message
// (`?message={id}`, the address the email alert links to) or else the first. A new search or page
// loads again; opening or closing a message only rewrites the address and loads nothing. A read,
// unread or delete reloads it through revalidation. Beside it, whether email alerts are on (the
// screen says when they are not).
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import type { NotificationSettings } from '@site/contracts';
import { listContactMessagePage, type ContactMessagePage } from '../api/contact-messages';
import { fetchNotificationSettings } from '../api/notifications';
import { deferred } from '../loading/deferred';
import { newestFirst } from './newest-first';
import { lastPageOffset, MESSAGES_PAGE_SIZE, offsetOfPage, pageAtOffset, pageCountOf, requestedPageOf } from './paginate';

/** The line a failed load shows, as 'Error: {message}', and logs. */
export const FETCH_MESSAGES_FAILED = 'Failed to fetch messages';

/** The address's search words, page and open message. */
export const SEARCH_PARAM = 'q';
export const PAGE_PARAM = 'page';
export const OPEN_PARAM = 'message';

/** One page of the inbox as the screen shows it. */
export interface InboxPage extends ContactMessagePage {
  /** 1-based, between 1 and pageCount. */
  page: number;
  pageCount: number;
}

export interface MessagesLoaderData {
  /** The search the list answers ('' for every message). */
  q: string;
  inbox: Promise<InboxPage>;
  alerts: Promise<NotificationSettings>;
}

export const searchOf = (url: URL) => url.searchParams.get(SEARCH_PARAM)?.trim() ?? '';
const pageParamOf = (url: URL) => requestedPageOf(url.searchParams.get(PAGE_PARAM));

/** The id in `?message=`, or null when there is none (or it is not an id). */
export function openIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get(OPEN_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loadInboxPage(
  q: string,
  page: number | null,
  openId: number | null,
  signal?: AbortSignal,
): Promise<InboxPage> {
  const ask = (offset: number, around: number | null) =>
    listContactMessagePage({ q, limit: MESSAGES_PAGE_SIZE, offset, around }, signal);
  let found = await ask(offsetOfPage(page ?? 1), page === null ? openId : null);
  // A page past the end (its last message was just deleted, or an old address): the last page instead.
  if (found.messages.length === 0 && found.total > 0) found = await ask(lastPageOffset(found.total), null);
  return {
    ...found,
    messages: newestFirst(found.messages),
    page: pageAtOffset(found.offset),
    pageCount: pageCountOf(found.total),
  };
}

export function messagesLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): MessagesLoaderData {
  const url = new URL(request.url);
  const q = searchOf(url);
  return {
    q,
    inbox: deferred(loadInboxPage(q, pageParamOf(url), openIdOf(url.searchParams), request.signal)),
    alerts: deferred(fetchNotificationSettings(request.signal)),
  };
}

/** Loads again for a new search or page and on revalidation, not when only the open message changed. */
export const messagesShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const sameScreen = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  const sameList = searchOf(currentUrl) === searchOf(nextUrl) && pageParamOf(currentUrl) === pageParamOf(nextUrl);
  return sameScreen && sameList ? false : defaultShouldRevalidate;
};
