import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIELD_REQUIRED, INVALID_TOKEN, LOGIN_FAILED, NO_CREDENTIALS, USERNAME_TAKEN } from '@site/contracts';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { hashToken } from '../auth/tokens.js';
import { asc, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../db/dialect.js';
import { tokens, users } from '../db/schema.js';

const BASE = '/backend/auth';
const boss = { username: 'boss', password: 'boss-password-1' };

describe('auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The first admin comes from the environment settings, so the tests know its password.
    t = await makeTestApp({ adminUsername: boss.username, adminPassword: boss.password });
  });
  afterAll(() => t.close());

  const login = (payload: unknown, remoteAddress = '10.0.0.1', url = `${BASE}/token/login`) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });
  const me = (headers: Record<string, string> = {}, url = `${BASE}/users/me`) => t.app.inject({ method: 'GET', url, headers });

  it('logs in with the right password and answers the token and the user', async () => {
    const res = await login(boss);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      auth_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      user: { id: expect.any(Number), username: 'boss', email: '', role: 'admin' },
    });
    const who = await me(auth(body.auth_token));
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual(body.user);
  });

  it('refuses a wrong password and an unknown user with the same Djoser message', async () => {
    for (const attempt of [
      { ...boss, password: 'wrong-password' },
      { username: 'nobody', password: boss.password },
    ]) {
      const res = await login(attempt, '10.0.0.2');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: [LOGIN_FAILED] });
    }
  });

  it('refuses a username holding a null character as an unknown user, on both engines (PostgreSQL cannot take U+0000)', async () => {
    const res = await login({ username: 'bo\u0000ss', password: boss.password }, '10.0.0.9');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [LOGIN_FAILED] });
  });

  it('names each missing field in Djoser shape', async () => {
    const none = await login({}, '10.0.0.3');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ username: [FIELD_REQUIRED], password: [FIELD_REQUIRED] });
    const empty = await login({ username: 'boss', password: '' }, '10.0.0.3');
    expect(empty.json()).toEqual({ password: [FIELD_REQUIRED] });
  });

  it('answers /users/me with the user only, and 401 without or with a bad token', async () => {
    const res = await me(auth(await adminToken(t.app, 'me-user')));
    expect(res.json()).toEqual({ id: expect.any(Number), username: 'me-user', email: 'me-user@example.com', role: 'admin' });
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json()).toEqual({ detail: NO_CREDENTIALS });
    const bad = await me(auth('not-a-token'));
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: INVALID_TOKEN });
  });

  it('accepts a Bearer token as well as Token', async () => {
    const res = await me({ authorization: `Bearer ${await adminToken(t.app)}` });
    expect(res.statusCode).toBe(200);
  });

  it('logs out: 204, then the token no longer works; 401 without a token', async () => {
    const token = await adminToken(t.app);
    const out = await t.app.inject({ method: 'POST', url: `${BASE}/token/logout/`, headers: auth(token) });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await me(auth(token))).json()).toEqual({ detail: INVALID_TOKEN });
    const anonymous = await t.app.inject({ method: 'POST', url: `${BASE}/token/logout` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: NO_CREDENTIALS });
  });

  it('expires a token unused for longer than the TTL', async () => {
    const token = await adminToken(t.app);
    await t.app.db.update(tokens).set({ lastUsedAt: '2000-01-01T00:00:00.000Z' });
    const res = await me(auth(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: INVALID_TOKEN });
  });

  it('refuses a token older than TOKEN_MAX_AGE_DAYS even though it was just used', async () => {
    const token = await adminToken(t.app);
    await t.app.db
      .update(tokens)
      .set({ createdAt: '2000-01-01T00:00:00.000Z', lastUsedAt: new Date().toISOString() })
      .where(eq(tokens.tokenHash, hashToken(token)));
    const res = await me(auth(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: INVALID_TOKEN });
    expect(
      await t.app.db
        .select()
        .from(tokens)
        .where(eq(tokens.tokenHash, hashToken(token))),
    ).toEqual([]);
  });

  it('answers with and without the trailing slash', async () => {
    expect((await login(boss, '10.0.0.4', `${BASE}/token/login/`)).statusCode).toBe(200);
    expect((await me(auth(await adminToken(t.app)), `${BASE}/users/me/`)).statusCode).toBe(200);
  });

  describe('creating admins', () => {
    const create = (payload: Record<string, unknown>, headers: Record<string, string>, url = `${BASE}/users`) =>
      t.app.inject({ method: 'POST', url, payload, headers });
    const carol = { username: 'carol', email: 'carol@example.com', password: 'carol-password' };

    it('refuses an anonymous caller', async () => {
      const res = await create(carol, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: NO_CREDENTIALS });
    });

    it('creates a user who can then log in, and refuses the same username again', async () => {
      const headers = auth(await adminToken(t.app));
      const res = await create(carol, headers, `${BASE}/users/`);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(Number), username: 'carol', email: 'carol@example.com', role: 'admin' });
      expect((await login({ username: 'carol', password: carol.password }, '10.0.0.5')).statusCode).toBe(200);
      const again = await create({ ...carol, email: 'other@example.com' }, headers);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ username: [USERNAME_TAKEN] });
    });

    it('answers invalid fields as {field: [message]}', async () => {
      const res = await create({ username: 'dave', email: 'not-an-email', password: 'short' }, auth(await adminToken(t.app)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        email: ['Enter a valid email address.'],
        password: ['This password is too short. It must contain at least 8 characters.'],
      });
      const missing = await create({ username: 'dave' }, auth(await adminToken(t.app)));
      expect(missing.json()).toEqual({ email: [FIELD_REQUIRED], password: [FIELD_REQUIRED] });
    });
  });
});

