// A section document stored with fields its schema no longer has (the navbar with the company name
// and site icon, which moved to the site settings): it reads without them everywhere a document is
// read, saves and restores without a migration, imports from an older export, and a save that still
// names them is refused. A field a stored document lacks reads as its default.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { navbarDefault, type Navbar, type Revision } from '@site/contracts';
import { revisions, sections } from '../db/schema.js';
import { auth, withTestApp, type TestApp } from '../test/test-app.js';
import { addLibraryRecords } from '../test/library-records.js';
import { completeSection, readSection, readStoredSection, withoutRetired, writeSection } from './sections.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});
beforeEach(async () => {
  await addLibraryRecords(t.app.db, '/media/logo.png', '/media/mark.png');
});

const API = '/backend/api';
const NAVBAR = `${API}/layout/navbar`;
const navbar: Navbar = { ...navbarDefault, logo: '/media/logo.png', groupName: 'Meridian Holdings' };
/** What navbars held before the site settings took them over. */
const RETIRED = { companyName: 'Brightwell Facility Services', icon: '/media/mark.png' };

/** The navbar as a version of the site before the site settings stored it: one save, then the fields put in. */
async function storeOlderNavbar() {
  await writeSection(t.app.db, 'navbar', navbar);
  await t.app.db
    .update(sections)
    .set({ data: { ...navbar, ...RETIRED } })
    .where(eq(sections.key, 'navbar'));
  await t.app.db.update(revisions).set({ data: { ...navbar, ...RETIRED } });
}

const call = (method: 'PUT' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

describe('a navbar stored with the company name and site icon', () => {
  it('reads without them, and otherwise as stored; the stored document keeps them', async () => {
    await storeOlderNavbar();
    expect(await readSection(t.app.db, 'navbar')).toEqual(navbar);
    expect((await t.app.inject(NAVBAR)).json()).toEqual(navbar);
    const page = (await t.app.inject(`${API}/pages/about`)).json<{ sections: { navbar: Navbar } }>();
    expect(page.sections.navbar).toEqual(navbar);
    const version = (await t.app.inject({ url: `${API}/history/layout/navbar/1`, headers: auth(token) })).json<Revision>();
    expect(version.data).toEqual(navbar);
    expect(await readStoredSection(t.app.db, 'navbar')).toEqual({ ...navbar, ...RETIRED });
  });

  it('saves as read and patched, and restores a version that had them', async () => {
    await storeOlderNavbar();
    const read = (await t.app.inject(NAVBAR)).json<Navbar>();
    expect((await call('PUT', NAVBAR, { ...read, groupName: 'Read and saved' })).statusCode).toBe(200);
    expect((await call('PATCH', NAVBAR, { groupName: 'Patched' })).statusCode).toBe(200);
    const restored = await call('POST', `${API}/history/layout/navbar/1/restore`, { into: 'live' });
    expect(restored.statusCode).toBe(200);
    expect(await readSection(t.app.db, 'navbar')).toEqual(navbar);
  });

  it('refuses a save that still names them (they are the site settings now), and stores nothing', async () => {
    await storeOlderNavbar();
    for (const [field, value] of Object.entries(RETIRED)) {
      const res = await call('PATCH', NAVBAR, { [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect((await call('PUT', NAVBAR, { ...navbar, [field]: value })).statusCode, field).toBe(400);
    }
    expect(await readStoredSection(t.app.db, 'navbar')).toEqual({ ...navbar, ...RETIRED });
  });
});

describe('completeSection', () => {
  it('adds the fields a stored document lacks, from the default document, and drops retired ones', () => {
    const { groupName: _missing, ...lacking } = navbar;
    expect(completeSection('navbar', { ...lacking, ...RETIRED, bgColor: 'not checked on read' })).toEqual({
      ...navbar,
      groupName: navbarDefault.groupName,
      bgColor: 'not checked on read',
    });
  });

  it('is the default document for nothing stored', () => {
    expect(completeSection('navbar', undefined)).toEqual(navbarDefault);
    expect(completeSection('navbar', undefined)).not.toBe(completeSection('navbar', undefined));
  });

  it('withoutRetired leaves a section without retired fields as it is', () => {
    const footer = { copyText: 'x', companyName: 'kept: not retired here' };
    expect(withoutRetired('footer', footer)).toBe(footer);
  });
});
