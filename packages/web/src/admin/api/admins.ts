// The admins of the site (in Djoser's shapes): list them, remove another one, reset another one's
// second factor, change one's own password or email. A 400 arrives as a RequestFailedError whose body holds `{field: [message]}`.
import { AUTH_BASE, type Admin, type Role, type SetOwnEmailInput, type SetPasswordInput, type User } from '@site/contracts';
import { adminFetch } from './admin-fetch';

export async function listAdmins(): Promise<Admin[]> {
  const response = await adminFetch(`${AUTH_BASE}/users/`);
  return (await response.json()) as Admin[];
}

/** Removes the admin and ends every session of theirs. */
export async function removeAdmin(id: number): Promise<void> {
  await adminFetch(`${AUTH_BASE}/users/${id}/`, { method: 'DELETE' });
}

/** Gives another account `role` (admins only); answers the account as the list shows it. */
export async function changeRole(id: number, role: Role): Promise<Admin> {
  const response = await adminFetch(`${AUTH_BASE}/users/${id}/`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ role }),
  });
  return (await response.json()) as Admin;
}

/** Turns another account's two-factor sign-in off (admins only): it signs in with its password alone. */
export async function resetTwoFactor(id: number): Promise<void> {
  await adminFetch(`${AUTH_BASE}/users/${id}/2fa/reset/`, { method: 'POST' });
}

/** Changes the signed-in admin's password; this session stays signed in, the others end. */
export async function setOwnPassword(input: SetPasswordInput): Promise<void> {
  await adminFetch(`${AUTH_BASE}/users/set_password/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
}

/** Changes the signed-in admin's own email; answers the user as users/me does. */
export async function setOwnEmail(input: SetOwnEmailInput): Promise<User> {
  const response = await adminFetch(`${AUTH_BASE}/users/me/`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  return (await response.json()) as User;
}
