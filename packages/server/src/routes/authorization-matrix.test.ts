// The authorization matrix: every route the app registers, with what it needs (a permission of
// contracts/src/permissions.ts, any signed-in account, or nothing), asked by an admin, an editor, an
// author and nobody. A route missing from the table fails the test, so a new route must say who may
// use it. Refused means 401 without a token and 403 with the role's sentence; allowed means neither
// (the request itself is empty or names nothing that exists, so it is answered 400 or 404 and changes
// nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import {
  API_ALIAS_BASE,
  API_BASE,
  NO_CREDENTIALS,
  SECTIONS,
  may,
  refusedSentence,
  type PermissionName,
  type Role,
} from '@site/contracts';
import { VERSIONED_DOCUMENTS } from '../content/history.js';
import { auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { roleToken, roleTokens } from '../test/role-tokens.js';

type Need = PermissionName | 'public' | 'signed-in';

const api = (method: string, path: string) => `${method} ${API_BASE}/${path}`;
const forEachDocument = (paths: readonly string[], rows: (path: string) => [string, Need][]) => paths.flatMap(rows);
const documentPaths = VERSIONED_DOCUMENTS.map((doc) => doc.path);

const TABLE = new Map<string, Need>([
  // The public site, its files and the editor's shell (the editor's data needs a token).
  ['GET /*', 'public'],
  ['GET /admin', 'public'],
  ['GET /admin/*', 'public'],
  ['GET /login', 'public'],
  // The page a review link opens; what it shows is asked with the link's token.
  ['GET /review/*', 'public'],
  ['GET /favicon.svg', 'public'],
  ['GET /manifest.webmanifest', 'public'],
  ['GET /robots.txt', 'public'],
  ['GET /sitemap.xml', 'public'],
  ['GET /healthz', 'public'],
  ['GET /media/*', 'public'],
  ['GET /media/:name', 'public'],
  ['GET /assets/*', 'public'],
  [api('GET', 'openapi.json'), 'public'],

  // Sections: read by everyone; saving one is saving published content.
  ...forEachDocument(
    SECTIONS.map((s) => s.path),
    (path): [string, Need][] => [
      [api('GET', path), 'public'],
      [api('PATCH', path), 'publish'],
      [api('PUT', path), 'publish'],
    ],
  ),
  [api('GET', 'pages/:page'), 'public'],
  [api('GET', 'services'), 'public'],
  [api('GET', 'get-service-slugs'), 'public'],
  [api('PUT', 'services'), 'publish'],
  [api('DELETE', 'services/:id'), 'delete_published'],

  // Custom pages: a new page starts as a draft; deleting one that is published needs
  // delete_published (checked on the page found, custom-pages.test.ts).
  [api('GET', 'custom-pages'), 'public'],
  [api('GET', 'custom-pages/:slug'), 'public'],
  [api('GET', 'custom-pages/:slug/content'), 'public'],
  [api('POST', 'custom-pages'), 'edit_drafts'],
  [api('PUT', 'custom-pages/:slug'), 'publish'],
  [api('DELETE', 'custom-pages/:slug'), 'edit_drafts'],

  // How far each language has translated the site: the editor's overview, for every signed-in role.
  [api('GET', 'translations'), 'signed-in'],

  // Drafts: written by every role, published and scheduled by editors and admins.
  [api('GET', 'drafts'), 'signed-in'],
  [api('POST', 'drafts/publish'), 'publish'],
  ...forEachDocument([...documentPaths, 'custom-pages/:slug'], (path): [string, Need][] => [
    [api('GET', `drafts/${path}`), 'signed-in'],
    [api('PUT', `drafts/${path}`), 'edit_drafts'],
    [api('DELETE', `drafts/${path}`), 'edit_drafts'],
    [api('POST', `drafts/${path}/publish`), 'publish'],
    [api('DELETE', `drafts/${path}/schedule`), 'publish'],
    // Review: every role submits and reads a draft's review; editors and admins decide.
    [api('GET', `drafts/${path}/review`), 'edit_drafts'],
    [api('POST', `drafts/${path}/submit`), 'submit_review'],
    [api('POST', `drafts/${path}/approve`), 'review'],
    [api('POST', `drafts/${path}/request-changes`), 'review'],
  ]),
  [api('POST', 'review-links'), 'share_links'],
  [api('GET', 'review-links'), 'share_links'],
  [api('DELETE', 'review-links/:id'), 'share_links'],
  [api('GET', 'redirects'), 'manage_redirects'],
  [api('POST', 'redirects'), 'manage_redirects'],
  [api('PUT', 'redirects/:id'), 'manage_redirects'],
  [api('DELETE', 'redirects/:id'), 'manage_redirects'],
  // A review link's holder has no account: the token in the address is the credential.
  [api('GET', 'link-review/:token'), 'public'],
  [api('POST', 'link-review/:token'), 'public'],

  // The dashboard: every role, each shown the parts it may see.
  [api('GET', 'dashboard'), 'signed-in'],

  [api('GET', 'audit-log'), 'read_audit_log'],
  [api('GET', 'audit-log/export.csv'), 'read_audit_log'],

  [api('GET', 'not-found'), 'read_not_found_log'],
  [api('DELETE', 'not-found'), 'read_not_found_log'],

  // History: read by every role, restored by editors and admins (the settings' by admins).
  ...forEachDocument([...documentPaths, 'custom-pages/:slug'], (path): [string, Need][] => [
    [api('GET', `history/${path}`), 'signed-in'],
    [api('GET', `history/${path}/:version`), 'signed-in'],
    [api('GET', `history/${path}/compare`), 'signed-in'],
    [api('POST', `history/${path}/:version/restore`), 'restore'],
  ]),
  [api('GET', 'history/seo/*'), 'signed-in'],
  [api('POST', 'history/seo/*'), 'restore'],
  [api('GET', 'history/settings'), 'signed-in'],
  [api('GET', 'history/settings/:version'), 'signed-in'],
  [api('GET', 'history/settings/compare'), 'signed-in'],
  [api('POST', 'history/settings/:version/restore'), 'change_settings'],

  // Search-engine settings: saved into the page's draft when it has one (every role), else live
  // (publish, checked in the save, seo.test.ts).
  [api('GET', 'seo'), 'public'],
  // Who else has a document open in the editor: any signed-in account that opens it.
  // The site's health: whoever may edit content reads the findings and runs the checks.
  [api('GET', 'site-health/'), 'edit_drafts'],
  [api('POST', 'site-health/run'), 'edit_drafts'],
  [api('GET', 'site-health/runs/:id'), 'edit_drafts'],
  [api('POST', 'site-health/check'), 'edit_drafts'],
  [api('PUT', 'presence/*'), 'signed-in'],
  [api('POST', 'presence/*'), 'signed-in'],
  [api('DELETE', 'presence/*'), 'signed-in'],
  [api('GET', 'seo/*'), 'public'],
  [api('PUT', 'seo/*'), 'edit_drafts'],

  // Images: uploaded and described by every role; an image in use is never deleted (409), an unused
  // one by anyone; replacing a file changes every page showing it, as a publish does.
  [api('POST', 'images'), 'upload_media'],
  [api('GET', 'images'), 'signed-in'],
  [api('GET', 'images/:id'), 'signed-in'],
  [api('PATCH', 'images/:id'), 'upload_media'],
  [api('POST', 'images/:id/replace'), 'publish'],
  [api('DELETE', 'images/:id'), 'upload_media'],

  // The inbox and its alerts.
  [api('POST', 'contact-messages'), 'public'],
  [api('GET', 'contact-messages'), 'read_inbox'],
  [api('GET', 'contact-messages/export.csv'), 'read_inbox'],
  [api('PATCH', 'contact-messages/:id'), 'read_inbox'],
  [api('DELETE', 'contact-messages/:id'), 'read_inbox'],
  [api('GET', 'settings/notifications'), 'read_inbox'],
  [api('PUT', 'settings/notifications'), 'read_inbox'],
  [api('POST', 'settings/notifications/test'), 'read_inbox'],

  [api('POST', 'preview-links'), 'share_links'],
  [api('GET', 'preview-links'), 'share_links'],
  [api('DELETE', 'preview-links/:id'), 'share_links'],

  [api('GET', 'settings'), 'public'],
  [api('PUT', 'settings'), 'change_settings'],

  // Accounts: one's own for every role, everyone else's for admins.
  ['POST /backend/auth/token/login', 'public'],
  ['POST /backend/auth/token/logout', 'signed-in'],
  ['GET /backend/auth/users/me', 'signed-in'],
  ['PATCH /backend/auth/users/me', 'signed-in'],
  ['POST /backend/auth/users/set_password', 'signed-in'],
  ['GET /backend/auth/users', 'manage_accounts'],
  ['POST /backend/auth/users', 'manage_accounts'],
  ['PATCH /backend/auth/users/:id', 'manage_accounts'],
  ['DELETE /backend/auth/users/:id', 'manage_accounts'],

  // Second factors: one's own for every role; the requirement and another's reset for admins.
  ['GET /backend/auth/2fa', 'signed-in'],
  ['POST /backend/auth/2fa/setup', 'signed-in'],
  ['POST /backend/auth/2fa/confirm', 'signed-in'],
  ['POST /backend/auth/2fa/disable', 'signed-in'],
  ['GET /backend/auth/2fa/policy', 'signed-in'],
  ['PUT /backend/auth/2fa/policy', 'manage_accounts'],
  ['POST /backend/auth/users/:id/2fa/reset', 'manage_accounts'],
  ['POST /backend/auth/passkeys/register/options', 'signed-in'],
  ['POST /backend/auth/passkeys/register/verify', 'signed-in'],
  ['POST /backend/auth/passkeys/login/options', 'public'],
  ['POST /backend/auth/passkeys/login/verify', 'public'],
  ['GET /backend/auth/passkeys', 'signed-in'],
  ['PATCH /backend/auth/passkeys/:id', 'signed-in'],
  ['DELETE /backend/auth/passkeys/:id', 'signed-in'],
]);

/** Registered only when the web package is built (its files are served from packages/web/dist). */
const WITH_WEB_BUILD = new Set(['GET /assets/*']);

/** Parameters that name nothing, so that an allowed request finds nothing to change. */
const concrete = (url: string) =>
  url
    .replace(/:(id|version)\b/g, '999999')
    .replace(/:(slug|page)\b/g, 'no-such-page')
    .replace(/:name\b/g, 'no-such-file.png')
    .replace(/:token\b/g, 'no-such-token')
    .replace(/\*$/, 'no-such-page');

/** The table's key of an address: the API's alias answers as the API does. */
const keyOf = (method: string, url: string) =>
  `${method} ${url.startsWith(`${API_ALIAS_BASE}/`) ? API_BASE + url.slice(API_ALIAS_BASE.length) : url}`;

const routes: { method: string; url: string }[] = [];
let t: TestApp;
let tokens: Record<Role, string>;

beforeAll(async () => {
  const onRoute = (route: RouteOptions) => {
    // HEAD answers as its GET does.
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  };
  t = await makeTestApp({}, { onRoute });
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

let fresh = 0;
async function ask(method: string, url: string, role?: Role) {
  // Logging out spends the token: that route gets a fresh one each time.
  const token =
    role && url.endsWith('/token/logout') ? await roleToken(t.app, role, `fresh-${(fresh += 1)}-`) : role && tokens[role];
  return t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: token ? auth(token) : {},
    payload: method === 'GET' || method === 'DELETE' ? undefined : {},
  });
}

describe('the authorization matrix', () => {
  it('names what every registered route needs', () => {
    expect(routes.length).toBeGreaterThan(500);
    const missing = routes.map((r) => keyOf(r.method, r.url)).filter((key) => !TABLE.has(key));
    expect(missing).toEqual([]);
    const registered = new Set(routes.map((r) => keyOf(r.method, r.url)));
    expect([...TABLE.keys()].filter((key) => !registered.has(key) && !WITH_WEB_BUILD.has(key))).toEqual([]);
  });

  // Each API route again under the alias, which is the same route reached by another address: about
  // 4000 requests, seconds alone, longer on a machine busy with other test files.
  it('refuses and allows every route, under the alias too, for each role and for nobody', { timeout: 180_000 }, async () => {
    const aliased = routes
      .filter(({ url }) => url.startsWith(`${API_BASE}/`))
      .map(({ method, url }) => ({ method, url: API_ALIAS_BASE + url.slice(API_BASE.length) }));
    expect(aliased.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    for (const { method, url } of [...routes, ...aliased]) {
      const need = TABLE.get(keyOf(method, url));
      if (need === undefined) continue;
      const anonymous = await ask(method, url);
      if (need === 'public') {
        if ([401, 403].includes(anonymous.statusCode)) wrong.push(`${method} ${url} nobody: ${anonymous.statusCode}`);
      } else if (anonymous.statusCode !== 401 || anonymous.json().detail !== NO_CREDENTIALS) {
        wrong.push(`${method} ${url} nobody: ${anonymous.statusCode} ${anonymous.body.slice(0, 80)}`);
      }
      for (const role of ['admin', 'editor', 'author'] as const) {
        const res = await ask(method, url, role);
        const allowed = need === 'public' || need === 'signed-in' || may(role, need);
        if (allowed && [401, 403].includes(res.statusCode)) wrong.push(`${method} ${url} ${role}: ${res.statusCode} ${res.body}`);
        if (!allowed && (res.statusCode !== 403 || res.json().detail !== refusedSentence(role, need))) {
          wrong.push(`${method} ${url} ${role}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
