// Every section route of the registry: read, replace, patch, validation, and that a 400 writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { SECTIONS, getSection } from '@site/contracts';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';
import { addLibraryRecords } from '../test/library-records.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
}, 'file');
beforeAll(async () => {
  await addLibraryRecords(t.app.db, '/media/a.jpg', '/media/x.webp', '/media/changed.jpg');
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const write = (method: 'PUT' | 'PATCH', url: string, payload: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: auth(token) });

/** A field of the document and a new valid value for it: a plain text field, else a colour, else a list of image URLs. */
function changeOneField(
  shape: Record<string, { safeParse(v: unknown): { success: boolean } }>,
  defaults: object,
): [string, unknown] {
  const text = Object.keys(defaults).find((k) => shape[k]!.safeParse('Changed text').success);
  if (text) return [text, 'Changed text'];
  const colour = Object.keys(defaults).find((k) => shape[k]!.safeParse('rebeccapurple').success);
  if (colour) return [colour, 'rebeccapurple'];
  const list = Object.keys(defaults).find((k) => shape[k]!.safeParse(['/media/changed.jpg']).success);
  if (list) return [list, ['/media/changed.jpg']];
  throw new Error('no field to change');
}

describe.each(SECTIONS.map((s) => [s.path, s] as const))('section %s', (_path, section) => {
  const url = `/backend/api/${section.path}`;

  it('reads its default before it is saved, under both slash forms and the /api alias', async () => {
    for (const u of [url, `${url}/`, `/api/${section.path}`, `/api/${section.path}/`]) {
      const res = await get(u);
      expect(res.statusCode, u).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual(section.schema.parse(section.defaults));
    }
  });

  it('PUT replaces the whole document and answers it', async () => {
    const res = await write('PUT', `${url}/`, section.defaults);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(section.schema.parse(section.defaults));
  });

  it('refuses an unknown field with {error, issues} and writes nothing', async () => {
    const before = (await get(url)).json();
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await write(method, url, { ...section.defaults, notAField: 'x' });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toMatch(/notAField/);
      expect(body.issues[0].message).toBe('Unknown field: notAField.');
    }
    expect((await get(url)).json()).toEqual(before);
  });

  it('PATCH merges a partial document over the stored one', async () => {
    const [field, value] = changeOneField(section.schema.shape, section.defaults);
    const res = await write('PATCH', url, { [field]: value });
    expect(res.statusCode).toBe(200);
    expect(res.json()[field]).toEqual(value);
    const stored = (await get(url)).json();
    expect(stored).toEqual({ ...section.schema.parse(section.defaults), [field]: value });
  });

  it('refuses a wrong type on PATCH and PUT, naming the field, and writes nothing', async () => {
    const before = (await get(url)).json();
    const field = Object.keys(section.defaults)[0]!;
    for (const method of ['PUT', 'PATCH'] as const) {
      const body = method === 'PUT' ? { ...section.defaults, [field]: 12345 } : { [field]: 12345 };
      const res = await write(method, url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    expect((await get(url)).json()).toEqual(before);
  });

  it('PUT refuses a partial document (every field is required)', async () => {
    const res = await write('PUT', url, {});
    expect(res.statusCode).toBe(400);
  });
});

describe('field rules', () => {
  const rejects = async (path: string, patch: Record<string, unknown>, messagePart: RegExp) => {
    const url = `/backend/api/${path}`;
    const before = (await get(url)).json();
    const res = await write('PATCH', url, patch);
    expect(res.statusCode, JSON.stringify(patch)).toBe(400);
    expect(res.json().error).toMatch(messagePart);
    expect((await get(url)).json()).toEqual(before);
  };

  it('links accept http(s), site paths, anchors, mailto: and tel:, and refuse the rest', async () => {
    for (const ok of ['https://example.com', 'http://a.b/c', '/contact', '#services', 'mailto:a@b.co', 'tel:+123', '']) {
      expect((await write('PATCH', '/backend/api/layout/navbar', { logo2Link: ok })).statusCode, ok).toBe(200);
    }
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'contact', 'ftp://x']) {
      await rejects('layout/navbar', { logo2Link: bad }, /logo2Link.*link that starts with/);
    }
  });

  it('image fields refuse base64 data URIs and other schemes', async () => {
    await rejects('home/hero', { image1: 'data:image/png;base64,iVBORw0KGgo=' }, /image1.*upload the image/);
    await rejects('home/hero', { image2: 'javascript:alert(1)' }, /image2/);
    await rejects('home/carousel', { images: ['/media/a.jpg', 'data:image/jpeg;base64,xx'] }, /images\.1/);
    expect((await write('PATCH', '/backend/api/home/hero', { image1: '/media/x.webp' })).statusCode).toBe(200);
  });

  it('embedded frames must be https (or a path on this site)', async () => {
    await rejects('home/location', { mapSrc: 'http://maps.example.com/embed' }, /mapSrc.*https/);
    await rejects('home/featured-video', { videoSrc: 'javascript:alert(1)' }, /videoSrc/);
    expect(
      (await write('PATCH', '/backend/api/home/location', { mapSrc: 'https://www.openstreetmap.org/export/embed.html' }))
        .statusCode,
    ).toBe(200);
  });

  it('colours are CSS colours up to 64 characters', async () => {
    expect((await write('PATCH', '/backend/api/home/news', { bgColor: 'rebeccapurple' })).statusCode).toBe(200);
    await rejects('home/news', { bgColor: 'x'.repeat(65) }, /bgColor.*64 characters/);
  });

  it('lists are bounded', async () => {
    await rejects('home/carousel', { images: Array.from({ length: 101 }, () => '/media/a.jpg') }, /images.*100 items/);
  });

  it('nested objects refuse unknown fields too', async () => {
    await rejects('home/contact', { card1: { icon: '', title: 't', description: 'd', extra: 1 } }, /card1.*extra/);
  });

  it('the server assigns an id to a team member sent without one, and keeps given ids', async () => {
    const team = getSection('team').defaults;
    const res = await write('PUT', '/backend/api/about/team', {
      ...team,
      teamInfo: {
        ...team.teamInfo,
        members: [
          { name: 'Ada', position: 'CEO', imageUrl: '' },
          { id: 'keep-me', name: 'Bo', position: 'COO', imageUrl: '' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const [a, b] = res.json().teamInfo.members;
    expect(a.id).toMatch(/^[\w-]{8,}$/);
    expect(b.id).toBe('keep-me');
    expect((await get('/backend/api/about/team')).json().teamInfo.members[0].id).toBe(a.id);
  });

  it('a body that is not JSON is a 400 with a readable sentence', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/backend/api/home/hero',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The request body is not valid JSON.');
  });

  it('a body over the limit is refused with 413', async () => {
    const res = await write('PUT', '/backend/api/home/hero', {
      ...getSection('hero').defaults,
      description: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The request body is too large.');
  });
});
