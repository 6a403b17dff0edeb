// Which fields of the content use an image: every field of every published section, service and
// draft holding its URL, named for people, and the places once each for the delete refusal.
import { beforeEach, describe, expect, it } from 'vitest';
import { heroDefault, serviceListInputSchema } from '@site/contracts';
import { drafts } from '../db/schema.js';
import { withTestApp, type TestApp } from '../test/test-app.js';
import { addLibraryRecords } from '../test/library-records.js';
import { placesUsing, usesByUrl, usesOf } from './references.js';
import { writeSection } from './sections.js';
import { saveServices } from './services.js';
import { mediaFieldsIn, withMediaUrlReplaced } from './media-map.js';

let t: TestApp;
withTestApp((made) => {
  t = made.t;
});
beforeEach(async () => {
  await addLibraryRecords(t.app.db, '/media/ab12.png', '/media/other.png');
});

const URL = '/media/ab12.png';

describe('mediaFieldsIn and withMediaUrlReplaced', () => {
  const doc = {
    image: URL,
    cards: [{ image: '/media/other.png' }, { image: URL, title: URL.toUpperCase() }],
    note: 'see /media/ab12.png',
  };

  it('names each field holding a whole media URL, by its dotted path, in document order', () => {
    expect(mediaFieldsIn(doc)).toEqual([
      { url: URL, field: 'image' },
      { url: '/media/other.png', field: 'cards.0.image' },
      { url: URL, field: 'cards.1.image' },
    ]);
  });

  it('replaces exactly those fields and leaves every other string alone', () => {
    expect(withMediaUrlReplaced(doc, URL, '/media/new.png')).toEqual({
      image: '/media/new.png',
      cards: [{ image: '/media/other.png' }, { image: '/media/new.png', title: URL.toUpperCase() }],
      note: 'see /media/ab12.png',
    });
  });
});

describe('usesOf and usesByUrl', () => {
  it('lists published sections, then services, then drafts, one entry per field', async () => {
    const db = t.app.db;
    await writeSection(db, 'hero', { ...heroDefault, image1: URL, image2: URL });
    await saveServices(
      db,
      serviceListInputSchema.parse([
        { title: 'Office Cleaning', heroImage: URL },
        { title: 'Windows', heroImage: '/media/other.png' },
      ]),
    );
    await db.insert(drafts).values({ document: 'section:about1', data: { image2: URL }, basedOn: 0 });

    expect(await usesOf(db, URL)).toEqual([
      { document: 'home/hero', place: 'Home › Hero', field: 'image1', words: 'Home page, Hero, image 1' },
      { document: 'home/hero', place: 'Home › Hero', field: 'image2', words: 'Home page, Hero, image 2' },
      {
        document: 'services',
        place: 'the service "Office Cleaning"',
        field: 'heroImage',
        words: 'Service "Office Cleaning", hero image',
      },
      {
        document: 'about/about1',
        place: 'the draft of Company Profile',
        field: 'image2',
        words: 'Draft: About page, Company Profile, image 2',
      },
    ]);
    expect(await placesUsing(db, URL)).toEqual(['Home › Hero', 'the service "Office Cleaning"', 'the draft of Company Profile']);
    expect(await usesOf(db, '/media/unused.png')).toEqual([]);
    expect((await usesByUrl(db)).get('/media/other.png')).toEqual([
      { document: 'services', place: 'the service "Windows"', field: 'heroImage', words: 'Service "Windows", hero image' },
    ]);
  });
});
