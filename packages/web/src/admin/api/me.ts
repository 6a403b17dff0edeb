// GET {auth}/users/me/: the signed-in user; how the guard checks that a stored token still works.
import { AUTH_BASE, type User } from '@site/contracts';
import { isUser } from '../auth/is-user';
import { adminFetch } from './admin-fetch';

export async function fetchMe(): Promise<User> {
  const response = await adminFetch(`${AUTH_BASE}/users/me/`);
  const body: unknown = await response.json();
  if (!isUser(body)) throw new Error('The signed-in user has an unexpected shape.');
  return body;
}
