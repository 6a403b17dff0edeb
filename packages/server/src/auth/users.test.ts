import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USERNAME_TAKEN } from '@site/contracts';
import type { OpenDb } from '../db/client.js';
import { openTestDatabase } from '../test/test-database.js';
import { ApiError } from '../http/errors.js';
import { issueToken, userForToken } from './tokens.js';
import { authenticate, countUsers, createUser, findUserByUsername, setPassword } from './users.js';

let db: OpenDb;
let opened: Awaited<ReturnType<typeof openTestDatabase>>;

beforeEach(async () => {
  opened = await openTestDatabase();
  db = opened.db;
});

afterEach(async () => {
  await opened.close();
});

const alice = { username: 'alice', email: 'alice@example.com', password: 'first-password' };

async function expectTaken(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, body: { username: [USERNAME_TAKEN] } });
}

describe('users', () => {
  it('creates a user with a hashed password and counts it', async () => {
    expect(await countUsers(db)).toBe(0);
    const user = await createUser(db, alice);
    expect(user).toEqual({ id: expect.any(Number), username: 'alice', email: 'alice@example.com', role: 'admin' });
    expect(await countUsers(db)).toBe(1);
    expect((await findUserByUsername(db, 'alice'))?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await findUserByUsername(db, 'nobody')).toBeUndefined();
  });

  it('refuses a taken username in Djoser field shape, also when two creations race', async () => {
    // Both pass the look-up before either has hashed; the unique index then refuses one of them.
    const results = await Promise.allSettled([createUser(db, alice), createUser(db, { ...alice, email: 'other@example.com' })]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    await expectTaken(Promise.reject(refused?.reason as Error));
    await expectTaken(createUser(db, alice));
    expect(await countUsers(db)).toBe(1);
  });

  it('finds a user whatever the case, and refuses a look-alike as taken', async () => {
    const user = await createUser(db, alice);
    expect(await findUserByUsername(db, 'ALICE')).toMatchObject({ id: user.id, username: 'alice' });
    await expectTaken(createUser(db, { ...alice, username: 'Alice' }));
    expect(await countUsers(db)).toBe(1);
  });

  it('authenticates only the right password of an existing user', async () => {
    const user = await createUser(db, alice);
    expect(await authenticate(db, 'alice', 'first-password')).toEqual(user);
    expect(await authenticate(db, 'alice', 'wrong-password')).toBeNull();
    expect(await authenticate(db, 'nobody', 'first-password')).toBeNull();
  });

  it('takes about as long for an unknown user as for a wrong password', async () => {
    await createUser(db, alice);
    await authenticate(db, 'nobody', 'warm-up'); // the first unknown-user login also hashes the decoy
    const fastest = async (username: string) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        await authenticate(db, username, 'wrong-password');
        times.push(performance.now() - start);
      }
      return Math.min(...times);
    };
    const known = await fastest('alice');
    // Generous bound against a busy machine; skipping the hash would make this ~100 times faster.
    expect(await fastest('nobody')).toBeGreaterThan(known / 4);
  });

  it('changes a password and signs out the sessions of that user', async () => {
    const user = await createUser(db, alice);
    const token = await issueToken(db, user.id);
    expect(await setPassword(db, 'alice', 'second-password')).toEqual(user);
    expect(await userForToken(db, token, { ttlDays: 14, maxAgeDays: 30 })).toBeNull();
    expect(await authenticate(db, 'alice', 'second-password')).toEqual(user);
    expect(await setPassword(db, 'nobody', 'second-password')).toBeNull();
  });
});
