// A document's history (admin only): the list of its saved versions, one old version's content,
// comparing two (or one and the draft), and restoring one, which saves it as a NEW version so that nothing is lost. `doc` is a section's
// path ("home/hero", "layout/navbar") or SERVICES_DOCUMENT; a translation's history is its document's
// with the language's query (`home/hero?locale=bn`, api/locale.ts), which every address keeps last.
import { API_BASE, type Comparison, type History, type Restored, type RestoreTarget, type Revision } from '@site/contracts';
import { adminFetch } from './admin-fetch';

function historyUrl(doc: string, ...rest: (string | number)[]) {
  const [path, query] = doc.split('?');
  return [`${API_BASE}/history/${path}`, ...rest].join('/') + (query ? `?${query}` : '');
}

export async function fetchHistory(doc: string, signal?: AbortSignal): Promise<History> {
  const response = await adminFetch(historyUrl(doc), { cache: 'no-store', signal });
  return (await response.json()) as History;
}

export async function fetchVersion(doc: string, version: number, signal?: AbortSignal): Promise<Revision> {
  const response = await adminFetch(historyUrl(doc, version), { cache: 'no-store', signal });
  return (await response.json()) as Revision;
}

/** What changed from version `from` to version `to` (or the draft) of the document, with both sides' content. */
export async function fetchComparison(
  doc: string,
  from: number,
  to: number | 'draft',
  signal?: AbortSignal,
): Promise<Comparison> {
  const [path, query] = doc.split('?');
  const params = new URLSearchParams(query);
  params.set('from', String(from));
  params.set('to', String(to));
  const response = await adminFetch(`${API_BASE}/history/${path}/compare?${params}`, { cache: 'no-store', signal });
  return (await response.json()) as Comparison;
}

/**
 * Sent without If-Match on purpose: a restore replaces nothing for good (whatever was saved since
 * stays in the history), so a newer save is no reason to refuse it. `into` (documents with drafts
 * only): the draft, to publish when ready, or live at once; without it, a document with drafts
 * restores into its draft and one without (SEO, settings) live.
 */
export async function restoreVersion(doc: string, version: number, into?: RestoreTarget): Promise<Restored> {
  const response = await adminFetch(
    historyUrl(doc, version, 'restore'),
    into
      ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ into }) }
      : { method: 'POST' },
  );
  return (await response.json()) as Restored;
}
