// Two-factor sign-in over HTTP: turning it on with an authenticator app's code, the login's code
// step (each code once, recovery codes spent), turning it off, an admin's reset, and the setting
// that requires it of every account. Codes are computed from the secret as an app would.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { and, eq } from 'drizzle-orm';
import {
  CODE_REQUIRED,
  CODE_WRONG,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_CANNOT_TURN_OFF,
  TWO_FACTOR_NOT_STARTED,
  TWO_FACTOR_OWN_FIRST,
  TWO_FACTOR_REQUIRED,
  noAdminWithId,
  refusedSentence,
  type Role,
} from '@site/contracts';
import { auditLog, recoveryCodes, tokens, users } from '../db/schema.js';
import { createUser } from '../auth/users.js';
import { auth, makeTestApp, type TestApp } from '../test/test-app.js';

const BASE = '/backend/auth';
const boss = { username: 'boss', password: 'boss-password-1' };

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({ adminUsername: boss.username, adminPassword: boss.password });
});
afterEach(() => t.close());

let client = 0;
/** Every login from an address of its own unless given one, so the throttle never hides what a route does. */
function login(payload: Record<string, unknown>, remoteAddress?: string) {
  client += 1;
  const address = remoteAddress ?? `10.60.${client >> 8}.${client & 255}`;
  return t.app.inject({ method: 'POST', url: `${BASE}/token/login/`, payload, remoteAddress: address });
}
async function tokenOf(credentials: Record<string, unknown>): Promise<string> {
  const res = await login(credentials);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().auth_token as string;
}
const post = (token: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${BASE}${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });

/** The app's code of `offsetSteps` steps from now (one step either side is accepted). */
const codeOf = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

/** Turns two-factor sign-in on for the account of `token`: its secret and recovery codes. */
async function turnOn(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(token, '/2fa/setup/');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json();
  const confirmed = await post(token, '/2fa/confirm/', { code: await codeOf(secret, -1) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recovery_codes };
}

const auditOf = async (action: string) =>
  (
    await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action as 'two_factor_enabled'))
  ).map((e) => ({
    actor: e.actor,
    target: e.target,
    address: e.address,
    detail: e.detail,
  }));
const tokenCount = async () => (await t.app.db.select().from(tokens)).length;

async function accountOf(role: Role, username: string): Promise<{ id: number; token: string }> {
  const password = `${username}-password`;
  const user = await createUser(t.app.db, { username, email: `${username}@example.com`, password, role });
  return { id: user.id, token: await tokenOf({ username, password }) };
}

