// Taking access away through the API: listing admins, removing one (and every session of theirs),
// and changing one's own password (which ends one's other sessions).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CANNOT_REMOVE_LAST_ADMIN,
  CANNOT_REMOVE_SELF,
  INVALID_PASSWORD,
  INVALID_TOKEN,
  PASSWORD_MISMATCH,
  noAdminWithId,
} from '@site/contracts';
import { eq } from 'drizzle-orm';
import { tokens, users } from '../db/schema.js';
import { auth, makeTestApp, type TestApp } from '../test/test-app.js';

const BASE = '/backend/auth';
const boss = { username: 'boss', password: 'boss-password-1' };
const carol = { username: 'carol', email: 'carol@example.com', password: 'carol-password' };

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({ adminUsername: boss.username, adminPassword: boss.password });
});
afterEach(() => t.close());

let client = 0;
/** Every login from an address of its own, so the throttle never hides what a route does. */
async function login(credentials: { username: string; password: string }) {
  client += 1;
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/token/login/`,
    payload: credentials,
    remoteAddress: `10.40.${client >> 8}.${client & 255}`,
  });
}
async function tokenOf(credentials: { username: string; password: string }): Promise<string> {
  const res = await login(credentials);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().auth_token as string;
}
const list = (token: string) => t.app.inject({ method: 'GET', url: `${BASE}/users/`, headers: auth(token) });
const remove = (token: string, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `${BASE}/users/${id}/`, headers: auth(token) });
const me = (token: string) => t.app.inject({ method: 'GET', url: `${BASE}/users/me/`, headers: auth(token) });
const setPassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${BASE}/users/set_password/`, headers: auth(token), payload });

async function createCarol(token: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: `${BASE}/users/`, headers: auth(token), payload: carol });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const userCount = async () => (await t.app.db.select().from(users)).length;
const tokenCount = async (userId: number) => (await t.app.db.select().from(tokens).where(eq(tokens.userId, userId))).length;

describe('the list of admins', () => {
  it('lists every admin with date joined and last login, null before the first login', async () => {
    const token = await tokenOf(boss);
    const carolId = await createCarol(token);
    const res = await list(token);
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json<Record<string, unknown>[]>();
    expect(Object.keys(first ?? {}).sort()).toEqual([
      'date_joined',
      'email',
      'id',
      'last_login',
      'role',
      'two_factor',
      'username',
    ]);
    expect(first).toMatchObject({ username: 'boss', email: '', last_login: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(second).toEqual({
      id: carolId,
      username: 'carol',
      email: carol.email,
      role: 'admin',
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      last_login: null,
      two_factor: false,
    });
    expect(Date.parse(String(second?.date_joined))).not.toBeNaN();

    await tokenOf(carol);
    const after = (await list(token)).json<{ username: string; last_login: string | null }[]>();
    expect(Date.parse(after.find((a) => a.username === 'carol')?.last_login ?? '')).not.toBeNaN();
  });

  it('never shows a password hash', async () => {
    const res = await list(await tokenOf(boss));
    expect(res.body).not.toMatch(/argon2|password/);
  });
});

describe('removing an admin', () => {
  it('removes another admin: 204, their sessions stop working and they are gone from the list', async () => {
    const token = await tokenOf(boss);
    const carolId = await createCarol(token);
    const carolTokens = [await tokenOf(carol), await tokenOf(carol)];
    const res = await remove(token, carolId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const carolToken of carolTokens) expect((await me(carolToken)).json()).toEqual({ detail: INVALID_TOKEN });
    expect(await tokenCount(carolId)).toBe(0);
    expect((await list(token)).json().map((a: { username: string }) => a.username)).toEqual(['boss']);
    expect((await login(carol)).statusCode).toBe(400);
    // Gone is gone: the same removal again is a 404.
    const again = await remove(token, carolId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: noAdminWithId(carolId) });
  });

  it('refuses removing yourself in one sentence, and changes nothing', async () => {
    const token = await tokenOf(boss);
    await createCarol(token);
    const bossId = (await me(token)).json().id as number;
    const res = await remove(token, bossId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [CANNOT_REMOVE_SELF] });
    expect(await userCount()).toBe(2);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses removing the last admin when two admins remove each other at once', async () => {
    const bossToken = await tokenOf(boss);
    const carolId = await createCarol(bossToken);
    const carolToken = await tokenOf(carol);
    const bossId = (await me(bossToken)).json().id as number;
    const answers = await Promise.all([remove(bossToken, carolId), remove(carolToken, bossId)]);
    // Which one comes first is up to the database (on PostgreSQL the two run on two connections):
    // exactly one removal succeeds and its author is the admin who remains. The other is refused,
    // as removing the last admin (400), or, when its author was removed before its sign-in was
    // checked, as no longer signed in (401).
    const done = answers.findIndex((res) => res.statusCode === 204);
    expect(done).not.toBe(-1);
    const other = answers[1 - done]!;
    expect([400, 401]).toContain(other.statusCode);
    if (other.statusCode === 400) expect(other.json()).toEqual({ non_field_errors: [CANNOT_REMOVE_LAST_ADMIN] });
    expect(await userCount()).toBe(1);
    expect((await me([bossToken, carolToken][done]!)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const token = await tokenOf(boss);
    const unknown = await remove(token, 999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'There is no admin with the id 999.' });
    for (const bad of ['abc', '0', '1.5']) {
      const res = await remove(token, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json())).toEqual(['id']);
    }
    expect(await userCount()).toBe(1);
  });
});

