// The contact inbox: list the received messages a page at a time (those matching a search, if
// given), count the unread ones, mark one read or unread, replied or not, delete one. The CSV download is contact-messages-export.ts: the editor's shell lists
// messages (the sidebar's unread count) and must not carry the download's header parser.
import {
  API_BASE,
  FAILED_ALERT_COUNT_HEADER,
  OFFSET_HEADER,
  TOTAL_COUNT_HEADER,
  UNREAD_COUNT_HEADER,
  type ContactMessage,
  type ContactMessagePatch,
} from '@site/contracts';
import { adminFetch } from './admin-fetch';

export const MESSAGES = `${API_BASE}/contact-messages/`;

/** `?q=…` for a search, nothing without one. */
export const searchQuery = (q?: string) => (q?.trim() ? `?q=${encodeURIComponent(q.trim())}` : '');

/**
 * One page of the inbox: its messages, where it starts, how many match the search, how many of all
 * are unread, and how many email alerts failed while their messages are unread.
 */
export interface ContactMessagePage {
  messages: ContactMessage[];
  offset: number;
  total: number;
  unread: number;
  failedAlerts: number;
}

const headerNumber = (response: Response, name: string) => Number(response.headers.get(name) ?? 0) || 0;

/**
 * `limit` messages matching `q` from `offset` on; with `around` (a message id) the page that holds
 * that message instead, when it matches.
 */
export async function listContactMessagePage(
  { q, limit, offset, around }: { q?: string; limit: number; offset: number; around?: number | null },
  signal?: AbortSignal,
): Promise<ContactMessagePage> {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  if (around) params.set('around', String(around));
  const response = await adminFetch(`${MESSAGES}?${params.toString()}`, { signal });
  return {
    messages: (await response.json()) as ContactMessage[],
    offset: headerNumber(response, OFFSET_HEADER),
    total: headerNumber(response, TOTAL_COUNT_HEADER),
    unread: headerNumber(response, UNREAD_COUNT_HEADER),
    failedAlerts: headerNumber(response, FAILED_ALERT_COUNT_HEADER),
  };
}

/** What waits in the inbox, without reading it: one message and the counts in its headers. */
export async function countInbox(signal?: AbortSignal): Promise<Pick<ContactMessagePage, 'unread' | 'failedAlerts'>> {
  const { unread, failedAlerts } = await listContactMessagePage({ limit: 1, offset: 0 }, signal);
  return { unread, failedAlerts };
}

async function patchContactMessage(id: number, patch: ContactMessagePatch): Promise<ContactMessage> {
  const response = await adminFetch(`${MESSAGES}${id}/`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  return (await response.json()) as ContactMessage;
}

export const setContactMessageRead = (id: number, read: boolean) => patchContactMessage(id, { read });

/** Marked replied, a message is also marked read; the time it was first marked replied is kept. */
export const setContactMessageReplied = (id: number, replied: boolean) => patchContactMessage(id, { replied });

export async function deleteContactMessage(id: number): Promise<void> {
  await adminFetch(`${MESSAGES}${id}/`, { method: 'DELETE' });
}
