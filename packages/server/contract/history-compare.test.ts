// Comparing two versions of every versioned document (each section of the registry, the services
// list, the site settings): the answer's shape, its 400 and 404 sentences, and a change made, compared
// with the version before and with a draft, then put back. Only a section without a pending draft is
// given one, so an editor's draft is never touched.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  comparisonSchema,
  draftSummarySchema,
  historySchema,
  NO_CREDENTIALS,
  SECTIONS,
  SERVICES_DOCUMENT,
  validationErrorSchema,
} from '@site/contracts';
import { api, canWrite, signedIn, useContractTarget } from './target.js';
import { changeAField } from './change-a-field.js';

const target = useContractTarget();
const DOCUMENTS = [...SECTIONS.map((s) => s.path), SERVICES_DOCUMENT, 'settings'];

const get = (url: string) => target.http().get(api(url)).set(target.auth());
const current = async (path: string) => historySchema.parse((await get(`history/${path}`).expect(200)).body).current;
const compare = async (path: string, from: number, to: number | 'draft') =>
  comparisonSchema.parse((await get(`history/${path}/compare?from=${from}&to=${to}`).expect(200)).body);

describe('comparing versions without a token', () => {
  it.each(DOCUMENTS)('%s: refused with 401', async (path) => {
    const res = await target
      .http()
      .get(api(`history/${path}/compare?from=1&to=2`))
      .expect(401);
    expect(res.body).toEqual({ detail: NO_CREDENTIALS });
  });
});

describe.each(DOCUMENTS)('%s', (path) => {
  it.skipIf(!canWrite)(signedIn('two versions compare, or the 400 and 404 sentences'), async () => {
    const newest = await current(path);
    if (newest > 0) {
      const answer = await compare(path, Math.max(1, newest - 1), newest);
      expect(answer).toMatchObject({ document: path, from: { version: Math.max(1, newest - 1) }, to: { version: newest } });
      expect((await compare(path, newest, newest)).changes).toEqual([]);
    }
    const zero = await get(`history/${path}/compare?from=0&to=1`).expect(400);
    expect(validationErrorSchema.parse(zero.body).error).toBe('The query is not valid at "from": Versions start at 1.');
    const bad = await get(`history/${path}/compare?from=1&to=later`).expect(400);
    expect(validationErrorSchema.parse(bad.body).error).toBe(
      'The query is not valid at "to": The version to compare with must be a whole number or "draft".',
    );
    const missing = await get(`history/${path}/compare?from=999999&to=999999`).expect(404);
    expect(missing.body.error).toMatch(/ has no version 999999 in its history \(the last 100 versions are kept\)\.$/);
  });
});

describe('a change compared', () => {
  it.skipIf(!canWrite)(signedIn('with the version before and with a draft, then put back'), async () => {
    const pending = new Set(
      z
        .array(draftSummarySchema)
        .parse((await get('drafts').expect(200)).body)
        .map((d) => d.path),
    );
    const section = SECTIONS.find((s) => !pending.has(s.path));
    if (!section) throw new Error('Every section has a pending draft: no section to compare a draft on without touching one');
    const url = api(section.path);
    const before = section.schema.parse((await target.http().get(url).expect(200)).body) as Record<string, unknown>;
    const [field, value] = changeAField(section.schema, before);
    try {
      await target.http().put(url).set(target.auth()).send(before).expect(200);
      const saved = await current(section.path);
      await target
        .http()
        .put(url)
        .set(target.auth())
        .send({ ...before, [field]: value })
        .expect(200);
      const answer = await compare(section.path, saved, saved + 1);
      expect(answer.changes.map((c) => c.path)).toEqual(
        Array.isArray(value) ? expect.arrayContaining([expect.stringMatching(new RegExp(`^${field}\\b`))]) : [field],
      );

      const none = await get(`history/${section.path}/compare?from=${saved}&to=draft`).expect(404);
      expect(none.body.error).toMatch(/ has no draft to compare with\.$/);
      await target
        .http()
        .put(api(`drafts/${section.path}`))
        .set(target.auth())
        .send(before)
        .expect(200);
      const drafted = await compare(section.path, saved, 'draft');
      expect(drafted.to.version).toBe('draft');
      expect(drafted.changes).toEqual([]);
    } finally {
      await target
        .http()
        .delete(api(`drafts/${section.path}`))
        .set(target.auth());
      await target.http().put(url).set(target.auth()).send(before).expect(200);
    }
  });
});
