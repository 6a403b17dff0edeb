// Comparing two versions of a document over HTTP: each section, the services list, an editor-built
// page, a page's search-engine settings and the site settings answer what changed between two saved
// versions, or a version and the draft, field by field; a language compares its own history; a bad
// query is a 400 and a version or draft that does not exist a 404, each with a sentence.
import { describe, expect, it } from 'vitest';
import { getSection, type Comparison, type Service } from '@site/contracts';
import { and, eq } from 'drizzle-orm';
import { revisions } from '../db/schema.js';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const API = '/backend/api';
type Method = 'GET' | 'PUT' | 'POST';
const send = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ok = async (method: Method, url: string, payload?: unknown) => {
  const res = await send(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
const compare = async (url: string) => {
  const res = await send('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Comparison>();
};

const FAQ = getSection('faq');
const saveFaq = (fields: object, url = `/${FAQ.path}`) => ok('PUT', url, { ...FAQ.defaults, ...fields });

describe('comparing two versions of a section', () => {
  it('answers who saved each side and the changes, the changed words marked in a long text', async () => {
    await saveFaq({ title: 'Questions', subtitle: 'We answer every question you may have about our work' });
    await saveFaq({ title: 'Answers', subtitle: 'We answer every question you may ask about our cleaning' });
    const answer = await compare(`/history/${FAQ.path}/compare?from=1&to=2`);
    expect(answer).toMatchObject({
      document: FAQ.path,
      label: FAQ.label,
      from: { version: 1, savedBy: 'test-admin' },
      to: { version: 2 },
    });
    expect(answer.to.data).toMatchObject({ title: 'Answers' });
    const title = answer.changes.find((c) => c.path === 'title');
    expect(title).toEqual({ path: 'title', kind: 'changed', before: 'Questions', after: 'Answers' });
    const subtitle = answer.changes.find((c) => c.path === 'subtitle')!;
    expect(subtitle.words?.filter((w) => w.change).map((w) => [w.change, w.text])).toEqual([
      ['removed', 'have'],
      ['added', 'ask'],
      ['removed', 'work'],
      ['added', 'cleaning'],
    ]);
    expect(answer.changes).toHaveLength(2);
  });

  it('marks a list item added, removed or edited by its position', async () => {
    const faq = (question: string, answer = `${question} Yes.`) => ({ question, answer });
    await saveFaq({ faqs: [faq('One?'), faq('Two?'), faq('Three?')] });
    await saveFaq({ faqs: [faq('New?'), faq('One?'), faq('Three?', 'No.')] });
    const { changes } = await compare(`/history/${FAQ.path}/compare?from=1&to=2`);
    expect(changes).toEqual([
      { path: 'faqs.1', kind: 'removed', before: faq('Two?') },
      { path: 'faqs.0', kind: 'added', after: faq('New?') },
      {
        path: 'faqs.2.answer',
        kind: 'changed',
        value: 'longText',
        before: 'Three? Yes.',
        after: 'No.',
        words: expect.any(Array),
      },
    ]);
  });

  it('compares a version with the draft, and says so when there is no draft', async () => {
    await saveFaq({ title: 'Live' });
    const none = await send('GET', `/history/${FAQ.path}/compare?from=1&to=draft`);
    expect(none.statusCode).toBe(404);
    expect(none.json<{ error: string }>().error).toMatch(/has no draft to compare with\.$/);
    await ok('PUT', `/drafts/${FAQ.path}`, { ...FAQ.defaults, title: 'Drafted' });
    const answer = await compare(`/history/${FAQ.path}/compare?from=1&to=draft`);
    expect(answer.to).toMatchObject({ version: 'draft', savedBy: 'test-admin' });
    expect(answer.changes).toEqual([{ path: 'title', kind: 'changed', before: 'Live', after: 'Drafted' }]);
  });

  it('reads an old version as it reads today: a field added since is not a change', async () => {
    await saveFaq({});
    await saveFaq({});
    // Version 1 as saved before the subtitle existed: read today, it has the default subtitle.
    const { subtitle: _dropped, ...older } = FAQ.defaults as Record<string, unknown>;
    await t.app.db
      .update(revisions)
      .set({ data: older })
      .where(and(eq(revisions.document, 'section:faq'), eq(revisions.version, 1)));
    const answer = await compare(`/history/${FAQ.path}/compare?from=1&to=2`);
    expect(answer.changes).toEqual([]);
  });

  it('refuses a bad query with a sentence, and a missing version is a 404', async () => {
    await saveFaq({ title: 'One' });
    for (const query of ['', '?from=1', '?from=x&to=1', '?from=1&to=later', '?from=0&to=1']) {
      const res = await send('GET', `/history/${FAQ.path}/compare${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: string }>().error, query).toMatch(
        /^The query is not valid at "(from|to)": .+\.( \(and \d+ more problems?\))?$/,
      );
    }
    const missing = await send('GET', `/history/${FAQ.path}/compare?from=1&to=9`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: string }>().error).toMatch(/has no version 9 in its history/);
    expect((await t.app.inject({ url: `${API}/history/${FAQ.path}/compare?from=1&to=1` })).statusCode).toBe(401);
  });
});

describe('comparing other documents', () => {
  it('the services list: a service edited, matched by its content', async () => {
    const services = (await ok('PUT', '/services', [{ title: 'Cleaning' }, { title: 'Security' }])).json<Service[]>();
    const [first, ...rest] = services;
    await ok('PUT', '/services', [{ ...first!, title: 'Window cleaning' }, ...rest]);
    const { changes, document } = await compare('/history/services/compare?from=1&to=2');
    expect(document).toBe('services');
    expect(changes).toEqual([{ path: '0.title', kind: 'changed', before: first!.title, after: 'Window cleaning' }]);
  });

  it("an editor-built page, with its draft, a block's text by its place", async () => {
    const hero = (title: string) => ({ type: 'home/hero', data: { ...getSection('hero').defaults, title } });
    await createPublishedPage(t.app, token, { slug: 'careers', title: 'Careers', blocks: [hero('Work with us')] });
    await ok('PUT', '/custom-pages/careers', { slug: 'careers', title: 'Careers', blocks: [hero('Join us')] });
    const saved = await compare('/history/custom-pages/careers/compare?from=1&to=2');
    expect(saved.changes).toEqual([{ path: 'blocks.0.data.title', kind: 'changed', before: 'Work with us', after: 'Join us' }]);
    await ok('PUT', '/drafts/custom-pages/careers', { slug: 'careers', title: 'Jobs', blocks: [hero('Join us')] });
    const drafted = await compare('/history/custom-pages/careers/compare?from=2&to=draft');
    expect(drafted.changes).toEqual([{ path: 'title', kind: 'changed', before: 'Careers', after: 'Jobs' }]);
    expect((await send('GET', '/history/custom-pages/nowhere/compare?from=1&to=2')).statusCode).toBe(404);
  });

  it("a page's search-engine settings, and an editor-built page's drafted ones", async () => {
    await ok('PUT', '/seo/about', { title: 'About us', description: '' });
    await ok('PUT', '/seo/about', { title: 'About the company', description: '' });
    const about = await compare('/history/seo/about/compare?from=1&to=2');
    expect(about).toMatchObject({
      document: 'seo/about',
      changes: [{ path: 'title', before: 'About us', after: 'About the company' }],
    });
    expect((await send('GET', '/history/seo/about/compare?from=1&to=draft')).statusCode).toBe(404);
    expect((await send('GET', '/history/seo/about/compare?from=1')).statusCode).toBe(400);

    await createPublishedPage(t.app, token, { slug: 'careers', title: 'Careers', blocks: [] });
    await ok('PUT', '/seo/careers', { title: 'Careers', description: '' });
    await ok('PUT', '/drafts/custom-pages/careers', { slug: 'careers', title: 'Careers', blocks: [] });
    await ok('PUT', '/seo/careers', { title: 'Jobs at the company', description: '' });
    const careers = await compare('/history/seo/careers/compare?from=1&to=draft');
    expect(careers.changes).toEqual([{ path: 'title', kind: 'changed', before: 'Careers', after: 'Jobs at the company' }]);
  });

  it('the site settings, which have no draft', async () => {
    const settings = (await send('GET', '/settings')).json<Record<string, unknown>>();
    await ok('PUT', '/settings', { ...settings, site_name: 'First name' });
    await ok('PUT', '/settings', { ...settings, site_name: 'Second name' });
    const answer = await compare('/history/settings/compare?from=1&to=2');
    expect(answer.changes).toEqual([{ path: 'site_name', kind: 'changed', before: 'First name', after: 'Second name' }]);
    const draft = await send('GET', '/history/settings/compare?from=1&to=draft');
    expect(draft.statusCode).toBe(404);
    expect(draft.json<{ error: string }>().error).toBe('The site settings has no draft to compare with.');
  });

  it("a language compares its translation's own versions", async () => {
    const settings = (await send('GET', '/settings')).json<Record<string, unknown>>();
    const languages = [
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'Français' },
    ];
    await ok('PUT', '/settings', { ...settings, languages });
    await ok('PUT', `/${FAQ.path}?locale=fr`, { title: 'Questions fréquentes' });
    await ok('PUT', `/${FAQ.path}?locale=fr`, { title: 'Vos questions' });
    const answer = await compare(`/history/${FAQ.path}/compare?from=1&to=2&locale=fr`);
    expect(answer.label).toBe(`${FAQ.label} (Français)`);
    expect(answer.changes).toEqual([{ path: 'title', kind: 'changed', before: 'Questions fréquentes', after: 'Vos questions' }]);
    expect((await send('GET', `/history/${FAQ.path}/compare?from=1&to=2&locale=xx`)).statusCode).toBe(400);
  });
});
