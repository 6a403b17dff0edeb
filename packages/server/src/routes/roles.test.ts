// Roles over HTTP: an account is created with a role (admin when none is given), an admin changes it,
// the change holds for the account's open sessions at once, the last admin keeps theirs, and every
// account change is in the audit log. Also the rules that depend on what a route finds: a published
// page, or a search-engine save that would go live, needs more than an author's role.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CANNOT_DEMOTE_LAST_ADMIN, INVALID_ROLE, getSection, refusedSentence, type Role } from '@site/contracts';
import { auditLog, customPages, revisions, users } from '../db/schema.js';
import { createPublishedPage } from '../test/published-page.js';
import { roleToken } from '../test/role-tokens.js';
import { auth, makeTestApp, type TestApp } from '../test/test-app.js';

const AUTH = '/backend/auth';
const API = '/backend/api';
const owner = { username: 'owner', password: 'owner-password' };

let t: TestApp;
let ownerToken: string;
let client = 0;
beforeEach(async () => {
  t = await makeTestApp();
  ownerToken = await tokenOf(owner);
});
afterEach(() => t.close());

async function tokenOf(credentials: { username: string; password: string }): Promise<string> {
  client += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `${AUTH}/token/login/`,
    payload: credentials,
    remoteAddress: `10.50.${client >> 8}.${client & 255}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().auth_token as string;
}
const create = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${AUTH}/users/`, headers: auth(token), payload, remoteAddress: '10.9.8.7' });
const setRole = (token: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `${AUTH}/users/${id}/`, headers: auth(token), payload, remoteAddress: '10.9.8.7' });
const remove = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `${AUTH}/users/${id}/`, headers: auth(token) });
const me = (token: string) => t.app.inject({ url: `${AUTH}/users/me/`, headers: auth(token) });
const list = (token: string) => t.app.inject({ url: `${AUTH}/users/`, headers: auth(token) });
const roleOf = async (id: number) => (await t.app.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const entries = async (action: string) => (await t.app.db.select().from(auditLog)).filter((e) => e.action === action);
const adminCount = async () => (await t.app.db.select().from(users).where(eq(users.role, 'admin'))).length;

async function account(username: string, role?: Role): Promise<{ id: number; token: string }> {
  const password = `${username}-password`;
  const res = await create(ownerToken, { username, email: `${username}@example.com`, password, ...(role ? { role } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, token: await tokenOf({ username, password }) };
}

describe('creating an account with a role', () => {
  it('gives the role asked for, admin when none is given, and records who made it', async () => {
    const editor = await create(ownerToken, { username: 'ed', email: 'ed@example.com', password: 'ed-password', role: 'editor' });
    expect(editor.statusCode, editor.body).toBe(201);
    expect(editor.json()).toEqual({ id: expect.any(Number), username: 'ed', email: 'ed@example.com', role: 'editor' });
    const plain = await create(ownerToken, { username: 'al', email: 'al@example.com', password: 'al-password' });
    expect(plain.json().role).toBe('admin');
    expect((await list(ownerToken)).json().map((a: { username: string; role: string }) => `${a.username}:${a.role}`)).toEqual([
      'owner:admin',
      'ed:editor',
      'al:admin',
    ]);
    expect(await entries('account_created')).toEqual([
      expect.objectContaining({ actor: 'owner', address: '10.9.8.7', target: 'account ed', detail: { role: 'editor' } }),
      expect.objectContaining({ actor: 'owner', target: 'account al', detail: { role: 'admin' } }),
    ]);
  });

  it('refuses a role that is not one in one sentence, and creates nothing', async () => {
    const res = await create(ownerToken, { username: 'x', email: 'x@example.com', password: 'x-password-1', role: 'owner' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ role: [INVALID_ROLE] });
    expect((await t.app.db.select().from(users)).length).toBe(1);
    expect(await entries('account_created')).toEqual([]);
  });
});

describe("changing an account's role", () => {
  it('answers the account as listed, records from and to, and holds for its open session at once', async () => {
    const carol = await account('carol');
    expect((await list(carol.token)).statusCode).toBe(200);
    const res = await setRole(ownerToken, carol.id, { role: 'author' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: carol.id,
      username: 'carol',
      email: 'carol@example.com',
      role: 'author',
      date_joined: expect.any(String),
      last_login: expect.any(String),
      two_factor: false,
    });
    // The same token, the next request: the role is read each time.
    expect((await me(carol.token)).json().role).toBe('author');
    const refused = await list(carol.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: refusedSentence('author', 'manage_accounts') });
    expect(await entries('role_changed')).toEqual([
      expect.objectContaining({
        actor: 'owner',
        address: '10.9.8.7',
        target: 'account carol',
        detail: { from: 'admin', to: 'author' },
      }),
    ]);
  });

  it('changes nothing and records nothing when the role is the same', async () => {
    const ed = await account('ed', 'editor');
    const res = await setRole(ownerToken, ed.id, { role: 'editor' });
    expect(res.statusCode).toBe(200);
    expect(await entries('role_changed')).toEqual([]);
  });

  it('refuses a bad role, an unknown account and a non-admin, changing nothing', async () => {
    const ed = await account('ed', 'editor');
    const bad = await setRole(ownerToken, ed.id, { role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ role: [INVALID_ROLE] });
    const unknown = await setRole(ownerToken, 999, { role: 'author' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'There is no admin with the id 999.' });
    const byEditor = await setRole(ed.token, ed.id, { role: 'admin' });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json()).toEqual({ detail: refusedSentence('editor', 'manage_accounts') });
    expect(await roleOf(ed.id)).toBe('editor');
    expect(await entries('role_changed')).toEqual([]);
  });

  it('keeps the last admin an admin, in one sentence', async () => {
    await account('ed', 'editor');
    const ownerId = (await me(ownerToken)).json().id as number;
    const res = await setRole(ownerToken, ownerId, { role: 'editor' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [CANNOT_DEMOTE_LAST_ADMIN] });
    expect(await roleOf(ownerId)).toBe('admin');
  });

  it('leaves an admin when two admins demote each other at once', async () => {
    const carol = await account('carol');
    const ownerId = (await me(ownerToken)).json().id as number;
    const answers = await Promise.all([
      setRole(ownerToken, carol.id, { role: 'editor' }),
      setRole(carol.token, ownerId, { role: 'editor' }),
    ]);
    // Whichever runs second finds its author no longer an admin (403) or the other the last admin (400).
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, expect.any(Number)]);
    expect([400, 403]).toContain(answers.find((res) => res.statusCode !== 200)?.statusCode);
    expect(await adminCount()).toBe(1);
  });

  it('leaves an admin when one admin removes the other while being demoted by them', async () => {
    const carol = await account('carol');
    const ownerId = (await me(ownerToken)).json().id as number;
    await Promise.all([remove(ownerToken, carol.id), setRole(carol.token, ownerId, { role: 'author' })]);
    expect(await adminCount()).toBe(1);
  });
});

