// POST {auth}/token/logout/: the server deletes the token of this request (204).
import { AUTH_BASE } from '@site/contracts';
import { adminFetch } from './admin-fetch';

export async function logout(): Promise<void> {
  await adminFetch(`${AUTH_BASE}/token/logout/`, { method: 'POST' });
}
