// Passkeys over HTTP with a software authenticator that signs for real: adding one to the signed-in
// account, signing in with it (no username, no password), and every way an answer is refused: an
// expired, reused or foreign challenge, another origin, a counter that did not move, an unknown
// passkey, too many failures from one address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_GONE, PASSKEY_NOT_FOUND, PASSKEY_NOT_VERIFIED } from '@site/contracts';
import { PASSKEY_ALREADY_ADDED } from '../auth/passkeys-ceremony.js';
import { auditLog, authChallenges, passkeys, users } from '../db/schema.js';
import { PasskeyAuthenticator } from '../test/passkey-authenticator.js';
import { PASSKEY_OPTIONS_RATE_LIMIT } from './auth/passkeys.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

const BASE = '/backend/auth/passkeys';
const ORIGIN = 'https://site.example';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await makeTestApp({ publicUrl: ORIGIN });
  token = await adminToken(t.app, 'ada');
});
afterEach(() => t.close());

let client = 0;
/** Each sign-in from an address of its own unless one is given, so the throttle shows only where it is meant to. */
const nextAddress = () => {
  client += 1;
  return `10.60.${client >> 8}.${client & 255}`;
};

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `${BASE}${url}`, payload: payload as object, headers, remoteAddress });

async function addPasskey(authenticator: PasskeyAuthenticator, name = 'Work laptop', as = token) {
  const options = await post('/register/options/', {}, auth(as));
  expect(options.statusCode, options.body).toBe(200);
  return post('/register/verify/', { name, response: authenticator.register(options.json()) }, auth(as));
}

async function loginOptions() {
  const options = await post('/login/options/', {});
  expect(options.statusCode, options.body).toBe(200);
  return options.json();
}

async function signIn(authenticator: PasskeyAuthenticator, remoteAddress = nextAddress()) {
  const answer = authenticator.assert(await loginOptions());
  return post('/login/verify/', { response: answer }, {}, remoteAddress);
}

const entries = async (action: string) =>
  await t.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action as never));

