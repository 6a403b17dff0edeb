// A token of a new account of a given role, for the tests of what each role may do.
import type { Role } from '@site/contracts';
import { issueToken } from '../auth/tokens.js';
import { users } from '../db/schema.js';
import type { TestApp } from './test-app.js';

export async function tokenAs(t: TestApp, username: string, role: Role, email = `${username}@example.com`): Promise<string> {
  const [user] = await t.app.db
    .insert(users)
    .values({ username, email, passwordHash: 'not-a-real-hash', role })
    .returning({ id: users.id });
  return issueToken(t.app.db, user!.id);
}
