// A structural check of the user shape (contracts' userSchema) without zod: the admin reads it from
// the API and from localStorage, and a hand check keeps zod out of this first screen's bundle.
import type { User } from '@site/contracts';

export function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Partial<Record<keyof User, unknown>>;
  return (
    typeof user.id === 'number' &&
    typeof user.username === 'string' &&
    typeof user.email === 'string' &&
    typeof user.role === 'string'
  );
}
