// Strangers cannot keep the owner out: wrong passwords sent at the owner's username from addresses
// of their own leave the owner's right password from a clean address working, only slowed once the
// username has many failures from all addresses together.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/test-app.js';

const owner = { username: 'owner', password: 'owner-password-1' };
// Short waits, so that the test sees the slowing without waiting seconds per guess.
const slowdown = { afterFailures: 10, ms: 40, maxMs: 160 };

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({ adminUsername: owner.username, adminPassword: owner.password, loginSlowdown: slowdown });
});
afterEach(() => t.close());

const login = (payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/backend/auth/token/login/', payload, remoteAddress });

/** `n` wrong passwords at the owner's username, five from each stranger's address (sent at once). */
async function strangersGuess(n: number) {
  for (let a = 0; a < n / 5; a++) {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login({ ...owner, password: `guess-${a}-${i}` }, `203.0.113.${a + 1}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
  }
}

/** The owner's right password from a clean address signs in; answers how long it took. */
async function ownerSignsIn(): Promise<number> {
  const began = Date.now();
  const res = await login(owner, '198.51.100.7');
  expect(res.statusCode, res.body).toBe(200);
  return Date.now() - began;
}

describe("the owner's sign-in after strangers' wrong passwords", () => {
  it('works after five wrong passwords from strangers', async () => {
    await strangersGuess(5);
    await ownerSignsIn();
  });

  // Fifty password hashes: more time than most tests.
  it('works after fifty, slowed by at most the cap; each stranger got five guesses', { timeout: 60_000 }, async () => {
    await strangersGuess(50);
    // Every stranger's address used its five: a sixth from it is refused, even the right password.
    expect((await login(owner, '203.0.113.1')).statusCode).toBe(429);
    const waited = await ownerSignsIn();
    expect(waited).toBeGreaterThanOrEqual(slowdown.maxMs);
  });
});
