// Every authenticated admin call goes through here: it sends the stored token the way the API
// expects (`Authorization: Token <t>`) and turns a refusal into a typed error (see errors.ts).
// It is part of the editor's shell, which has no zod: the conflict shape's schema is imported with
// the first 412, which only a screen's write (whose code has zod already) can meet.
import { readToken } from '../auth/session';
import { detailOf, errorDetail, readErrorBody } from './error-detail';
import { ConflictError, RequestFailedError, UnauthorizedError } from './errors';

export async function adminFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const token = readToken();
  // No request without a token: the answer could only be the same 401.
  if (!token) throw new UnauthorizedError('Authentication credentials were not provided.');
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Token ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const response = await fetch(url, { ...init, headers });
  if (response.status === 401) throw new UnauthorizedError((await errorDetail(response)) ?? 'Invalid token.');
  if (!response.ok) {
    const body = await readErrorBody(response);
    const message = detailOf(body) ?? `The server answered ${response.status}.`;
    const current = response.status === 412 ? (await import('./conflict-body')).currentVersionOf(body) : undefined;
    if (current) throw new ConflictError(message, body, current);
    throw new RequestFailedError(response.status, message, body);
  }
  return response;
}
