// The not-found log over the API for the Not found screen: the entries in one order, and clearing
// one address or all of them.
import { API_BASE, type NotFoundCleared, type NotFoundEntry, type NotFoundSort } from '@site/contracts';
import { adminFetch } from '../api/admin-fetch';

const NOT_FOUND_LOG = `${API_BASE}/not-found`;

export async function listNotFound(sort: NotFoundSort, signal?: AbortSignal): Promise<NotFoundEntry[]> {
  const response = await adminFetch(`${NOT_FOUND_LOG}?sort=${sort}`, { signal });
  return (await response.json()) as NotFoundEntry[];
}

/** Clears one address as listed (a probe family's pattern included). */
export async function clearNotFound(path: string): Promise<NotFoundCleared> {
  const response = await adminFetch(`${NOT_FOUND_LOG}?path=${encodeURIComponent(path)}`, { method: 'DELETE' });
  return (await response.json()) as NotFoundCleared;
}

export async function clearAllNotFound(): Promise<NotFoundCleared> {
  const response = await adminFetch(`${NOT_FOUND_LOG}?all=true`, { method: 'DELETE' });
  return (await response.json()) as NotFoundCleared;
}