/**
 * Retry-After counts the 15-minute window down from the first failure that counts: whole seconds, at
 * most 900, and less by the time the attempts took since `began` (seconds on a busy machine).
 */
function expectWindowLeft(header: unknown, began: number) {
  const seconds = Number(header);
  expect(seconds).toBeLessThanOrEqual(900);
  expect(seconds).toBeGreaterThanOrEqual(900 - Math.ceil((Date.now() - began) / 1000));
}

describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ adminUsername: boss.username, adminPassword: boss.password });
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, unknown>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `${BASE}/token/login`, payload, remoteAddress });

  it('refuses the sixth attempt after five failures, even with the right password', async () => {
    const began = Date.now();
    for (let i = 0; i < 5; i++) {
      expect((await login({ ...boss, password: `guess-${i}` }, '10.6.6.6')).statusCode).toBe(400);
    }
    const blocked = await login(boss, '10.6.6.6');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many failed login attempts. Please wait 15 minutes and try again.' });
    expectWindowLeft(blocked.headers['retry-after'], began);
    // Only that address is refused that username: the owner signs in from another address.
    expect((await login(boss, '10.0.0.7')).statusCode).toBe(200);
  });

  // Six addresses pass any per-username count the old rule had; the throttle's own tests take many more
  // addresses on a fake clock, without a password hash for each guess.
  it('cannot be used to lock the owner out: five wrong passwords from each of six addresses leave a clean address free', async () => {
    for (let a = 0; a < 6; a++) {
      const address = `10.50.0.${a + 1}`;
      for (let i = 0; i < 5; i++) expect((await login({ ...boss, password: `guess-${i}` }, address)).statusCode).toBe(400);
      // Each guessing address is bounded at five guesses for the username.
      expect((await login({ ...boss, password: 'guess-6' }, address)).statusCode).toBe(429);
    }
    expect((await login(boss, '10.51.0.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network, so taking a new address in it gives no new guesses', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login({ ...boss, password: `guess-${i}` }, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(400);
    }
    expect((await login(boss, '2001:db8:1:2:ffff::99')).statusCode).toBe(429);
    // The owner, from another network, signs in.
    expect((await login(boss, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('login throttling per client address', () => {
  let t: TestApp;
  const carol = { username: 'carol', password: 'carol-password' };
  beforeAll(async () => {
    t = await makeTestApp({ adminUsername: boss.username, adminPassword: boss.password });
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/users`,
      headers: auth(await adminToken(t.app)),
      payload: { ...carol, email: 'carol@example.com' },
    });
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, unknown>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `${BASE}/token/login`, payload, remoteAddress });

  it('blocks an address after twenty failures spread over different usernames, for every username', async () => {
    for (let i = 0; i < 20; i++)
      expect((await login({ username: `user-${i}`, password: 'guess' }, '10.7.7.7')).statusCode).toBe(400);
    const blocked = await login(carol, '10.7.7.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many failed login attempts\. Please wait \d+ minutes? and try again\.$/);
    // The same account from another address is not blocked: only the guessing address is.
    expect((await login(carol, '10.7.7.8')).statusCode).toBe(200);
  });

  it('does not unlock an address when it then logs in successfully', async () => {
    for (let i = 0; i < 19; i++)
      expect((await login({ username: `user-${i}`, password: 'guess' }, '10.8.8.8')).statusCode).toBe(400);
    // The attacker signs in to an account of their own from the same address: the address keeps its count.
    expect((await login(carol, '10.8.8.8')).statusCode).toBe(200);
    expect((await login({ username: 'someone', password: 'guess' }, '10.8.8.8')).statusCode).toBe(400);
    expect((await login(carol, '10.8.8.8')).statusCode).toBe(429);
  });
});

describe('login throttling under concurrent attempts', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp({ adminUsername: boss.username, adminPassword: boss.password });
  });
  afterEach(() => t.close());

  const login = (payload: Record<string, unknown>, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `${BASE}/token/login`, payload, remoteAddress });

  /** 40 logins sent at once, 39 wrong guesses and the right password last. */
  const burst = (address: (i: number) => string, username: (i: number) => string) =>
    Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ username: username(i), password: i === 39 ? boss.password : `guess-${i}` }, address(i)),
      ),
    );

  it('verifies at most five of 40 passwords sent at once for one username from one address; the right one among them gets 429', async () => {
    const began = Date.now();
    const answers = await burst(
      () => '10.20.0.1',
      () => boss.username,
    );
    const verified = answers.filter((r) => r.statusCode === 400 || r.statusCode === 200);
    expect(verified.length).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40 - verified.length);
    const right = answers[39];
    expect(right?.statusCode).toBe(429);
    expect(right?.json()).toEqual({ detail: 'Too many failed login attempts. Please wait 15 minutes and try again.' });
    expectWindowLeft(right?.headers['retry-after'], began);
    // After the burst that address stays refused the username, the right password too; a clean one is not.
    expect((await login(boss, '10.20.0.1')).statusCode).toBe(429);
    expect((await login(boss, '10.20.1.1')).statusCode).toBe(200);
  });

  it('verifies at most five passwords per address when 40 are sent at once from 8 addresses at one username', async () => {
    const answers = await burst(
      (i) => `10.23.0.${i % 8}`,
      () => boss.username,
    );
    for (let a = 0; a < 8; a++) {
      const fromA = answers.filter((_, i) => i % 8 === a);
      expect(fromA.filter((r) => r.statusCode !== 429).length, `address ${a}`).toBeLessThanOrEqual(5);
    }
    expect((await login(boss, '10.23.1.1')).statusCode).toBe(200);
  });

  it('verifies at most twenty of 40 passwords sent at once from one address, across usernames', async () => {
    const answers = await burst(
      () => '10.21.0.1',
      (i) => (i === 39 ? boss.username : `user-${i}`),
    );
    expect(answers.filter((r) => r.statusCode === 400 || r.statusCode === 200).length).toBeLessThanOrEqual(20);
    expect(answers[39]?.statusCode).toBe(429);
    // The account itself is not blocked elsewhere: only the guessing address is.
    expect((await login(boss, '10.21.0.2')).statusCode).toBe(200);
  });

  it('a success among attempts in flight clears the pair but leaves the address its failures', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => login({ ...boss, password: `guess-${i}` }, '10.22.0.1')),
      login(boss, '10.22.0.1'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 200]);
    // The pair starts again from nothing: five more guesses from that address are all verified.
    for (let i = 0; i < 5; i++) expect((await login({ ...boss, password: `again-${i}` }, '10.22.0.1')).statusCode).toBe(400);
    // The address kept its four failures (the success is not one) and has nine now: eleven more, then 429.
    for (let i = 0; i < 11; i++)
      expect((await login({ username: `someone-${i}`, password: 'guess' }, '10.22.0.1')).statusCode).toBe(400);
    expect((await login({ username: 'someone-else', password: 'guess' }, '10.22.0.1')).statusCode).toBe(429);
  });
});

describe('login throttling on two servers sharing one database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeEach(async () => {
    first = await makeTestApp({ adminUsername: boss.username, adminPassword: boss.password });
    const shared = { databasePath: first.config.databasePath, databaseUrl: first.config.databaseUrl };
    second = await makeTestApp({ adminUsername: boss.username, adminPassword: boss.password, ...shared });
  });
  // The app opened on the other's database closes first; the one that owns it last.
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  const login = (server: TestApp, payload: Record<string, unknown>, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: `${BASE}/token/login`, payload, remoteAddress });

  it('verifies at most five of 40 passwords sent to both at once for one username from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2 ? first : second, { ...boss, password: `guess-${i}` }, '10.40.0.1')),
    );
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(35);
    // Both refuse the right password from that address now; both let the owner in from another.
    for (const server of [first, second]) {
      const refused = await login(server, boss, '10.40.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: 'Too many failed login attempts. Please wait 15 minutes and try again.' });
      expect((await login(server, boss, '10.40.1.1')).statusCode).toBe(200);
    }
  });

  it('counts twenty failures of an address over both, whichever gets each', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login(i % 2 ? first : second, { username: `user-${i}`, password: 'guess' }, '10.41.0.1');
      expect(res.statusCode).toBe(400);
    }
    expect((await login(first, boss, '10.41.0.1')).statusCode).toBe(429);
    expect((await login(second, boss, '10.41.0.1')).statusCode).toBe(429);
  });
});

describe('usernames regardless of case', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp({ adminUsername: 'baradmin', adminPassword: 'baradmin-password' });
  });
  afterEach(() => t.close());

  let headers: Record<string, string>;
  beforeEach(async () => {
    headers = auth(await adminToken(t.app));
  });
  const create = (username: string, remoteAddress = '10.30.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/users/`,
      headers,
      remoteAddress,
      payload: { username, email: `${username}@example.com`, password: 'a-long-password' },
    });
  const usernames = async () =>
    (await t.app.db.select({ username: users.username }).from(users).orderBy(asc(users.id))).map((row) => row.username);

  it('refuses BARADMIN beside baradmin with the same message as an exact duplicate, and writes nothing', async () => {
    const before = await usernames();
    for (const lookAlike of ['BARADMIN', 'BarAdmin', 'baradmin']) {
      const res = await create(lookAlike);
      expect(res.statusCode, lookAlike).toBe(400);
      expect(res.json()).toEqual({ username: [USERNAME_TAKEN] });
    }
    expect(await usernames()).toEqual(before);
  });

  it('lets only one of two look-alikes created at once exist', async () => {
    const answers = await Promise.all([create('Carol'), create('cAROL')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((r) => r.statusCode === 400)?.json()).toEqual({ username: [USERNAME_TAKEN] });
  });

  it('is enforced by the database itself', async () => {
    const refused = await t.app.db
      .insert(users)
      .values({ username: 'BarAdmin', passwordHash: 'x' })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refused), String(refused)).toBe(true);
  });

  it('logs in whatever the case typed, as the stored username', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/token/login/`,
      payload: { username: 'BarAdmin', password: 'baradmin-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('baradmin');
  });
});
