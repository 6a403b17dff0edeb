// A save's answer names the version that save stored, even when another save lands before the
// answer is made: its client's next If-Match must not silently accept that other save.
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readSection, writeSection } from '../content/sections.js';
import { currentVersion, etagOf, sectionDocument, type SaveMeta } from '../content/versions.js';
import { makeTestApp } from '../test/test-app.js';
import { withVersionEtag } from './versioned.js';

describe('withVersionEtag', () => {
  it('gives the ETag of the version the save stored, not of one saved after it', async () => {
    const t = await makeTestApp();
    try {
      const db = t.app.db;
      const document = sectionDocument('hero');
      const first: SaveMeta = { by: 'ana' };
      await writeSection(db, 'hero', { ...(await readSection(db, 'hero')), title: 'First' }, first);
      const stored = await currentVersion(db, document);
      // Another admin's save, between the first save and its answer.
      await writeSection(db, 'hero', { ...(await readSection(db, 'hero')), title: 'Second' }, { by: 'ben' });

      const headers: Record<string, string> = {};
      const reply = {
        server: t.app,
        header(name: string, value: string) {
          headers[name] = value;
          return reply;
        },
      } as unknown as FastifyReply;
      await withVersionEtag(reply, document, null, first);
      expect(headers.etag).toBe(etagOf(stored));
      expect(headers.etag).not.toBe(etagOf(await currentVersion(db, document)));
    } finally {
      await t.close();
    }
  });
});
