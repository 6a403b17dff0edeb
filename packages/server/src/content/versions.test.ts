// A save's If-Match check, its write and its revision are one transaction, which now awaits between
// its statements: two saves over the same version started together still store one and refuse the
// other with a 412, and two PATCHes of a section started together each merge over the other's save.
import { describe, expect, it } from 'vitest';
import { faqDefault } from '@site/contracts';
import type { OpenDb } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { patchSection, readSection, writeSection } from './sections.js';
import { currentVersion, etagOf, readDocumentEtags, sectionDocument } from './versions.js';
import { eachTestDatabase } from '../test/test-database.js';

let db: OpenDb;
eachTestDatabase((opened) => (db = opened));

const FAQ = sectionDocument('faq');

describe('saveVersioned', () => {
  it('two saves over the same version started together: the first is stored, the second refused with a 412', async () => {
    await writeSection(db, 'faq', { ...faqDefault, title: 'Zero' });
    const ifMatch = etagOf(await currentVersion(db, FAQ));
    const results = await Promise.allSettled([
      writeSection(db, 'faq', { ...faqDefault, title: 'Alice' }, { by: 'alice', ifMatch }),
      writeSection(db, 'faq', { ...faqDefault, title: 'Bob' }, { by: 'bob', ifMatch }),
    ]);
    expect(results[0]?.status).toBe('fulfilled');
    expect(((results[1] as PromiseRejectedResult).reason as ApiError).status).toBe(412);
    expect((await readSection(db, 'faq')).title).toBe('Alice');
    expect(await currentVersion(db, FAQ)).toMatchObject({ version: 2, savedBy: 'alice' });
  });

  it('two PATCHes started together each merge over the stored document: both fields are kept', async () => {
    await writeSection(db, 'faq', faqDefault);
    await Promise.all([
      patchSection(db, 'faq', { title: 'Patched title' }),
      patchSection(db, 'faq', { subtitle: 'Patched subtitle' }),
    ]);
    expect(await readSection(db, 'faq')).toMatchObject({ title: 'Patched title', subtitle: 'Patched subtitle' });
    expect((await currentVersion(db, FAQ)).version).toBe(3);
  });
});

describe('readDocumentEtags', () => {
  it("names each document's newest version", async () => {
    await writeSection(db, 'faq', faqDefault);
    await writeSection(db, 'faq', { ...faqDefault, title: 'Two' });
    await writeSection(db, 'hero', await readSection(db, 'hero'));
    const etags = await readDocumentEtags(db);
    expect([...etags.keys()].sort()).toEqual([FAQ, sectionDocument('hero')]);
    expect(etags.get(FAQ)).toBe(etagOf(await currentVersion(db, FAQ)));
    expect(etags.get(FAQ)).toMatch(/^"2\./);
  });
});
