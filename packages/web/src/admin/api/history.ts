// A document's history (admin only): the list of its saved versions, one old version's content,
// and restoring one, which saves it as a NEW version so that nothing is lost. `doc` is a section's
// path ("home/hero", "layout/navbar") or "services".
import { API_BASE } from '@site/contracts';
import { adminFetch } from './admin-fetch';
import { etagOf } from './versioned';

export interface HistoryItem {
  version: number;
  savedBy: string | null;
  /** ISO time. */
  savedAt: string;
  /** Why the version exists when it is not a plain save ("Restored version 3", "Demo content"). */
  note: string | null;
}

export interface HistoryList {
  document: string;
  label: string;
  /** The version the document has now. */
  current: number;
  /** Newest first, at most 100. */
  items: HistoryItem[];
}

export interface HistoryVersion<T = unknown> extends HistoryItem {
  data: T;
}

export interface RestoredVersion<T = unknown> {
  version: number;
  etag: string | null;
  data: T;
}

const historyUrl = (doc: string, ...rest: (string | number)[]) => [`${API_BASE}/history/${doc}`, ...rest].join('/');

export async function fetchHistory(doc: string): Promise<HistoryList> {
  const response = await adminFetch(historyUrl(doc), { cache: 'no-store' });
  return (await response.json()) as HistoryList;
}

export async function fetchVersion<T = unknown>(doc: string, version: number): Promise<HistoryVersion<T>> {
  const response = await adminFetch(historyUrl(doc, version), { cache: 'no-store' });
  return (await response.json()) as HistoryVersion<T>;
}

/**
 * Sent without If-Match on purpose: a restore replaces nothing for good (whatever was saved since
 * stays in the history), so a newer save is no reason to refuse it.
 */
export async function restoreVersion<T = unknown>(doc: string, version: number): Promise<RestoredVersion<T>> {
  const response = await adminFetch(historyUrl(doc, version, 'restore'), { method: 'POST' });
  const body = (await response.json()) as { version: number; etag?: string; data: T };
  return { version: body.version, etag: body.etag ?? etagOf(response), data: body.data };
}