describe('removing an account', () => {
  it('removes an editor while the admin is the only admin, and records it', async () => {
    const ed = await account('ed', 'editor');
    expect((await remove(ownerToken, ed.id)).statusCode).toBe(204);
    expect(await entries('account_removed')).toEqual([
      expect.objectContaining({ actor: 'owner', target: 'account ed', detail: { role: 'editor' } }),
    ]);
  });

  it('lets only an admin remove anyone: a demoted admin can no longer remove the last admin', async () => {
    const carol = await account('carol');
    const ownerId = (await me(ownerToken)).json().id as number;
    expect((await setRole(ownerToken, carol.id, { role: 'editor' })).statusCode).toBe(200);
    // Carol is an editor now: she may not remove anyone, least of all the last admin.
    const res = await remove(carol.token, ownerId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: refusedSentence('editor', 'manage_accounts') });
    expect(await adminCount()).toBe(1);
  });
});

describe("changing one's own account", () => {
  it('records an email change and a password change, for every role', async () => {
    const author = await account('writer', 'author');
    const email = await t.app.inject({
      method: 'PATCH',
      url: `${AUTH}/users/me/`,
      headers: auth(author.token),
      payload: { email: 'new@example.com' },
    });
    expect(email.statusCode, email.body).toBe(200);
    const password = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/users/set_password/`,
      headers: auth(author.token),
      payload: { current_password: 'writer-password', new_password: 'a-new-password-1' },
    });
    expect(password.statusCode, password.body).toBe(204);
    expect(await entries('account_changed')).toEqual([
      expect.objectContaining({ actor: 'writer', target: 'account writer', detail: { changed: 'email' } }),
      expect.objectContaining({ actor: 'writer', target: 'account writer', detail: { changed: 'password' } }),
    ]);
  });
});

const hero = { ...getSection('hero').defaults, title: 'Work with us' };
const page = (slug: string) => ({ slug, title: 'Careers', blocks: [{ type: 'home/hero', data: hero }] });

describe('what an author may not do to published content', () => {
  it('lets an author delete a page that is only a draft, and refuses a published one', async () => {
    const author = await roleToken(t.app, 'author');
    const draftOnly = await t.app.inject({
      method: 'POST',
      url: `${API}/custom-pages/`,
      headers: auth(author),
      payload: page('draft-only'),
    });
    expect(draftOnly.statusCode, draftOnly.body).toBe(201);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${API}/custom-pages/draft-only`, headers: auth(author) })).statusCode,
    ).toBe(204);

    expect((await createPublishedPage(t.app, ownerToken, page('careers'))).statusCode).toBe(201);
    const refused = await t.app.inject({ method: 'DELETE', url: `${API}/custom-pages/careers`, headers: auth(author) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: refusedSentence('author', 'delete_published') });
    expect((await t.app.db.select().from(customPages)).map((p) => p.slug)).toEqual(['careers']);
    const editor = await roleToken(t.app, 'editor');
    expect((await t.app.inject({ method: 'DELETE', url: `${API}/custom-pages/careers`, headers: auth(editor) })).statusCode).toBe(
      204,
    );
  });

  it("saves an author's search-engine settings into a page's draft, and refuses saving them live", async () => {
    const author = await roleToken(t.app, 'author');
    const seo = { title: 'Careers at Brightwell', description: '', image: '', noindex: false, title_is_complete: false };
    const live = await t.app.inject({ method: 'PUT', url: `${API}/seo/home`, headers: auth(author), payload: seo });
    expect(live.statusCode).toBe(403);
    expect(live.json()).toEqual({ detail: refusedSentence('author', 'publish') });
    expect((await t.app.db.select().from(revisions)).filter((r) => r.document.startsWith('seo:'))).toEqual([]);

    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/custom-pages/`, headers: auth(author), payload: page('careers') }))
        .statusCode,
    ).toBe(201);
    const drafted = await t.app.inject({ method: 'PUT', url: `${API}/seo/careers`, headers: auth(author), payload: seo });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(drafted.headers['saved-into']).toBe('draft');
  });
});
