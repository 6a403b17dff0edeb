// The list of drafts tells drafts apart by their words: a section's heading (or first words), a
// custom page's blocks, each with its heading.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heroDefault, richTextDefault, type DraftSummary } from '@site/contracts';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await makeTestApp();
  token = await adminToken(t.app, 'alice');
});
afterEach(() => t.close());

const API = '/backend/api';
const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url: `${API}${url}`, headers: auth(token), payload });
const hero = (title: string) => ({ type: 'home/hero', data: { ...heroDefault, title } });
const drafts = async () => (await t.app.inject({ url: `${API}/drafts`, headers: auth(token) })).json<DraftSummary[]>();

describe('the list of drafts', () => {
  it("shows each draft's heading or first words, and each block of a page's draft", async () => {
    expect((await put('/drafts/home/hero', { ...heroDefault, title: 'Welcome to Meridian' })).statusCode).toBe(200);
    const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Our story began in 1987.' }] }] };
    expect((await put('/drafts/about/rich-text', { ...richTextDefault, heading: '', body })).statusCode).toBe(200);
    const page = { slug: 'careers', title: 'Careers', blocks: [hero('Join us'), hero('Our offices')] };
    const created = await t.app.inject({ method: 'POST', url: `${API}/custom-pages/`, headers: auth(token), payload: page });
    expect(created.statusCode, created.body).toBe(201);
    expect((await put('/drafts/custom-pages/careers', page)).statusCode).toBe(200);

    const excerpts = Object.fromEntries((await drafts()).map((draft) => [draft.path, draft.excerpt]));
    expect(excerpts).toEqual({
      'home/hero': 'Welcome to Meridian',
      'about/rich-text': 'Our story began in 1987.',
      'custom-pages/careers': 'Hero — Join us · Hero — Our offices',
    });
  });

  it('shows no words for a draft without any', async () => {
    expect((await put('/drafts/home/hero', { ...heroDefault, title: '', description: '' })).statusCode).toBe(200);
    expect(await drafts()).toEqual([expect.objectContaining({ path: 'home/hero', excerpt: null })]);
  });
});
