// The contact inbox's CSV download, for the Messages screen's Export button.
import { adminFetch } from './admin-fetch';
import { MESSAGES, searchQuery } from './contact-messages';
import { downloadFileName } from './download-file-name';

/** The file the server would name in its download, for the browser to save. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const MESSAGES_CSV_FALLBACK_NAME = 'contact-messages.csv';

/**
 * The messages (those matching `q`) as CSV. Fetched, not linked to: the export needs the token
 * header every admin call sends, which a plain link to the address would not carry.
 */
export async function exportContactMessages(q?: string): Promise<DownloadedFile> {
  const response = await adminFetch(`${MESSAGES}export.csv${searchQuery(q)}`, { headers: { Accept: 'text/csv' } });
  const fileName = downloadFileName(response.headers.get('content-disposition')) ?? MESSAGES_CSV_FALLBACK_NAME;
  return { blob: await response.blob(), fileName };
}
