// One account of each role and a token for each, without going through login (tests only).
import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '@site/contracts';
import { issueToken } from '../auth/tokens.js';
import { users } from '../db/schema.js';

/** A token of a new account of `role`, named `<prefix><role>`. */
export async function roleToken(app: FastifyInstance, role: Role, prefix = 'as-'): Promise<string> {
  const username = `${prefix}${role}`;
  const [user] = await app.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: 'not-a-real-hash', role })
    .returning({ id: users.id });
  return issueToken(app.db, user!.id);
}

/** A token per role, each of an account of its own. */
export async function roleTokens(app: FastifyInstance, prefix = 'as-'): Promise<Record<Role, string>> {
  const entries = [];
  for (const role of ROLES) entries.push([role, await roleToken(app, role, prefix)] as const);
  return Object.fromEntries(entries) as Record<Role, string>;
}
