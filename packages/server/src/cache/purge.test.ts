// The purge notice to a CDN or proxy: one POST of the changed paths per burst of changes, sent after
// a save and a publish (not after a draft is saved), and a receiver that fails or is gone never fails
// the save.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heroDefault } from '@site/contracts';
import { ContentVersion } from './content-version.js';
import { purgeOnChange } from './purge.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { purgeReceiver } from '../test/purge-receiver.js';

const settle = async (until: () => boolean) => {
  for (let i = 0; i < 100 && !until(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

let closers: (() => unknown)[] = [];
beforeEach(() => {
  closers = [];
});
afterEach(async () => {
  for (const close of closers.reverse()) await close();
});

describe('purgeOnChange', () => {
  it('posts once for changes that come together, naming the pages before them and the pages after them', async () => {
    const r = await purgeReceiver();
    closers.push(r.close);
    const version = new ContentVersion();
    const failures: string[] = [];
    let pages = ['/', '/about', '/old'];
    closers.push(purgeOnChange(version, { url: r.url, pagePaths: () => pages, onFailure: (f) => failures.push(f) }));
    pages = ['/', '/about', '/new'];
    version.bump();
    version.bump();
    await settle(() => r.notices.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.notices).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: { paths: ['/', '/about', '/old', '/new', '/backend/api/*', '/api/*'] },
      },
    ]);
    // The next change starts from the pages the last notice left.
    version.bump();
    await settle(() => r.notices.length > 1);
    expect(r.notices[1]).toMatchObject({ body: { paths: ['/', '/about', '/new', '/backend/api/*', '/api/*'] } });
    expect(failures).toEqual([]);
  });

  it('sends nothing for a change heard from another server, whose pages the next notice starts from', async () => {
    const r = await purgeReceiver();
    closers.push(r.close);
    const version = new ContentVersion();
    let pages = ['/', '/old'];
    closers.push(purgeOnChange(version, { url: r.url, pagePaths: () => pages, onFailure: () => {} }));
    // Another server renamed /old to /renamed, and told the cache itself.
    pages = ['/', '/renamed'];
    version.bump('heard');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.notices).toEqual([]);
    // This server's own change: /renamed moved again, to /newest.
    pages = ['/', '/newest'];
    version.bump();
    await settle(() => r.notices.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.notices).toEqual([
      expect.objectContaining({ body: { paths: ['/', '/renamed', '/newest', '/backend/api/*', '/api/*'] } }),
    ]);
  });

  it('reports a receiver that refuses or is not there, and nothing else happens', async () => {
    const r = await purgeReceiver(500);
    closers.push(r.close);
    const version = new ContentVersion();
    const failures: string[] = [];
    closers.push(purgeOnChange(version, { url: r.url, pagePaths: () => ['/'], onFailure: (f) => failures.push(f) }));
    version.bump();
    await settle(() => failures.length > 0);
    expect(failures).toEqual(['the purge receiver answered 500']);

    const gone = await purgeReceiver();
    await gone.close();
    const other = new ContentVersion();
    closers.push(purgeOnChange(other, { url: gone.url, pagePaths: () => ['/'], onFailure: (f) => failures.push(f) }));
    other.bump();
    await settle(() => failures.length > 1);
    expect(failures[1]).toMatch(/fetch failed.*ECONNREFUSED/);
  });
});

describe('CACHE_PURGE_URL in the app', () => {
  const HERO = '/backend/api/home/hero';

  it('is told after a save and after a publish, not after a draft is saved', async () => {
    const r = await purgeReceiver();
    closers.push(r.close);
    const t: TestApp = await makeTestApp({ cachePurgeUrl: r.url });
    closers.push(() => t.close());
    const headers = auth(await adminToken(t.app));
    expect(
      (await t.app.inject({ method: 'PUT', url: HERO, headers, payload: { ...heroDefault, title: 'Saved' } })).statusCode,
    ).toBe(200);
    await settle(() => r.notices.length > 0);
    // The pages too when the web build is there (the renderer lists them).
    expect(r.notices).toEqual([
      expect.objectContaining({ body: { paths: expect.arrayContaining(['/backend/api/*', '/api/*']) } }),
    ]);

    const draft = { ...heroDefault, title: 'Drafted' };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/backend/api/drafts/home/hero', headers, payload: draft })).statusCode,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.notices).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/backend/api/drafts/home/hero/publish', headers })).statusCode).toBe(200);
    await settle(() => r.notices.length > 1);
    expect(r.notices).toHaveLength(2);
  });

  it('never fails a save when the receiver fails', async () => {
    const r = await purgeReceiver(503);
    closers.push(r.close);
    const t: TestApp = await makeTestApp({ cachePurgeUrl: r.url });
    closers.push(() => t.close());
    const headers = auth(await adminToken(t.app));
    const saved = await t.app.inject({ method: 'PUT', url: HERO, headers, payload: { ...heroDefault, title: 'Kept' } });
    expect(saved.statusCode).toBe(200);
    await settle(() => r.notices.length > 0);
    expect(r.notices).toHaveLength(1);
    expect((await t.app.inject({ url: HERO })).json<{ title: string }>().title).toBe('Kept');
  });
});