describe('changing your password', () => {
  const change = { current_password: boss.password, new_password: 'a-brand-new-password' };

  it('changes it: 204, this session keeps working, the other sessions end, only the new password logs in', async () => {
    const token = await tokenOf(boss);
    const elsewhere = await tokenOf(boss);
    const res = await setPassword(token, change);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(elsewhere)).json()).toEqual({ detail: INVALID_TOKEN });
    expect((await login(boss)).statusCode).toBe(400);
    expect((await login({ username: 'boss', password: change.new_password })).statusCode).toBe(200);
  });

  it('leaves the sessions of other admins alone', async () => {
    const token = await tokenOf(boss);
    await createCarol(token);
    const carolToken = await tokenOf(carol);
    expect((await setPassword(token, change)).statusCode).toBe(204);
    expect((await me(carolToken)).statusCode).toBe(200);
  });

  it('refuses a wrong current password on that field, and changes nothing', async () => {
    const token = await tokenOf(boss);
    const elsewhere = await tokenOf(boss);
    const hash = async () =>
      (await t.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'boss')))[0]?.hash;
    const before = await hash();
    const res = await setPassword(token, { ...change, current_password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ current_password: [INVALID_PASSWORD] });
    expect(await hash()).toBe(before);
    expect((await me(elsewhere)).statusCode).toBe(200);
  });

  it('holds the new password to the rule for creating an admin, and checks a retyped one', async () => {
    const token = await tokenOf(boss);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { ...change, new_password: 'short' },
        { new_password: ['This password is too short. It must contain at least 8 characters.'] },
      ],
      [{ ...change, new_password: '1234567890' }, { new_password: ['This password is entirely numeric.'] }],
      [{ ...change, re_new_password: 'something-else' }, { re_new_password: [PASSWORD_MISMATCH] }],
      [{}, { current_password: ['This field is required.'], new_password: ['This field is required.'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await setPassword(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect((await setPassword(token, { ...change, re_new_password: change.new_password })).statusCode).toBe(204);
  });

  it('counts wrong current passwords against the login throttle: a stolen session cannot guess it', async () => {
    const token = await tokenOf(boss);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setPassword(token, { ...change, current_password: `guess-${i}` })),
    );
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(15);
    expect(answers[19]?.json()).toEqual({ detail: 'Too many failed login attempts. Please wait 15 minutes and try again.' });
    expect((await setPassword(token, change)).statusCode).toBe(429);
  });
});

describe("changing one's own email", () => {
  const setEmail = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `${BASE}/users/me/`,
      headers: auth(token),
      payload: payload as Record<string, unknown>,
    });
  const emailOf = async (username: string) =>
    (await t.app.db.select({ email: users.email }).from(users).where(eq(users.username, username)))[0]?.email;

  it('sets the signed-in admin’s email (the owner starts without one) and answers the user', async () => {
    const token = await tokenOf(boss);
    expect(await emailOf(boss.username)).toBe('');
    const res = await setEmail(token, { email: 'boss@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), username: boss.username, email: 'boss@example.com', role: 'admin' });
    expect((await me(token)).json().email).toBe('boss@example.com');
    const row = (await list(token)).json().find((a: { username: string }) => a.username === boss.username);
    expect(row.email).toBe('boss@example.com');
  });

  it('changes only the signed-in admin’s own email', async () => {
    const token = await tokenOf(boss);
    await createCarol(token);
    const carolToken = await tokenOf(carol);
    expect((await setEmail(carolToken, { email: 'carol@new.example.com' })).statusCode).toBe(200);
    expect(await emailOf('carol')).toBe('carol@new.example.com');
    expect(await emailOf(boss.username)).toBe('');
  });

  it('refuses a bad address, a missing one or another field with a 400 on the field, and writes nothing', async () => {
    const token = await tokenOf(boss);
    for (const [payload, field, message] of [
      [{ email: 'not-an-address' }, 'email', 'Enter a valid email address.'],
      [{ email: '' }, 'email', 'This field is required.'],
      [{}, 'email', 'This field is required.'],
    ] as const) {
      const res = await setEmail(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()[field], res.body).toEqual([message]);
    }
    const extra = await setEmail(token, { email: 'boss@example.com', username: 'someone-else' });
    expect(extra.statusCode).toBe(400);
    expect(await emailOf(boss.username)).toBe('');
    expect(await emailOf('someone-else')).toBeUndefined();
  });

  it('answers 401 without a valid token', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `${BASE}/users/me/`, payload: { email: 'x@example.com' } });
    expect(res.statusCode).toBe(401);
    expect((await setEmail('not-a-real-token', { email: 'x@example.com' })).json()).toEqual({ detail: INVALID_TOKEN });
  });
});
