// Review before publishing over HTTP: an author submits a draft (with a note), an editor sends it
// back with a comment the author sees on the draft (kept over a new save until resubmitted), then
// approves it, which publishes it (or schedules it). Every step is in the draft's review history and
// the audit log; a role that may not take a step gets the 403, and a step out of turn a 409.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { heroDefault, type DraftSummary, type ReviewHistory } from '@site/contracts';
import { publishDueSchedules } from '../content/drafts.js';
import { auditLog, drafts } from '../db/schema.js';
import { tokenAs } from '../test/role-token.js';
import { auth, makeTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let author: string;
let editor: string;
beforeEach(async () => {
  t = await makeTestApp();
  author = await tokenAs(t, 'ann', 'author');
  editor = await tokenAs(t, 'eve', 'editor');
});
afterEach(() => t.close());

const API = '/backend/api';
const HERO_DRAFT = `${API}/drafts/home/hero`;
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const hero = (title: string) => ({ ...heroDefault, title });
const publicHeroTitle = async () => (await t.app.inject({ url: `${API}/home/hero` })).json<{ title: string }>().title;
const listed = async (token = author) => (await call('GET', `${API}/drafts/`, token)).json<DraftSummary[]>();
const auditActions = async () => (await t.app.db.select().from(auditLog)).map((e) => [e.action, e.actor, e.target]);

describe('review before publishing', () => {
  it('goes submit → changes requested (seen by the author, kept over a save) → resubmit → approve, which publishes', async () => {
    expect((await call('PUT', HERO_DRAFT, author, hero('Spring offer'))).statusCode).toBe(200);
    expect((await listed())[0]!.review).toBeNull();

    const submitted = await call('POST', `${HERO_DRAFT}/submit`, author, { note: 'New headline for spring' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ state: 'in_review', by: 'ann', note: 'New headline for spring' });
    expect((await listed(editor))[0]!.review).toMatchObject({ state: 'in_review', by: 'ann', note: 'New headline for spring' });

    const asked = await call('POST', `${HERO_DRAFT}/request-changes`, editor, { comment: 'Say which spring.' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await listed())[0]!.review).toMatchObject({ state: 'changes_requested', by: 'eve', note: 'Say which spring.' });

    // The author saves a fix: the comment stays on the draft until they submit again.
    expect((await call('PUT', HERO_DRAFT, author, hero('Spring 2031 offer'))).statusCode).toBe(200);
    expect((await listed())[0]!.review).toMatchObject({ state: 'changes_requested', note: 'Say which spring.' });
    expect((await call('POST', `${HERO_DRAFT}/submit`, author)).statusCode).toBe(200);
    expect((await listed())[0]!.review).toMatchObject({ state: 'in_review', by: 'ann', note: null });

    expect(await publicHeroTitle()).not.toBe('Spring 2031 offer');
    const approved = await call('POST', `${HERO_DRAFT}/approve`, editor);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ published: [{ path: 'home/hero' }] });
    expect(await publicHeroTitle()).toBe('Spring 2031 offer');
    expect(await listed()).toEqual([]);

    const history = (await call('GET', `${HERO_DRAFT}/review`, author)).json<ReviewHistory>();
    expect(history.review).toBeNull();
    expect(history.steps.map((s) => [s.state, s.by, s.note])).toEqual([
      ['in_review', 'ann', 'New headline for spring'],
      ['changes_requested', 'eve', 'Say which spring.'],
      ['in_review', 'ann', null],
      ['approved', 'eve', null],
    ]);
    expect(await auditActions()).toEqual([
      ['review_submitted', 'ann', 'home/hero'],
      ['review_changes_requested', 'eve', 'home/hero'],
      ['review_submitted', 'ann', 'home/hero'],
      ['review_approved', 'eve', 'home/hero'],
      ['published', 'eve', 'home/hero'],
    ]);
  });

  it('schedules an approved draft for `at`: it stays a draft, approved, until its time', async () => {
    await call('PUT', HERO_DRAFT, author, hero('Later'));
    await call('POST', `${HERO_DRAFT}/submit`, author);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const approved = await call('POST', `${HERO_DRAFT}/approve`, editor, { at });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ scheduled: ['home/hero'], publish_at: at });
    expect((await listed())[0]).toMatchObject({ publish_at: at, review: { state: 'approved', by: 'eve' } });
    expect(await publicHeroTitle()).not.toBe('Later');
    expect((await auditActions()).map(([action]) => action)).toEqual(['review_submitted', 'review_approved', 'scheduled']);
  });

  it('drops the approval and its schedule when the draft is changed afterwards, so the change never goes live unreviewed', async () => {
    await call('PUT', HERO_DRAFT, author, hero('Approved words'));
    await call('POST', `${HERO_DRAFT}/submit`, author);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call('POST', `${HERO_DRAFT}/approve`, editor, { at })).statusCode).toBe(200);
    expect((await call('PUT', HERO_DRAFT, author, hero('Unreviewed words'))).statusCode).toBe(200);
    expect((await listed())[0]).toMatchObject({ publish_at: null, review: null });
    // The scheduler, at the approved time, finds nothing due.
    expect(await publishDueSchedules(t.app.db, new Date(Date.parse(at) + 60_000))).toEqual({ published: [], failed: [] });
    expect(await publicHeroTitle()).not.toBe('Unreviewed words');
  });

  it('refuses an author the reviewer’s steps (403), and a step out of turn (409), writing nothing', async () => {
    await call('PUT', HERO_DRAFT, author, hero('Mine'));
    const early = await call('POST', `${HERO_DRAFT}/approve`, editor);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'The draft of Hero is not in review: it was not submitted.' });
    await call('POST', `${HERO_DRAFT}/submit`, author);

    const selfApproved = await call('POST', `${HERO_DRAFT}/approve`, author);
    expect(selfApproved.statusCode).toBe(403);
    expect(selfApproved.json()).toEqual({ detail: 'An author may not approve drafts or request changes.' });
    const selfAsked = await call('POST', `${HERO_DRAFT}/request-changes`, author, { comment: 'x' });
    expect(selfAsked.statusCode).toBe(403);

    const twice = await call('POST', `${HERO_DRAFT}/submit`, author);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'The draft of Hero is already in review (submitted by ann).' });
    expect((await call('GET', `${HERO_DRAFT}/review`, author)).json<ReviewHistory>().steps).toHaveLength(1);
    expect(await publicHeroTitle()).not.toBe('Mine');
  });

  it('answers a clear 400 for an empty comment or a bad time, and a 404 without a draft, writing nothing', async () => {
    const none = await call('POST', `${HERO_DRAFT}/submit`, author);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'Hero has no draft.' });
    await call('PUT', HERO_DRAFT, author, hero('Mine'));
    await call('POST', `${HERO_DRAFT}/submit`, author);
    const empty = await call('POST', `${HERO_DRAFT}/request-changes`, editor, { comment: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Say what should change: the comment may not be empty.');
    const badTime = await call('POST', `${HERO_DRAFT}/approve`, editor, { at: 'tomorrow' });
    expect(badTime.statusCode).toBe(400);
    const past = await call('POST', `${HERO_DRAFT}/approve`, editor, { at: '2001-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(drafts);
    expect(row).toMatchObject({ reviewState: 'in_review', publishAt: null });
    expect((await call('GET', `${HERO_DRAFT}/review`, author)).json<ReviewHistory>().steps).toHaveLength(1);
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'review_approved'))).toEqual([]);
  });

  it('reviews a custom page’s draft at its address', async () => {
    const page = { slug: 'careers', title: 'Careers', blocks: [] };
    const made = await call('POST', `${API}/custom-pages/`, editor, page);
    expect(made.statusCode, made.body).toBe(201);
    const url = `${API}/drafts/custom-pages/careers`;
    expect((await call('PUT', url, author, { ...page, title: 'Join us' })).statusCode).toBe(200);
    expect((await call('POST', `${url}/submit`, author, { note: 'Retitled' })).statusCode).toBe(200);
    expect((await listed(editor)).find((d) => d.path === 'custom-pages/careers')?.review).toMatchObject({ state: 'in_review' });
    const approved = await call('POST', `${url}/approve`, editor);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await t.app.inject({ url: `${API}/custom-pages/careers` })).json()).toMatchObject({ title: 'Join us' });
  });
});
