// Drafts, schedules and preview links: a document's draft (a section by its API path, or
// `services`) read, saved whole, discarded and published with the draft's own version (its ETag,
// separate from the published document's), and the admin-wide list of drafts and preview links.
import {
  API_BASE,
  type CreatedPreviewLink,
  type Draft,
  type DraftSummary,
  type PreviewLink,
  type Published,
  type Scheduled,
} from '@site/contracts';
import { adminFetch } from './admin-fetch';
import { RequestFailedError } from './errors';
import { withLocale } from './locale';
import { etagOf, ifMatch, type Versioned } from './versioned';

const draftUrl = (path: string) => `${API_BASE}/drafts/${path}`;
// `locale`: the draft of the document's translation into that language (none: the document's own).
const json = { 'Content-Type': 'application/json' };

export async function listDrafts(): Promise<DraftSummary[]> {
  const response = await adminFetch(`${API_BASE}/drafts/`, { cache: 'no-store' });
  return (await response.json()) as DraftSummary[];
}

/** The document's draft with its version, or null when it has none (404). */
export async function fetchDraft(path: string, locale?: string): Promise<Versioned<Draft> | null> {
  try {
    const response = await adminFetch(withLocale(draftUrl(path), locale), { cache: 'no-store' });
    return { data: (await response.json()) as Draft, etag: etagOf(response) };
  } catch (error) {
    if (error instanceof RequestFailedError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The document's draft when the list of drafts names it, else null without asking for it: a screen
 * that opens on a document without a draft then meets no 404 (which the browser logs as an error).
 */
export async function fetchDraftIfListed(path: string): Promise<Versioned<Draft> | null> {
  const listed = (await listDrafts()).some((summary) => summary.path === path);
  return listed ? fetchDraft(path) : null;
}

export async function saveDraft(
  path: string,
  document: unknown,
  etag: string | null,
  locale?: string,
): Promise<Versioned<Draft>> {
  const response = await adminFetch(withLocale(draftUrl(path), locale), {
    method: 'PUT',
    headers: { ...json, ...ifMatch(etag) },
    body: JSON.stringify(document),
  });
  return { data: (await response.json()) as Draft, etag: etagOf(response) };
}

export async function discardDraft(path: string, etag: string | null = null, locale?: string): Promise<void> {
  await adminFetch(withLocale(draftUrl(path), locale), { method: 'DELETE', headers: ifMatch(etag) });
}

/** Publishes the draft named by its version; `force` publishes over a newer published version. */
export async function publishDraft(path: string, etag: string | null, force = false, locale?: string): Promise<Published> {
  const response = await adminFetch(withLocale(`${draftUrl(path)}/publish${force ? '?force=1' : ''}`, locale), {
    method: 'POST',
    headers: ifMatch(etag),
  });
  return (await response.json()) as Published;
}

/** Publishes several drafts together now; `locales`: the drafts of those languages. */
export async function publishDrafts(paths: string[], locales?: string[]): Promise<Published> {
  const response = await adminFetch(`${API_BASE}/drafts/publish`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(locales?.length ? { paths, locales } : { paths }),
  });
  return (await response.json()) as Published;
}

/** Schedules several drafts to be published together at `at` (an ISO time); `locales`: the drafts of those languages. */
export async function scheduleDrafts(paths: string[], at: string, locales?: string[]): Promise<Scheduled> {
  const response = await adminFetch(`${API_BASE}/drafts/publish`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(locales?.length ? { paths, locales, at } : { paths, at }),
  });
  return (await response.json()) as Scheduled;
}

export async function cancelSchedule(path: string, locale?: string): Promise<void> {
  await adminFetch(withLocale(`${draftUrl(path)}/schedule`, locale), { method: 'DELETE' });
}

export async function listPreviewLinks(): Promise<PreviewLink[]> {
  const response = await adminFetch(`${API_BASE}/preview-links`, { cache: 'no-store' });
  return (await response.json()) as PreviewLink[];
}

export async function createPreviewLink(hours: number): Promise<CreatedPreviewLink> {
  const response = await adminFetch(`${API_BASE}/preview-links`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ expires_in_hours: hours }),
  });
  return (await response.json()) as CreatedPreviewLink;
}

export async function revokePreviewLink(id: number): Promise<void> {
  await adminFetch(`${API_BASE}/preview-links/${id}`, { method: 'DELETE' });
}
