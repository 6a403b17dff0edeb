// The page-level read: one answer with a page's sections, navbar, footer and service slugs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES, sectionsOfPage } from '@site/contracts';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  const token = adminToken(t.app);
  await t.app.inject({ method: 'PUT', url: '/backend/api/services', headers: auth(token), payload: [{ title: 'Cleaning' }] });
  await t.app.inject({ method: 'PATCH', url: '/backend/api/home/hero', headers: auth(token), payload: { title: 'Hello' } });
});
afterAll(() => t.close());

describe('GET /pages/{page}', () => {
  it.each(PAGES)('%s carries its own sections, navbar, footer and slugs', async (page) => {
    const res = await t.app.inject(`/backend/api/pages/${page}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toBe(page);
    expect(Object.keys(body.sections).sort()).toEqual(['navbar', 'footer', ...sectionsOfPage(page).map((s) => s.key)].sort());
    expect(body.serviceSlugs).toEqual([{ title: 'Cleaning', slug: 'cleaning' }]);
    expect('services' in body).toBe(page === 'services');
  });

  it('has the same documents as the section routes', async () => {
    const home = (await t.app.inject('/backend/api/pages/home')).json();
    expect(home.sections.hero.title).toBe('Hello');
    for (const s of sectionsOfPage('home')) {
      expect(home.sections[s.key]).toEqual((await t.app.inject(`/backend/api/${s.path}`)).json());
    }
  });

  it('the services page carries the full list', async () => {
    const body = (await t.app.inject('/api/pages/services')).json();
    expect(body.services[0]).toMatchObject({ title: 'Cleaning', slug: 'cleaning' });
  });

  it('an unknown page is a 400 naming the pages there are', async () => {
    const res = await t.app.inject('/backend/api/pages/nowhere');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/home, about, contact, gallery, projects, services/);
  });
});
