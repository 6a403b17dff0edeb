// The audit log over the API for the Activity screen: one page of the entries matching the filters,
// with how many match, and the CSV file of them all.
import { API_BASE, OFFSET_HEADER, TOTAL_COUNT_HEADER, type AuditEntryView } from '@site/contracts';
import { adminFetch } from '../api/admin-fetch';
import type { DownloadedFile } from '../api/contact-messages-export';
import { downloadFileName } from '../api/download-file-name';
import { filterParams, type ActivityFilters } from './activity-filters';

const AUDIT_LOG = `${API_BASE}/audit-log/`;

/** Entries per page of the screen. */
export const ACTIVITY_PAGE_SIZE = 25;

export interface ActivityPageData {
  entries: AuditEntryView[];
  offset: number;
  total: number;
}

const headerNumber = (response: Response, name: string) => Number(response.headers.get(name) ?? 0) || 0;

export async function listActivity(filters: ActivityFilters, page: number, signal?: AbortSignal): Promise<ActivityPageData> {
  const params = filterParams(filters);
  params.set('page', String(page));
  params.set('limit', String(ACTIVITY_PAGE_SIZE));
  const response = await adminFetch(`${AUDIT_LOG}?${params.toString()}`, { signal });
  return {
    entries: (await response.json()) as AuditEntryView[],
    offset: headerNumber(response, OFFSET_HEADER),
    total: headerNumber(response, TOTAL_COUNT_HEADER),
  };
}

/** Fetched with the token (a plain link would be refused), for save-file.ts to save. */
export async function exportActivity(filters: ActivityFilters): Promise<DownloadedFile> {
  const query = filterParams(filters).toString();
  const response = await adminFetch(`${AUDIT_LOG}export.csv${query ? `?${query}` : ''}`, { headers: { Accept: 'text/csv' } });
  return {
    blob: await response.blob(),
    fileName: downloadFileName(response.headers.get('content-disposition')) ?? 'activity.csv',
  };
}
