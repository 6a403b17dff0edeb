// Review links over HTTP: an editor makes one for a named person (only its hash is stored), lists
// and revokes it, each in the audit log; whoever holds it sees the drafts in review, previews the
// site with them, and approves one (published, by "<name> (review link)") or asks for changes; an
// expired or revoked link opens nothing and says so; an author may not make one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heroDefault, type CreatedPreviewLink, type LinkReview, type ReviewHistory, type ReviewLink } from '@site/contracts';
import { auditLog, reviewLinks } from '../db/schema.js';
import { auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { tokenAs } from '../test/role-token.js';

let t: TestApp;
let author: string;
let editor: string;
let now = new Date('2030-01-01T09:00:00Z');
beforeEach(async () => {
  now = new Date('2030-01-01T09:00:00Z');
  t = await makeTestApp({}, { clock: () => now });
  author = await tokenAs(t, 'ann', 'author');
  editor = await tokenAs(t, 'eve', 'editor');
});
afterEach(() => t.close());

const API = '/backend/api';
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function heroInReview(title: string) {
  expect((await call('PUT', `${API}/drafts/home/hero`, author, { ...heroDefault, title })).statusCode).toBe(200);
  expect((await call('POST', `${API}/drafts/home/hero/submit`, author, { note: 'Ready' })).statusCode).toBe(200);
}

async function makeLink(name = 'Dana (managing director)', hours = 48) {
  const made = await call('POST', `${API}/review-links`, editor, { name, expires_in_hours: hours });
  expect(made.statusCode, made.body).toBe(200);
  const link = made.json<CreatedPreviewLink>();
  return { ...link, token: link.url.split('/review/')[1]! };
}

describe('review links', () => {
  it('let an outside reviewer see the drafts in review, preview them and approve one, which publishes it', async () => {
    await heroInReview('Approved from outside');
    const link = await makeLink();
    expect(link.url).toMatch(/\/review\/[\w-]{43}$/);
    expect(link.expires_at).toBe('2030-01-03T09:00:00.000Z');
    const [stored] = await t.app.db.select().from(reviewLinks);
    expect(stored!.tokenHash).not.toContain(link.token);

    const seen = await call('GET', `${API}/link-review/${link.token}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const review = seen.json<LinkReview>();
    expect(review).toMatchObject({
      name: 'Dana (managing director)',
      expires_at: link.expires_at,
      drafts: [{ path: 'home/hero', label: 'Hero', updated_by: 'ann', review: { state: 'in_review', note: 'Ready' } }],
    });
    // The same token previews the site with the drafts (as a preview link's cookie does).
    expect(review.preview_url).toMatch(new RegExp(`/\\?preview=${link.token}$`));
    const previewed = await t.app.inject({ url: `${API}/pages/home`, headers: { cookie: `site_preview=${link.token}` } });
    expect(previewed.json()).toMatchObject({ sections: { hero: { title: 'Approved from outside' } } });

    const approved = await call('POST', `${API}/link-review/${link.token}`, undefined, {
      path: 'home/hero',
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await call('GET', `${API}/home/hero`)).json()).toMatchObject({ title: 'Approved from outside' });
    const history = (await call('GET', `${API}/drafts/home/hero/review`, author)).json<ReviewHistory>();
    expect(history.steps.at(-1)).toMatchObject({ state: 'approved', by: 'Dana (managing director) (review link)' });
    expect((await call('GET', `${API}/link-review/${link.token}`)).json<LinkReview>().drafts).toEqual([]);
  });

  it('let an outside reviewer ask for changes with a comment', async () => {
    await heroInReview('Needs work');
    const link = await makeLink('Dana');
    const empty = await call('POST', `${API}/link-review/${link.token}`, undefined, {
      path: 'home/hero',
      decision: 'request_changes',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Say what should change: the comment may not be empty.' });
    const asked = await call('POST', `${API}/link-review/${link.token}`, undefined, {
      path: 'home/hero',
      decision: 'request_changes',
      comment: 'Shorter, please.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      review: { state: 'changes_requested', by: 'Dana (review link)', note: 'Shorter, please.' },
    });
  });

  it('are listed and revoked by editors, each recorded in the audit log; a revoked or expired link says so', async () => {
    const kept = await makeLink('Kept', 1);
    const revoked = await makeLink('Revoked');
    const listed = (await call('GET', `${API}/review-links`, editor)).json<ReviewLink[]>();
    expect(listed.map((l) => [l.name, l.created_by])).toEqual([
      ['Kept', 'eve'],
      ['Revoked', 'eve'],
    ]);
    expect((await call('DELETE', `${API}/review-links/${revoked.id}`, editor)).statusCode).toBe(204);
    expect((await call('DELETE', `${API}/review-links/${revoked.id}`, editor)).statusCode).toBe(404);
    const gone = await call('GET', `${API}/link-review/${revoked.token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: 'This review link was revoked. Ask whoever sent it for a new one.' });
    // Nor does the revoked token preview the drafts any more.
    const previewed = await t.app.inject({ url: `${API}/pages/home`, headers: { cookie: `site_preview=${revoked.token}` } });
    expect(previewed.headers['cache-control']).not.toContain('no-store');

    now = new Date('2030-01-01T10:00:01Z');
    const expired = await call('GET', `${API}/link-review/${kept.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      error: 'This review link expired at 2030-01-01T10:00:00.000Z. Ask whoever sent it for a new one.',
    });
    expect((await call('GET', `${API}/link-review/not-a-token`)).statusCode).toBe(404);
    expect((await call('GET', `${API}/review-links`, editor)).json()).toEqual([]);

    const entries = await t.app.db.select().from(auditLog);
    expect(entries.map((e) => [e.action, e.actor, e.detail?.name])).toEqual([
      ['review_link_created', 'eve', 'Kept'],
      ['review_link_created', 'eve', 'Revoked'],
      ['review_link_revoked', 'eve', 'Revoked'],
    ]);
  });

  it('may not be made by an author, nor with a bad name or lifetime', async () => {
    const refused = await call('POST', `${API}/review-links`, author, { name: 'x', expires_in_hours: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'An author may not make or revoke preview and review links.' });
    const noName = await call('POST', `${API}/review-links`, editor, { name: ' ', expires_in_hours: 1 });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('Name the person the link is for.');
    const tooLong = await call('POST', `${API}/review-links`, editor, { name: 'Dana', expires_in_hours: 1000 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('A review link lives at most 336 hours (two weeks).');
    expect(await t.app.db.select().from(reviewLinks)).toEqual([]);
    expect(await t.app.db.select().from(auditLog)).toEqual([]);
  });
});