describe('turning two-factor sign-in on', () => {
  it('answers a secret, its otpauth URL naming the site and the account, and a QR code, and changes nothing until confirmed', async () => {
    const token = await tokenOf(boss);
    const res = await post(token, '/2fa/setup/');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['otpauth_url', 'qr_svg', 'secret']);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\/[^:]+:boss\?/);
    expect(body.otpauth_url).toContain(`secret=${body.secret}`);
    expect(body.qr_svg).toMatch(/^<svg /);
    // Not in force yet: the password alone still signs in.
    expect((await login(boss)).statusCode).toBe(200);
    expect((await get(token, `${BASE}/2fa/`)).json()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
  });

  it('refuses a wrong code with one sentence and writes nothing', async () => {
    const token = await tokenOf(boss);
    expect((await post(token, '/2fa/confirm/', { code: '123456' })).json()).toEqual({ detail: TWO_FACTOR_NOT_STARTED });
    const { secret } = (await post(token, '/2fa/setup/')).json();
    const wrong = String((Number(await codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await post(token, '/2fa/confirm/', { code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: CODE_WRONG });
    const missing = await post(token, '/2fa/confirm/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: ['This field is required.'] });
    expect(await t.app.db.select().from(recoveryCodes)).toEqual([]);
    expect(await auditOf('two_factor_enabled')).toEqual([]);
    expect((await login(boss)).statusCode).toBe(200);
  });

  it('is on after one code: ten recovery codes shown once and kept only hashed, and the audit log says so', async () => {
    const token = await tokenOf(boss);
    const { recoveryCodes: codes } = await turnOn(token);
    expect(codes).toHaveLength(10);
    const stored = await t.app.db.select().from(recoveryCodes);
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.some((c) => row.codeHash.includes(c.replace('-', '')))).toBe(false);
    expect((await get(token, `${BASE}/2fa/`)).json()).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    expect(await auditOf('two_factor_enabled')).toEqual([
      { actor: 'boss', target: 'account boss', address: expect.any(String), detail: null },
    ]);
    // A second setup while on is refused: it would replace the app in use without a code.
    expect((await post(token, '/2fa/setup/')).json()).toEqual({ detail: TWO_FACTOR_ALREADY_ON });
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('gives no token without the code, nor with a wrong one; the right code once; a recovery code once', async () => {
    const { secret, recoveryCodes: codes } = await turnOn(await tokenOf(boss));
    const before = await tokenCount();

    const bare = await login(boss);
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual({ detail: CODE_REQUIRED, code_required: true });
    const wrong = await login({ ...boss, code: '000000' === (await codeOf(secret)) ? '000001' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: CODE_WRONG, code_required: true });
    // A code without the right password is the password's failure, and says nothing of the code.
    const badPassword = await login({ ...boss, password: 'wrong-password', code: await codeOf(secret, 1) });
    expect(badPassword.statusCode).toBe(400);
    expect(await tokenCount()).toBe(before);

    const code = await codeOf(secret, 1);
    const right = await login({ ...boss, code });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().user.username).toBe('boss');
    // The same code again, even within its 30 seconds: refused.
    expect((await login({ ...boss, code })).json()).toEqual({ detail: CODE_WRONG, code_required: true });
    // An older code than the last accepted one is refused too.
    expect((await login({ ...boss, code: await codeOf(secret, 0) })).statusCode).toBe(401);

    // A recovery code, however typed, signs in once.
    const typed = ` ${codes[0]!.toUpperCase().replace('-', ' ')} `;
    expect((await login({ ...boss, code: typed })).statusCode).toBe(200);
    expect((await login({ ...boss, code: codes[0] })).json()).toEqual({ detail: CODE_WRONG, code_required: true });
    expect((await get(right.json().auth_token, `${BASE}/2fa/`)).json().recovery_codes_left).toBe(9);
  });

  it('counts a wrong code as a failure of the throttle, and a login without a code as none that clears them', async () => {
    const { secret } = await turnOn(await tokenOf(boss));
    const address = '10.61.0.1';
    for (let i = 0; i < 4; i++) expect((await login({ ...boss, code: `99999${i}` }, address)).statusCode).toBe(401);
    // Asked for the code any number of times: not a failure, and the four wrong codes stay counted.
    for (let i = 0; i < 6; i++)
      expect((await login(boss, address)).json()).toEqual({ detail: CODE_REQUIRED, code_required: true });
    expect((await login({ ...boss, code: '999994' }, address)).statusCode).toBe(401);
    const refused = await login({ ...boss, code: await codeOf(secret) }, address);
    expect(refused.statusCode).toBe(429);
    // From another address the code signs in.
    expect((await login({ ...boss, code: await codeOf(secret) }, '10.61.0.2')).statusCode).toBe(200);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs a current code or a recovery code, and is in the audit log', async () => {
    const token = await tokenOf(boss);
    const { recoveryCodes: codes } = await turnOn(token);
    const wrong = await post(token, '/2fa/disable/', { code: 'nothe-right' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: CODE_WRONG });
    expect((await login(boss)).statusCode).toBe(401);
    const res = await post(token, '/2fa/disable/', { code: codes[3] });
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.app.db.select().from(recoveryCodes)).toEqual([]);
    const [row] = await t.app.db.select().from(users).where(eq(users.username, 'boss'));
    expect([row?.totpSecret, row?.totpConfirmedAt, row?.totpLastStep]).toEqual([null, null, null]);
    expect((await login(boss)).statusCode).toBe(200);
    expect(await auditOf('two_factor_disabled')).toEqual([
      { actor: 'boss', target: 'account boss', address: expect.any(String), detail: null },
    ]);
  });
});

describe("an admin's reset of another account's second factor", () => {
  it('lets the account sign in with its password alone, and is in the audit log', async () => {
    const bossToken = await tokenOf(boss);
    const editor = await accountOf('editor', 'eddie');
    const twoFactorInList = async () =>
      (await get(bossToken, `${BASE}/users/`)).json<{ id: number; two_factor: boolean }[]>().find((a) => a.id === editor.id)
        ?.two_factor;
    expect(await twoFactorInList()).toBe(false);
    await turnOn(editor.token);
    expect(await twoFactorInList()).toBe(true);
    expect((await login({ username: 'eddie', password: 'eddie-password' })).statusCode).toBe(401);

    const res = await post(bossToken, `/users/${editor.id}/2fa/reset/`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await twoFactorInList()).toBe(false);
    expect((await login({ username: 'eddie', password: 'eddie-password' })).statusCode).toBe(200);
    expect(await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, editor.id))).toEqual([]);
    expect(await auditOf('two_factor_reset')).toEqual([
      { actor: 'boss', target: 'account eddie', address: expect.any(String), detail: null },
    ]);
    const missing = await post(bossToken, '/users/9999/2fa/reset/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: noAdminWithId(9999) });
  });

  it('is refused to editors and authors', async () => {
    const editor = await accountOf('editor', 'eddie');
    const author = await accountOf('author', 'annie');
    await turnOn(author.token);
    for (const [role, token] of [
      ['editor', editor.token],
      ['author', author.token],
    ] as const) {
      const res = await post(token, `/users/${author.id}/2fa/reset/`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: refusedSentence(role, 'manage_accounts') });
    }
    expect((await login({ username: 'annie', password: 'annie-password' })).statusCode).toBe(401);
    expect(await auditOf('two_factor_reset')).toEqual([]);
  });
});

