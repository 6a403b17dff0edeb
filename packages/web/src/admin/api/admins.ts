// The admins of the site (in Djoser's shapes): list them, remove another one, change
// one's own password. A 400 arrives as a RequestFailedError whose body holds `{field: [message]}`.
import { AUTH_BASE, type Admin, type SetPasswordInput } from '@site/contracts';
import { adminFetch } from './admin-fetch';

export async function listAdmins(): Promise<Admin[]> {
  const response = await adminFetch(`${AUTH_BASE}/users/`);
  return (await response.json()) as Admin[];
}

/** Removes the admin and ends every session of theirs. */
export async function removeAdmin(id: number): Promise<void> {
  await adminFetch(`${AUTH_BASE}/users/${id}/`, { method: 'DELETE' });
}

/** Changes the signed-in admin's password; this session stays signed in, the others end. */
export async function setOwnPassword(input: SetPasswordInput): Promise<void> {
  await adminFetch(`${AUTH_BASE}/users/set_password/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
}
