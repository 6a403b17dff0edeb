// Services: the whole-list PUT (create, update, delete in one transaction), slugs, aliases, DELETE.
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';
import { addLibraryRecords } from '../test/library-records.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
}, 'file');
beforeAll(async () => {
  await addLibraryRecords(t.app.db, '/media/leaf.svg');
});

const put = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/backend/api/services/', payload: payload as object, headers: auth(token) });
const list = async () => (await t.app.inject('/backend/api/services')).json();

describe('services', () => {
  it('starts empty', async () => {
    expect(await list()).toEqual([]);
    expect((await t.app.inject('/backend/api/get-service-slugs/')).json()).toEqual([]);
  });

  it('creates services with ids, derived slugs and defaults, in the order sent', async () => {
    const res = await put([{ title: 'Deep  Cleaning & Care!' }, { title: 'Security', slug: 'guards', tagline: 'Safe' }]);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.map((s: { slug: string }) => s.slug)).toEqual(['deep-cleaning-care', 'guards']);
    expect(saved[0]._id).toMatch(/^[0-9a-f]{24}$/);
    expect(saved[0]).toEqual({
      _id: saved[0]._id,
      slug: 'deep-cleaning-care',
      title: 'Deep  Cleaning & Care!',
      tagline: '',
      description: '',
      heroImage: '',
      altText: '',
      heroBgColor: '#FFFFFF',
      heroTextColor: '#000000',
      featuresBgColor: '#F8F9FA',
      featuresTextColor: '#212529',
      featuresDescription: '',
      features: [],
    });
    expect(await list()).toEqual(saved);
    expect((await t.app.inject('/backend/api/get-service-slugs')).json()).toEqual([
      { title: 'Deep  Cleaning & Care!', slug: 'deep-cleaning-care' },
      { title: 'Security', slug: 'guards' },
    ]);
  });

  it('updates, creates and deletes in one PUT, and accepts heroText and iconImage as aliases', async () => {
    const [first, second] = await list();
    const res = await put([
      { ...second, title: 'Security Services' },
      {
        title: 'Gardening',
        heroText: 'Green spaces',
        features: [{ title: 'Lawns', description: 'Mowing', iconImage: '/media/leaf.svg' }],
      },
    ]);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toHaveLength(2);
    expect(saved[0]._id).toBe(second._id);
    expect(saved[0].title).toBe('Security Services');
    expect(saved[0].slug).toBe('guards');
    expect(saved[1].tagline).toBe('Green spaces');
    expect(saved[1].features).toEqual([{ title: 'Lawns', description: 'Mowing', iconPath: '/media/leaf.svg' }]);
    expect(saved[1]).not.toHaveProperty('heroText');
    expect((await list()).map((s: { _id: string }) => s._id)).not.toContain(first._id);
  });

  it('refuses a duplicate slug with a 400 naming it, and writes nothing', async () => {
    const before = await list();
    const res = await put([...before, { title: 'Security Services 2', slug: 'guards' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/"guards"/);
    expect(res.json().issues[0].path).toBe('2.slug');
    expect(await list()).toEqual(before);
  });

  it('refuses a duplicate derived slug too', async () => {
    const res = await put([{ title: 'Window Cleaning' }, { title: 'window cleaning' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/"window-cleaning"/);
  });

  it('refuses a bad slug, a missing title, an unknown field and an unsafe image', async () => {
    const before = await list();
    for (const bad of [
      [{ title: 'X', slug: 'Not A Slug' }],
      [{ slug: 'no-title' }],
      [{ title: '  ' }],
      [{ title: 'X', colour: 'red' }],
      [{ title: 'X', heroImage: 'data:image/png;base64,AAAA' }],
      { title: 'not a list' },
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(typeof res.json().error).toBe('string');
      expect(Array.isArray(res.json().issues)).toBe(true);
    }
    expect(await list()).toEqual(before);
  });

  it('a title that gives no slug asks for one', async () => {
    const res = await put([{ title: '!!!' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/empty slug/);
  });

  it('two services may swap slugs in one save', async () => {
    await put([
      { title: 'A', slug: 'one' },
      { title: 'B', slug: 'two' },
    ]);
    const [a, b] = await list();
    const res = await put([
      { ...a, slug: 'two' },
      { ...b, slug: 'one' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { slug: string }) => s.slug)).toEqual(['two', 'one']);
  });

  it('DELETE removes one service; an unknown id is a 404', async () => {
    const [a, b] = await list();
    const res = await t.app.inject({ method: 'DELETE', url: `/backend/api/services/${a._id}`, headers: auth(token) });
    expect(res.statusCode).toBe(204);
    expect(await list()).toEqual([b]);
    const again = await t.app.inject({ method: 'DELETE', url: `/backend/api/services/${a._id}/`, headers: auth(token) });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatch(a._id);
  });
});