describe('requiring two-factor sign-in of every account', () => {
  const putPolicy = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `${BASE}/2fa/policy/`, headers: auth(token), payload });

  it("is an admin's setting, once their own account has it, and is in the audit log", async () => {
    const bossToken = await tokenOf(boss);
    expect((await get(bossToken, `${BASE}/2fa/policy/`)).json()).toEqual({ required: false });
    const first = await putPolicy(bossToken, { required: true });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ detail: TWO_FACTOR_OWN_FIRST });
    expect((await get(bossToken, `${BASE}/2fa/policy/`)).json()).toEqual({ required: false });

    const editor = await accountOf('editor', 'eddie');
    await turnOn(editor.token);
    const refused = await putPolicy(editor.token, { required: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: refusedSentence('editor', 'manage_accounts') });
    expect((await putPolicy(bossToken, { required: 'yes' })).statusCode).toBe(400);

    await turnOn(bossToken);
    const res = await putPolicy(bossToken, { required: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ required: true });
    expect((await get(bossToken, `${BASE}/2fa/policy/`)).json()).toEqual({ required: true });
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings_changed'), eq(auditLog.actor, 'boss')));
    expect(entries.map((e) => [e.target, e.detail])).toEqual([['two-factor sign-in', { two_factor_required: true }]]);
  });

  it('lets an account without it sign in, but answers it only the setup until it turns it on', async () => {
    const bossToken = await tokenOf(boss);
    await turnOn(bossToken);
    expect((await putPolicy(bossToken, { required: true })).statusCode).toBe(200);

    const editor = await accountOf('editor', 'eddie');
    const drafts = await get(editor.token, '/backend/api/drafts/');
    expect(drafts.statusCode).toBe(403);
    expect(drafts.json()).toEqual({ detail: TWO_FACTOR_REQUIRED });
    // Any route its role may use: the inbox, for an editor.
    expect((await get(editor.token, '/backend/api/contact-messages/')).json()).toEqual({ detail: TWO_FACTOR_REQUIRED });
    expect((await get(editor.token, `${BASE}/users/me/`)).statusCode).toBe(200);
    expect((await get(editor.token, `${BASE}/2fa/`)).json()).toEqual({ enabled: false, required: true, recovery_codes_left: 0 });
    // The admin with it is answered as ever.
    expect((await get(bossToken, '/backend/api/drafts/')).statusCode).toBe(200);

    await turnOn(editor.token);
    expect((await get(editor.token, '/backend/api/drafts/')).statusCode).toBe(200);
    // While required, it cannot be turned off again.
    const off = await post(editor.token, '/2fa/disable/', { code: 'whatever-1' });
    expect(off.json()).toEqual({ detail: TWO_FACTOR_CANNOT_TURN_OFF });
    expect((await post(editor.token, '/token/logout/')).statusCode).toBe(204);
  });

  it('lets an account without it sign out', async () => {
    const bossToken = await tokenOf(boss);
    await turnOn(bossToken);
    await putPolicy(bossToken, { required: true });
    const author = await accountOf('author', 'annie');
    expect((await post(author.token, '/token/logout/')).statusCode).toBe(204);
    expect((await get(author.token, `${BASE}/users/me/`)).statusCode).toBe(401);
  });
});