describe('what a notice names', () => {
  const API = '/backend/api';
  const hero = { ...heroDefault, title: 'Work with us' };
  const careers = { slug: 'careers', title: 'Careers', blocks: [{ type: 'home/hero', data: hero }] };

  /** An app that tells a receiver, an admin's headers, and the paths of the notice after `write`. */
  async function site() {
    const r = await purgeReceiver();
    closers.push(r.close);
    const t: TestApp = await makeTestApp({ cachePurgeUrl: r.url });
    closers.push(() => t.close());
    const headers = auth(await adminToken(t.app));
    const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res;
    };
    /** The paths of the one notice `write` causes. */
    const noticeAfter = async (write: () => Promise<unknown>) => {
      const seen = r.notices.length;
      await write();
      await settle(() => r.notices.length > seen);
      expect(r.notices).toHaveLength(seen + 1);
      return (r.notices[seen] as { body: { paths: string[] } }).body.paths;
    };
    return { call, noticeAfter };
  }

  it("names a renamed service's old address and its new one", async () => {
    const { call, noticeAfter } = await site();
    await noticeAfter(() => call('PUT', '/services', [{ title: 'Deep Cleaning' }]));
    const paths = await noticeAfter(() => call('PUT', '/services', [{ title: 'Deep Cleaning', slug: 'deep-clean' }]));
    expect(paths).toEqual(expect.arrayContaining(['/', '/services', '/services/deep-cleaning', '/services/deep-clean']));
  });

  it("names a deleted service's address", async () => {
    const { call, noticeAfter } = await site();
    await noticeAfter(() => call('PUT', '/services', [{ title: 'Deep Cleaning' }, { title: 'Pest Control' }]));
    const paths = await noticeAfter(() => call('PUT', '/services', [{ title: 'Deep Cleaning' }]));
    expect(paths).toEqual(expect.arrayContaining(['/services/deep-cleaning', '/services/pest-control']));
  });

  it("names a new custom page's address when it is first published (created, it is only a draft)", async () => {
    const { call, noticeAfter } = await site();
    await call('POST', '/custom-pages', careers);
    const paths = await noticeAfter(() => call('POST', '/drafts/custom-pages/careers/publish'));
    expect(paths).toEqual(expect.arrayContaining(['/', '/careers', '/backend/api/*', '/api/*']));
  });

  it("names a renamed custom page's old address (now a redirect) and its new one", async () => {
    const { call, noticeAfter } = await site();
    await call('POST', '/custom-pages', careers);
    await noticeAfter(() => call('POST', '/drafts/custom-pages/careers/publish'));
    const paths = await noticeAfter(() => call('PUT', '/custom-pages/careers', { ...careers, slug: 'jobs' }));
    expect(paths).toEqual(expect.arrayContaining(['/careers', '/jobs']));
  });

  it("names a deleted custom page's address, and its old addresses", async () => {
    const { call, noticeAfter } = await site();
    await call('POST', '/custom-pages', careers);
    await noticeAfter(() => call('POST', '/drafts/custom-pages/careers/publish'));
    await noticeAfter(() => call('PUT', '/custom-pages/careers', { ...careers, slug: 'jobs' }));
    const paths = await noticeAfter(() => call('DELETE', '/custom-pages/jobs'));
    expect(paths).toEqual(expect.arrayContaining(['/careers', '/jobs']));
  });
  it("names a service's address when its draft is published", async () => {
    const { call, noticeAfter } = await site();
    await noticeAfter(() => call('PUT', '/services', [{ title: 'Deep Cleaning' }]));
    await call('PUT', '/drafts/services', [{ title: 'Deep Cleaning', tagline: 'Spotless.' }]);
    const paths = await noticeAfter(() => call('POST', '/drafts/services/publish'));
    expect(paths).toEqual(expect.arrayContaining(['/', '/services', '/services/deep-cleaning']));
  });

  it("names a redirect's address when it is added and when it is taken away", async () => {
    const { call, noticeAfter } = await site();
    let id = 0;
    const added = await noticeAfter(async () => {
      id = (await call('POST', '/redirects', { from: '/about', to: '/contact', status: 301 })).json<{ id: number }>().id;
    });
    expect(added).toEqual(expect.arrayContaining(['/about']));
    const removed = await noticeAfter(async () => {
      await call('DELETE', `/redirects/${id}`);
    });
    expect(removed).toEqual(expect.arrayContaining(['/about']));
  });

  it("names every page in each of the site's languages", async () => {
    const { call, noticeAfter } = await site();
    await call('POST', '/custom-pages', careers);
    await noticeAfter(() => call('POST', '/drafts/custom-pages/careers/publish'));
    const settings = (await call('GET', '/settings')).json<object>();
    const languages = [
      { code: 'en', name: 'English' },
      { code: 'bn', name: 'বাংলা' },
    ];
    const paths = await noticeAfter(() => call('PUT', '/settings', { ...settings, languages }));
    expect(paths).toEqual(expect.arrayContaining(['/', '/careers', '/bn/', '/bn/about', '/bn/careers']));
  });
});

describe('the demo seed', () => {
  it('makes one notice, naming the pages it fills', async () => {
    const r = await purgeReceiver();
    closers.push(r.close);
    const t: TestApp = await makeTestApp({ seedDemo: true, cachePurgeUrl: r.url });
    closers.push(() => t.close());
    await settle(() => r.notices.length > 0);
    const seeded = r.notices as { body: { paths: string[] } }[];
    expect(seeded[0]?.body.paths).toEqual(expect.arrayContaining(['/', '/services/cleaning-housekeeping']));
    // A write of our own afterwards: the seed's notices were all on their way before it (the app was
    // built), so once the write's notice is in too, there are the seed's and that one.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/backend/api/home/hero',
      headers: auth(await adminToken(t.app)),
      payload: { ...heroDefault, title: 'After the seed' },
    });
    expect(saved.statusCode).toBe(200);
    await settle(() => r.notices.length > 1);
    expect(r.notices).toHaveLength(2);
  }, 180_000);
});
