// Custom pages saved at the same time from two places: each read-check-write is one transaction, so
// the second sees what the first did instead of working from what it read before.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getSection } from '@site/contracts';
import { revisions } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { withTestApp, type TestApp } from '../test/test-app.js';
import {
  createCustomPage,
  customPageDocument,
  deleteCustomPage,
  findCustomPage,
  putCustomPage,
  redirectOf,
  restoreCustomPage,
  saveCustomPage,
  validateCustomPage,
} from './custom-pages.js';

let t: TestApp;
withTestApp(({ t: made }) => {
  t = made;
});

const hero = (title: string) => ({ type: 'home/hero' as const, data: { ...getSection('hero').defaults, title } });
const careers = (heroTitle: string, extra: object = {}) => ({
  slug: 'careers',
  title: 'Careers',
  in_navbar: false,
  in_footer: false,
  blocks: [hero(heroTitle)],
  ...extra,
});
const versionsOf = async (id: number) =>
  (
    await t.app.db
      .select()
      .from(revisions)
      .where(eq(revisions.document, customPageDocument(id)))
  ).length;

describe('custom pages written at the same time', () => {
  it('two imports of a new page at once make it once and save the second as its next version', async () => {
    const db = t.app.db;
    await Promise.all([
      putCustomPage(db, validateCustomPage(careers('First')), { by: 'import' }),
      putCustomPage(db, validateCustomPage(careers('Second')), { by: 'import' }),
    ]);
    const found = await findCustomPage(db, 'careers');
    expect(found?.published).toBe(true);
    expect(await versionsOf(found!.id)).toBe(2);
  });

  it('a delete with the ETag read before a save that came first is refused, and the page stays', async () => {
    const db = t.app.db;
    const created = await createCustomPage(db, careers('Work with us'), {}, { published: true });
    const [saved, deleted] = await Promise.allSettled([
      saveCustomPage(db, 'careers', careers('Changed meanwhile')),
      deleteCustomPage(db, 'careers', created.etag),
    ]);
    expect(saved.status).toBe('fulfilled');
    expect(deleted.status).toBe('rejected');
    expect(((deleted as PromiseRejectedResult).reason as ApiError).status).toBe(412);
    expect((await findCustomPage(db, 'careers'))?.page.title).toBe('Careers');
    expect(await versionsOf(created.id)).toBe(2);
  });

  it('a restore after a rename keeps the new address', async () => {
    const db = t.app.db;
    const created = await createCustomPage(db, careers('Work with us'), {}, { published: true });
    await saveCustomPage(db, 'careers', careers('Renamed', { slug: 'jobs' }));
    await restoreCustomPage(db, created.id, careers('Work with us'), { note: 'Restored version 1' });
    const moved = await findCustomPage(db, 'jobs');
    expect(moved?.id).toBe(created.id);
    expect(moved?.page.blocks[0]?.data).toMatchObject({ title: 'Work with us' });
    expect(await findCustomPage(db, 'careers')).toBeUndefined();
    expect(await redirectOf(db, 'careers')).toBe('jobs');
  });

  it('a restore at the same time as a rename keeps the new address, whichever is written first', async () => {
    const db = t.app.db;
    const created = await createCustomPage(db, careers('Work with us'), {}, { published: true });
    await Promise.all([
      saveCustomPage(db, 'careers', careers('Renamed', { slug: 'jobs' })),
      restoreCustomPage(db, created.id, careers('Work with us'), { note: 'Restored version 1' }),
    ]);
    // Either may go first on PostgreSQL's pool; the page shows the one written last, at the new address.
    const [last] = await t.app.db
      .select()
      .from(revisions)
      .where(eq(revisions.document, customPageDocument(created.id)))
      .orderBy(desc(revisions.version))
      .limit(1);
    const moved = await findCustomPage(db, 'jobs');
    expect(moved?.id).toBe(created.id);
    expect(moved?.page.blocks[0]?.data).toMatchObject({
      title: last?.note === 'Restored version 1' ? 'Work with us' : 'Renamed',
    });
    expect(await findCustomPage(db, 'careers')).toBeUndefined();
    expect(await redirectOf(db, 'careers')).toBe('jobs');
  });
});