describe('adding a passkey', () => {
  it('asks for a discoverable, user-verified credential of the site, and stores the verified one under its name', async () => {
    const options = (await post('/register/options/', {}, auth(token))).json();
    expect(options.rp).toEqual({ id: 'site.example', name: 'Dynamic Website Editor' });
    expect(options.user.name).toBe('ada');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const authenticator = new PasskeyAuthenticator(ORIGIN);
    const added = await post(
      '/register/verify/',
      { name: '  Work laptop ', response: authenticator.register(options) },
      auth(token),
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: authenticator.id, name: 'Work laptop', last_used_at: null });
    const list = await t.app.inject({ method: 'GET', url: `${BASE}/`, headers: auth(token) });
    expect(list.json()).toEqual([added.json()]);
    const [entry] = await entries('passkey_added');
    expect(entry).toMatchObject({ actor: 'ada', target: 'passkey Work laptop', detail: { id: authenticator.id } });
  });

  it('offers the passkeys already added as ones not to add again, and refuses the same one twice', async () => {
    const authenticator = new PasskeyAuthenticator(ORIGIN);
    expect((await addPasskey(authenticator)).statusCode).toBe(201);
    const options = (await post('/register/options/', {}, auth(token))).json();
    expect(options.excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);
    const again = await post('/register/verify/', { name: 'Again', response: authenticator.register(options) }, auth(token));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: PASSKEY_ALREADY_ADDED });
  });

  it('needs a signed-in account', async () => {
    expect((await post('/register/options/', {})).statusCode).toBe(401);
    expect((await post('/register/verify/', { name: 'x', response: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/` })).statusCode).toBe(401);
  });

  it('refuses an answer from another origin, without user verification, or to a challenge given to another account, and stores nothing', async () => {
    const other = await adminToken(t.app, 'bob');
    const elsewhere = new PasskeyAuthenticator('https://evil.example');
    const wrongOrigin = await addPasskey(elsewhere);
    expect(wrongOrigin.json()).toEqual({ detail: PASSKEY_NOT_VERIFIED });

    const unverified = new PasskeyAuthenticator(ORIGIN);
    const options = (await post('/register/options/', {}, auth(token))).json();
    const noUv = await post(
      '/register/verify/',
      { name: 'x', response: unverified.register(options, { flags: 0x41 }) },
      auth(token),
    );
    expect(noUv.json()).toEqual({ detail: PASSKEY_NOT_VERIFIED });

    const bobs = (await post('/register/options/', {}, auth(other))).json();
    const stolen = await post(
      '/register/verify/',
      { name: 'x', response: new PasskeyAuthenticator(ORIGIN).register(bobs) },
      auth(token),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ detail: PASSKEY_CHALLENGE_GONE });
    expect(await t.app.db.select().from(passkeys)).toEqual([]);
    expect(await entries('passkey_added')).toEqual([]);
  });

  it('refuses a missing or too long name with the field named, and stores nothing', async () => {
    const authenticator = new PasskeyAuthenticator(ORIGIN);
    const blank = await addPasskey(authenticator, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: ['Give the passkey a name.'] });
    const long = await addPasskey(authenticator, 'x'.repeat(101));
    expect(long.json()).toEqual({ name: ["A passkey's name has at most 100 characters."] });
    expect(await t.app.db.select().from(passkeys)).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('answers a token and the account like the password login, notes the login, the use and the counter, and writes the audit log', async () => {
    const authenticator = new PasskeyAuthenticator(ORIGIN);
    await addPasskey(authenticator);
    const options = await loginOptions();
    expect(options.rpId).toBe('site.example');
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    authenticator.counter = 7;
    const res = await post('/login/verify/', { response: authenticator.assert(options) }, {}, '10.9.9.9');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'ada', role: 'admin' });
    const me = await t.app.inject({ method: 'GET', url: '/backend/auth/users/me/', headers: auth(res.json().auth_token) });
    expect(me.json().username).toBe('ada');
    const [user] = await t.app.db.select().from(users).where(eq(users.username, 'ada'));
    expect(user!.lastLogin).not.toBeNull();
    const [stored] = await t.app.db.select().from(passkeys);
    expect(stored).toMatchObject({ counter: 7 });
    expect(stored!.lastUsedAt).not.toBeNull();
    const [entry] = await entries('sign_in');
    expect(entry).toMatchObject({
      actor: 'ada',
      actorId: user!.id,
      address: '10.9.9.9',
      detail: { method: 'passkey', passkey: 'Work laptop' },
    });
  });

  it('takes each challenge once: the same answer again is refused', async () => {
    const authenticator = new PasskeyAuthenticator(ORIGIN);
    await addPasskey(authenticator);
    const answer = authenticator.assert(await loginOptions());
    expect((await post('/login/verify/', { response: answer }, {}, nextAddress())).statusCode).toBe(200);
    const replay = await post('/login/verify/', { response: answer }, {}, nextAddress());
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: PASSKEY_CHALLENGE_GONE });
  });

  it('refuses a challenge older than five minutes, and one that was never handed out', async () => {
    const authenticator = new PasskeyAuthenticator(ORIGIN);
    await addPasskey(authenticator);
    const options = await loginOptions();
    await t.app.db
      .update(authChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(and(eq(authChallenges.id, options.challenge)));
    const late = await post('/login/verify/', { response: authenticator.assert(options) }, {}, nextAddress());
    expect(late.json()).toEqual({ detail: PASSKEY_CHALLENGE_GONE });
    const made = await post('/login/verify/', {
      response: authenticator.assert({ challenge: 'bWFkZS11cA', rpId: 'site.example' }),
    });
    expect(made.json()).toEqual({ detail: PASSKEY_CHALLENGE_GONE });
  });

  it('keeps challenges in the database, so that another server on it may check the answer', async () => {
    const options = await loginOptions();
    const [row] = await t.app.db.select().from(authChallenges).where(eq(authChallenges.id, options.challenge));
    expect(row).toMatchObject({ purpose: 'login', userId: null });
    const expires = Date.parse(row!.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(4 * 60_000);
    expect(expires).toBeLessThanOrEqual(5 * 60_000);
  });

  it('refuses a counter that did not move forward (a cloned passkey or a replay)', async () => {
    const authenticator = new PasskeyAuthenticator(ORIGIN);
    await addPasskey(authenticator);
    authenticator.counter = 5;
    expect((await signIn(authenticator)).statusCode).toBe(200);
    const same = await signIn(authenticator);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ detail: PASSKEY_NOT_VERIFIED });
    authenticator.counter = 6;
    expect((await signIn(authenticator)).statusCode).toBe(200);
  });

  it('lets only one of two answers carrying the same counter through, even sent at once', async () => {
    const authenticator = new PasskeyAuthenticator(ORIGIN);
    await addPasskey(authenticator);
    authenticator.counter = 3;
    const [a, b] = [authenticator.assert(await loginOptions()), authenticator.assert(await loginOptions())];
    const answers = await Promise.all([
      post('/login/verify/', { response: a }, {}, nextAddress()),
      post('/login/verify/', { response: b }, {}, nextAddress()),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses another origin, another relying party, a bad signature and an unknown passkey with one sentence, and audits the failure', async () => {
    const authenticator = new PasskeyAuthenticator(ORIGIN);
    await addPasskey(authenticator);
    authenticator.origin = 'https://evil.example';
    const wrongOrigin = await signIn(authenticator);
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json()).toEqual({ detail: PASSKEY_NOT_VERIFIED });
    authenticator.origin = ORIGIN;

    const options = await loginOptions();
    const otherRp = await post(
      '/login/verify/',
      { response: authenticator.assert(options, { rpId: 'evil.example' }) },
      {},
      nextAddress(),
    );
    expect(otherRp.json()).toEqual({ detail: PASSKEY_NOT_VERIFIED });

    const forged = authenticator.assert(await loginOptions());
    forged.response.signature = new PasskeyAuthenticator(ORIGIN).assert({
      challenge: 'eA',
      rpId: 'site.example',
    }).response.signature;
    expect((await post('/login/verify/', { response: forged }, {}, nextAddress())).json()).toEqual({
      detail: PASSKEY_NOT_VERIFIED,
    });

    const stranger = new PasskeyAuthenticator(ORIGIN);
    const unknown = await signIn(stranger);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: PASSKEY_NOT_VERIFIED });

    const failures = await entries('sign_in_failed');
    expect(failures.map((f) => f.actor)).toEqual(['ada', 'ada', 'ada', null]);
    expect(failures.every((f) => (f.detail as { method?: string }).method === 'passkey')).toBe(true);
    expect(await entries('sign_in')).toEqual([]);
  });

  it('counts failures like the password login: the sixth from one address is refused, another address still signs in', async () => {
    const authenticator = new PasskeyAuthenticator(ORIGIN);
    await addPasskey(authenticator);
    const wrong = new PasskeyAuthenticator('https://evil.example');
    Object.assign(wrong, { credentialId: authenticator.credentialId });
    for (let i = 0; i < 5; i += 1) expect((await signIn(wrong, '10.7.7.7')).statusCode).toBe(400);
    const blocked = await signIn(authenticator, '10.7.7.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many failed login attempts/);
    // The password login of that account from that address is held back too: one budget of guesses.
    const password = await t.app.inject({
      method: 'POST',
      url: '/backend/auth/token/login/',
      payload: { username: 'ada', password: 'whatever' },
      remoteAddress: '10.7.7.7',
    });
    expect(password.statusCode).toBe(429);
    expect((await signIn(authenticator, '10.7.7.8')).statusCode).toBe(200);
  });

  it('hands out at most 30 challenges a minute to one address, so nobody fills the table', async () => {
    for (let i = 0; i < PASSKEY_OPTIONS_RATE_LIMIT.max; i += 1)
      expect((await post('/login/options/', {}, {}, '10.8.8.8')).statusCode).toBe(200);
    const refused = await post('/login/options/', {}, {}, '10.8.8.8');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many passkey requests\. Please try again in /);
    expect((await post('/login/options/', {}, {}, '10.8.8.9')).statusCode).toBe(200);
    expect(await t.app.db.select().from(authChallenges)).toHaveLength(PASSKEY_OPTIONS_RATE_LIMIT.max + 1);
  });

  it('refuses a body that is not a WebAuthn answer with a 400 naming the field', async () => {
    const res = await post('/login/verify/', { response: { id: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain('response');
  });
});

describe('managing passkeys', () => {
  it('renames and removes only your own passkeys; a removed passkey no longer signs in', async () => {
    const authenticator = new PasskeyAuthenticator(ORIGIN);
    const { id } = (await addPasskey(authenticator)).json();
    const bob = await adminToken(t.app, 'bob');
    const url = `${BASE}/${id}/`;
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/`, headers: auth(bob) })).json()).toEqual([]);
    const notBobs = await t.app.inject({ method: 'PATCH', url, headers: auth(bob), payload: { name: 'Mine now' } });
    expect(notBobs.statusCode).toBe(404);
    expect(notBobs.json()).toEqual({ detail: PASSKEY_NOT_FOUND });
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth(bob) })).statusCode).toBe(404);

    const renamed = await t.app.inject({ method: 'PATCH', url, headers: auth(token), payload: { name: 'Phone' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Phone' });

    const removed = await t.app.inject({ method: 'DELETE', url, headers: auth(token) });
    expect(removed.statusCode).toBe(204);
    expect(await t.app.db.select().from(passkeys)).toEqual([]);
    const [entry] = await entries('passkey_removed');
    expect(entry).toMatchObject({ actor: 'ada', target: 'passkey Phone', detail: { id } });
    expect((await signIn(authenticator)).json()).toEqual({ detail: PASSKEY_NOT_VERIFIED });
  });
});

describe('the relying party', () => {
  it("without PUBLIC_URL is the request's own host and scheme", async () => {
    const bare = await makeTestApp();
    try {
      const ada = await adminToken(bare.app, 'ada');
      const headers = { ...auth(ada), host: 'localhost:5173' };
      const options = await bare.app.inject({ method: 'POST', url: `${BASE}/register/options/`, headers });
      expect(options.json().rp.id).toBe('localhost');
      const authenticator = new PasskeyAuthenticator('http://localhost:5173');
      const added = await bare.app.inject({
        method: 'POST',
        url: `${BASE}/register/verify/`,
        headers,
        payload: { name: 'Dev', response: authenticator.register(options.json()) },
      });
      expect(added.statusCode, added.body).toBe(201);
      const login = await bare.app.inject({ method: 'POST', url: `${BASE}/login/options/`, headers: { host: 'localhost:5173' } });
      const verify = await bare.app.inject({
        method: 'POST',
        url: `${BASE}/login/verify/`,
        headers: { host: 'localhost:5173' },
        payload: { response: authenticator.assert(login.json()) },
      });
      expect(verify.statusCode, verify.body).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
