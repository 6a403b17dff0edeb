// The contact inbox: list the received messages (those matching a search, if given), mark one read
// or unread, delete one, and download them as CSV.
import { API_BASE, type ContactMessage } from '@site/contracts';
import { adminFetch } from './admin-fetch';
import { downloadFileName } from './download-file-name';

const MESSAGES = `${API_BASE}/contact-messages/`;

/** `?q=…` for a search, nothing without one. */
const searchQuery = (q?: string) => (q?.trim() ? `?q=${encodeURIComponent(q.trim())}` : '');

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

/** The file the server would name in its download, for the browser to save. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export const MESSAGES_CSV_FALLBACK_NAME = 'contact-messages.csv';

/**
 * The messages (those matching `q`) as CSV. Fetched, not linked to: the export needs the token
 * header every admin call sends, which a plain link to the address would not carry.
 */
export async function exportContactMessages(q?: string): Promise<DownloadedFile> {
  const response = await adminFetch(`${MESSAGES}export.csv${searchQuery(q)}`, { headers: { Accept: 'text/csv' } });
  const fileName = downloadFileName(response.headers.get('content-disposition')) ?? MESSAGES_CSV_FALLBACK_NAME;
  return { blob: await response.blob(), fileName };
}
