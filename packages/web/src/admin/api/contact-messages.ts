// The contact inbox: list the received messages (those matching a search, if given), mark one read
// or unread, delete one. The CSV download is contact-messages-export.ts: the editor's shell lists
// messages (the sidebar's unread count) and must not carry the download's header parser.
import { API_BASE, type ContactMessage } from '@site/contracts';
import { adminFetch } from './admin-fetch';

export const MESSAGES = `${API_BASE}/contact-messages/`;

/** `?q=…` for a search, nothing without one. */
export const searchQuery = (q?: string) => (q?.trim() ? `?q=${encodeURIComponent(q.trim())}` : '');

export async function listContactMessages(q?: string, signal?: AbortSignal): Promise<ContactMessage[]> {
  const response = await adminFetch(`${MESSAGES}${searchQuery(q)}`, { signal });
  return (await response.json()) as ContactMessage[];
}

export async function setContactMessageRead(id: number, read: boolean): Promise<ContactMessage> {
  const response = await adminFetch(`${MESSAGES}${id}/`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ read }),
  });
  return (await response.json()) as ContactMessage;
}

export async function deleteContactMessage(id: number): Promise<void> {
  await adminFetch(`${MESSAGES}${id}/`, { method: 'DELETE' });
}
