// Review before publishing: submit a draft, approve it or ask for changes, its review history, and
// review links (made, listed, revoked by editors; read and answered by their holders without an account).
import {
  API_BASE,
  type CreatedPreviewLink,
  type DraftReview,
  type LinkDecision,
  type LinkReview,
  type Published,
  type ReviewHistory,
  type ReviewLink,
  type Scheduled,
} from '@site/contracts';
import { messageOf } from '../../shared/error-message';
import { adminFetch } from './admin-fetch';
import { detailOf, readErrorBody } from './error-detail';
import { RequestFailedError } from './errors';
import { withLocale } from './locale';

const draftUrl = (path: string) => `${API_BASE}/drafts/${path}`;

/** A review step's address: the draft of the document's translation into `locale`, or its own draft (none). */
const reviewStepUrl = (path: string, step: 'submit' | 'approve' | 'request-changes', locale?: string): string =>
  withLocale(`${draftUrl(path)}/${step}`, locale);
const json = { 'Content-Type': 'application/json' };
const post = (body: unknown): RequestInit => ({ method: 'POST', headers: json, body: JSON.stringify(body) });

export async function submitForReview(path: string, note: string, locale?: string): Promise<DraftReview> {
  const response = await adminFetch(reviewStepUrl(path, 'submit', locale), post(note.trim() ? { note } : {}));
  return (await response.json()) as DraftReview;
}

/** Publishes the draft in review now, or schedules it for `at` (an ISO time). */
export async function approveDraft(path: string, at?: string, locale?: string): Promise<Published | Scheduled> {
  const response = await adminFetch(reviewStepUrl(path, 'approve', locale), post(at ? { at } : {}));
  return (await response.json()) as Published | Scheduled;
}

export async function requestChanges(path: string, comment: string, locale?: string): Promise<DraftReview> {
  const response = await adminFetch(reviewStepUrl(path, 'request-changes', locale), post({ comment }));
  return (await response.json()) as DraftReview;
}

export async function fetchReviewHistory(path: string): Promise<ReviewHistory> {
  const response = await adminFetch(`${draftUrl(path)}/review`, { cache: 'no-store' });
  return (await response.json()) as ReviewHistory;
}

export async function listReviewLinks(): Promise<ReviewLink[]> {
  const response = await adminFetch(`${API_BASE}/review-links`, { cache: 'no-store' });
  return (await response.json()) as ReviewLink[];
}

export async function createReviewLink(name: string, hours: number): Promise<CreatedPreviewLink> {
  const response = await adminFetch(`${API_BASE}/review-links`, post({ name, expires_in_hours: hours }));
  return (await response.json()) as CreatedPreviewLink;
}

export async function revokeReviewLink(id: number): Promise<void> {
  await adminFetch(`${API_BASE}/review-links/${id}`, { method: 'DELETE' });
}

/** A call of a review link's holder: no account, the token in the address. */
async function linkFetch(token: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${API_BASE}/link-review/${encodeURIComponent(token)}`, { cache: 'no-store', ...init });
  if (!response.ok) {
    const body = await readErrorBody(response);
    throw new RequestFailedError(response.status, detailOf(body) ?? `The server answered ${response.status}.`, body);
  }
  return response;
}

export async function fetchLinkReview(token: string): Promise<LinkReview> {
  return (await (await linkFetch(token)).json()) as LinkReview;
}

export async function decideByLink(token: string, decision: LinkDecision): Promise<void> {
  await linkFetch(token, post(decision));
}

/** The sentence of a refused call, for the page of a link's holder. */
export const linkRefusal = (error: unknown) =>
  error instanceof RequestFailedError
    ? messageOf(error, 'Please try again.')
    : 'The server could not be reached. Please try again.';
