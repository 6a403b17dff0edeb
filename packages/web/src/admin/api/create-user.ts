// POST {auth}/users/: a signed-in admin creates another admin. A 400 arrives as a
// RequestFailedError whose body holds Djoser's `{field: [message]}` errors.
import { AUTH_BASE, type CreateUserInput, type User } from '@site/contracts';
import { adminFetch } from './admin-fetch';

export async function createUser(input: CreateUserInput): Promise<User> {
  const response = await adminFetch(`${AUTH_BASE}/users/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  return (await response.json()) as User;
}
