// The not-found log: GET /not-found answers the documented entries (most visited or newest first)
// and DELETE /not-found clears one address or, asked plainly, all of them; both need a token. Where
// the site renders its pages, an address visited here is listed and then cleared again.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  errorSchema,
  NO_CREDENTIALS,
  NOT_FOUND_LOG_LIMIT,
  notFoundClearedSchema,
  notFoundEntrySchema,
  notFoundNotLogged,
  validationErrorSchema,
  type NotFoundEntry,
} from '@site/contracts';
import { api, canWrite, signedIn, useContractTarget } from './target.js';

const target = useContractTarget();

const list = async (query = ''): Promise<NotFoundEntry[]> =>
  z
    .array(notFoundEntrySchema.strict())
    .max(NOT_FOUND_LOG_LIMIT * 2)
    .parse(
      (
        await target
          .http()
          .get(api(`not-found${query}`))
          .set(target.auth())
          .expect(200)
      ).body,
    );

/** Waits for `path` to be listed: a visit is counted just after its 404 has been answered. */
async function listedSoon(path: string): Promise<NotFoundEntry | undefined> {
  const until = Date.now() + 5000;
  for (;;) {
    const entry = (await list('?sort=recent')).find((e) => e.path === path);
    if (entry || Date.now() > until) return entry;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the not-found log', () => {
  it('is refused without a token with 401, to read and to clear', async () => {
    for (const res of [
      await target.http().get(api('not-found')),
      await target.http().delete(api('not-found?all=true')),
      await target.http().delete(api('not-found?path=%2Fold')),
    ]) {
      expect([res.status, res.body]).toEqual([401, { detail: NO_CREDENTIALS }]);
    }
  });

  it.skipIf(!canWrite)(signedIn('answers the documented entries, most visited or last seen first'), async () => {
    const byHits = await list();
    for (let i = 1; i < byHits.length; i++) expect(byHits[i - 1]!.hits).toBeGreaterThanOrEqual(byHits[i]!.hits);
    const recent = await list('?sort=recent');
    for (let i = 1; i < recent.length; i++) expect(recent[i - 1]!.last_seen >= recent[i]!.last_seen).toBe(true);
    const refused = await target.http().get(api('not-found?sort=oldest')).set(target.auth()).expect(400);
    validationErrorSchema.parse(refused.body);
  });

  it.skipIf(!canWrite)(signedIn('refuses a clear that names neither one address nor all, and one it does not hold'), async () => {
    for (const query of ['', '?all=yes', '?all=true&path=%2Fx']) {
      const res = await target
        .http()
        .delete(api(`not-found${query}`))
        .set(target.auth())
        .expect(400);
      validationErrorSchema.parse(res.body);
    }
    const path = `/contract-never-visited-${Date.now()}`;
    const res = await target
      .http()
      .delete(api(`not-found?path=${encodeURIComponent(path)}`))
      .set(target.auth())
      .expect(404);
    expect(errorSchema.parse(res.body)).toEqual({ error: notFoundNotLogged(path) });
  });

  it.skipIf(!canWrite)(signedIn('lists an address visited here without its query, and clears it'), async () => {
    const path = `/contract-missing-${Date.now()}`;
    const visited = await target
      .http()
      .get(`${path}?email=someone%40example.com`)
      .set('referer', 'https://links.example/page?id=1');
    // 503: an in-process target without a web build renders no pages, so nothing answers 404 there.
    expect([404, 503]).toContain(visited.status);
    if (visited.status === 503) return;
    expect(await listedSoon(path)).toMatchObject({ path, hits: 1, referrer_host: 'links.example', probe: null });
    const cleared = await target
      .http()
      .delete(api(`not-found?path=${encodeURIComponent(path)}`))
      .set(target.auth())
      .expect(200);
    expect(notFoundClearedSchema.parse(cleared.body)).toEqual({ cleared: 1 });
    expect((await list()).some((e) => e.path === path)).toBe(false);
  });
});
