// What a write makes stale is decided from the written document's key: sections, the services list
// and the image library change the site (every cached page and content answer is dropped), a
// visitor's contact message changes nothing a page shows, and a refused save announces nothing.
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECTIONS, SERVICES_DOCUMENT, serviceListInputSchema } from '@site/contracts';
import { connectDatabase, type OpenDb } from '../db/client.js';
import { readSection, writeSection } from '../content/sections.js';
import { deleteService, saveServices } from '../content/services.js';
import { restoreRevision, VERSIONED_DOCUMENTS } from '../content/history.js';
import type { WrittenDocument } from '../content/document-writes.js';
import { receiveMessage } from '../content/messages.js';
import { sectionDocument } from '../content/versions.js';
import { adminToken, auth, makeTestApp } from '../test/test-app.js';
import { openSharedTestDatabase, type SharedTestDatabase } from '../test/shared-test-database.js';
import { ContentVersion } from './content-version.js';
import { changesSite, invalidateOnWrite } from './content-writes.js';

const SHOWN: WrittenDocument[] = [...SECTIONS.map((s) => sectionDocument(s.key)), SERVICES_DOCUMENT, 'images'];

describe('changesSite', () => {
  it.each(SHOWN)('a write of %s changes the site', (document) => {
    expect(changesSite(document)).toBe(true);
  });

  it("a visitor's contact message changes no page", () => {
    expect(changesSite('messages')).toBe(false);
  });
});

describe('invalidateOnWrite', () => {
  let opened: SharedTestDatabase;
  let db: OpenDb;
  let version: ContentVersion;
  let stop: () => void;
  beforeEach(async () => {
    opened = await openSharedTestDatabase('site-writes-');
    db = opened.db;
    version = new ContentVersion();
    stop = invalidateOnWrite(db, version);
  });
  afterEach(async () => {
    stop();
    await opened.close();
  });

  /** How many times `write` bumped the content version. */
  const bumpsOf = async (write: () => Promise<unknown>) => {
    const before = version.value;
    await write();
    return version.value - before;
  };

  it('bumps the version once per stored save of a section, a restore, and each save of the services list', async () => {
    const faq = (await readSection(db, 'faq')) as object;
    expect(await bumpsOf(() => writeSection(db, 'faq', { ...faq, title: 'Asked' }))).toBe(1);
    const doc = VERSIONED_DOCUMENTS.find((d) => d.id === 'section:faq')!;
    // Saved through the restore's transaction: still heard by the database's listener.
    expect(await bumpsOf(() => restoreRevision(db, doc, 1, {}))).toBe(1);
    let id = '';
    const list = serviceListInputSchema.parse([{ title: 'Deep Cleaning' }]);
    expect(await bumpsOf(async () => (id = (await saveServices(db, list))[0]!._id))).toBe(1);
    expect(await bumpsOf(() => deleteService(db, id))).toBe(1);
  });

  it('leaves the version alone for a contact message and for a save refused by If-Match', async () => {
    expect(
      await bumpsOf(async () =>
        receiveMessage(db, { name: 'A', email: 'a@example.com', message: 'Hello there', website: '' }, null),
      ),
    ).toBe(0);
    const faq = await readSection(db, 'faq');
    expect(await bumpsOf(() => expect(writeSection(db, 'faq', faq, { ifMatch: '"9.x"' })).rejects.toThrow())).toBe(0);
  });

  it('hears nothing once stopped, and nothing written through another database handle', async () => {
    const other = await connectDatabase(opened.target);
    try {
      expect(await bumpsOf(async () => writeSection(other, 'faq', await readSection(other, 'faq')))).toBe(0);
    } finally {
      await other.$close();
    }
    stop();
    expect(await bumpsOf(async () => writeSection(db, 'faq', await readSection(db, 'faq')))).toBe(0);
  });
});

describe('the image library', () => {
  it('an upload and a delete each make the cached pages stale', async () => {
    const t = await makeTestApp();
    try {
      const headers = auth(await adminToken(t.app));
      const body = new FormData();
      body.append('category', 'gallery');
      body.append(
        'image',
        new Blob([
          await sharp({ create: { width: 8, height: 8, channels: 3, background: 'teal' } })
            .png()
            .toBuffer(),
        ]),
        'a.png',
      );
      const before = t.app.contentVersion.value;
      const uploaded = await t.app.inject({ method: 'POST', url: '/backend/api/images/', payload: body, headers });
      expect(uploaded.statusCode).toBe(201);
      expect(t.app.contentVersion.value).toBe(before + 1);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/backend/api/images/${uploaded.json<{ id: number }>().id}`,
        headers,
      });
      expect(deleted.statusCode).toBe(204);
      expect(t.app.contentVersion.value).toBe(before + 2);
    } finally {
      await t.close();
    }
  });
});
