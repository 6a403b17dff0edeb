// A section document stored before fields were added to its schema (the navbar before its company
// name and site icon): it reads with each field's default everywhere a document is read, and saves,
// patches and restores without a migration; each field's own rule still holds.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { navbarDefault, type Navbar, type Revision } from '@site/contracts';
import { revisions, sections } from '../db/schema.js';
import { auth, withTestApp, type TestApp } from '../test/test-app.js';
import { completeSection, readSection, writeSection } from './sections.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const API = '/backend/api';
const NAVBAR = `${API}/layout/navbar`;
const {
  companyName: _name,
  icon: _icon,
  ...olderNavbar
} = {
  ...navbarDefault,
  logo: '/media/logo.png',
  groupName: 'Meridian Holdings',
};
/** The added fields' defaults. */
const ADDED = { companyName: '', icon: '' };

/** The navbar as a version of the site before the company name and site icon stored it: one save, then the fields removed. */
function storeOlderNavbar() {
  writeSection(t.app.db, 'navbar', { ...olderNavbar, ...ADDED });
  t.app.db.update(sections).set({ data: olderNavbar }).where(eq(sections.key, 'navbar')).run();
  t.app.db.update(revisions).set({ data: olderNavbar }).run();
}

const call = (method: 'PUT' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

describe('a navbar stored before the company name and site icon', () => {
  it('reads with an empty company name and site icon, and otherwise as stored', async () => {
    storeOlderNavbar();
    expect(readSection(t.app.db, 'navbar')).toEqual({ ...olderNavbar, ...ADDED });
    expect((await t.app.inject(NAVBAR)).json()).toEqual({ ...olderNavbar, ...ADDED });
    const page = (await t.app.inject(`${API}/pages/about`)).json<{ sections: { navbar: Navbar } }>();
    expect(page.sections.navbar).toEqual({ ...olderNavbar, ...ADDED });
    const version = (await t.app.inject({ url: `${API}/history/layout/navbar/1`, headers: auth(token) })).json<Revision>();
    expect(version.data).toEqual({ ...olderNavbar, ...ADDED });
  });

  it('saves as read, as an older editor sends it (without the field), and patched', async () => {
    storeOlderNavbar();
    const read = (await t.app.inject(NAVBAR)).json<Navbar>();
    expect((await call('PUT', NAVBAR, { ...read, groupName: 'Read and saved' })).statusCode).toBe(200);
    const older = await call('PUT', NAVBAR, olderNavbar);
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual({ ...olderNavbar, ...ADDED });
    const patched = await call('PATCH', NAVBAR, { companyName: 'Brightwell Facility Services' });
    expect(patched.statusCode).toBe(200);
    expect(readSection(t.app.db, 'navbar')).toEqual({ ...olderNavbar, ...ADDED, companyName: 'Brightwell Facility Services' });
  });

  it('restores an older version, which gets the empty company name and site icon', async () => {
    storeOlderNavbar();
    await call('PATCH', NAVBAR, { companyName: 'Brightwell Facility Services' });
    const restored = await call('POST', `${API}/history/layout/navbar/1/restore`);
    expect(restored.statusCode).toBe(200);
    expect(readSection(t.app.db, 'navbar')).toEqual({ ...olderNavbar, ...ADDED });
  });

  it.each([
    ['companyName', 'x'.repeat(301)],
    ['icon', 'javascript:alert(1)'],
  ])("still holds the field's own rule: %s", async (field, value) => {
    storeOlderNavbar();
    const before = readSection(t.app.db, 'navbar');
    const res = await call('PATCH', NAVBAR, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: field })]);
    expect(readSection(t.app.db, 'navbar')).toEqual(before);
  });
});

describe('completeSection', () => {
  it('adds only the fields a stored document lacks, from the default document', () => {
    expect(completeSection('navbar', { ...olderNavbar, bgColor: 'not checked on read' })).toEqual({
      ...olderNavbar,
      bgColor: 'not checked on read',
      ...ADDED,
    });
  });

  it('is the default document for nothing stored', () => {
    expect(completeSection('navbar', undefined)).toEqual(navbarDefault);
    expect(completeSection('navbar', undefined)).not.toBe(completeSection('navbar', undefined));
  });
});
