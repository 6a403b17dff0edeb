// The navbar's menu over HTTP: an edited menu is saved and read back in its order, an older navbar
// without it still saves, and a bad item is a 400 naming it that writes nothing.
import { describe, expect, it } from 'vitest';
import { navbarDefault } from '@site/contracts';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
}, 'file');

const URL = '/backend/api/layout/navbar';
const get = () => t.app.inject({ method: 'GET', url: URL });
const put = (payload: object) => t.app.inject({ method: 'PUT', url: URL, payload, headers: auth(token) });

describe('navbar menu', () => {
  it('saves an edited menu and reads it back in its order', async () => {
    const menu = [
      { label: 'Contact us', target: '/contact', children: [] },
      { label: 'Work', target: '/projects', children: [{ label: 'Pictures', target: '/gallery' }] },
      { label: 'Partner', target: 'https://example.com', children: [] },
    ];
    expect((await put({ ...navbarDefault, menu })).statusCode).toBe(200);
    expect((await get()).json().menu).toEqual(menu.map((item) => ({ ...item, auto: '' })));
  });

  it('keeps a dropdown whose entries are automatic, and the page answer every public page renders carries the menu in its order', async () => {
    const menu = [
      { label: 'What we do', target: '/services', auto: 'services', children: [] },
      { label: 'Who we are', target: '/about', auto: 'about', children: [] },
      { label: 'Write to us', target: '/contact', auto: '', children: [] },
    ];
    expect((await put({ ...navbarDefault, menu })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/backend/api/pages/home' });
    expect(page.json().sections.navbar.menu).toEqual(menu);
  });

  it('saves a navbar from an older editor without a menu, with the automatic menu', async () => {
    const { menu: _menu, ...older } = navbarDefault;
    expect((await put(older)).statusCode).toBe(200);
    expect((await get()).json().menu).toEqual([]);
  });

  it.each([
    [{ label: 'Evil', target: 'javascript:alert(1)' }, /menu\.0\.target.*link that starts with/],
    [{ label: '', target: '/about' }, /menu\.0\.label.*Give the menu item a label\./],
    [{ label: 'News', target: '/news', auto: 'news' }, /menu\.0\.auto.*Choose where the entries come from/],
  ])('refuses %j with a 400 and writes nothing', async (item, message) => {
    const before = (await get()).json();
    const res = await put({ ...navbarDefault, menu: [item] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await get()).json()).toEqual(before);
  });
});
