// Redirects: GET/POST /redirects/ and PUT/DELETE /redirects/{id} answer the contract's shapes
// (redirectSchema, validationErrorSchema); a loop and a taken address are refused naming the field;
// without a token everything is refused. What a test adds it deletes again.
import { describe, expect, it } from 'vitest';
import { NO_CREDENTIALS, redirectListSchema, redirectSchema, validationErrorSchema, type Redirect } from '@site/contracts';
import { api, canWrite, signedIn, useContractTarget } from './target.js';

const target = useContractTarget();
const from = `/contract-redirect-${Date.now()}`;

const list = async () =>
  redirectListSchema.parse((await target.http().get(api('redirects/')).set(target.auth()).expect(200)).body);

describe('redirects', () => {
  it('are refused without a token with 401', async () => {
    const res = await target.http().get(api('redirects/'));
    expect([res.status, res.body]).toEqual([401, { detail: NO_CREDENTIALS }]);
    expect((await target.http().post(api('redirects/')).send({ from, to: '/' })).status).toBe(401);
  });

  it.skipIf(!canWrite)(signedIn('are added, listed, changed and deleted in the documented shapes'), async () => {
    const strict = redirectSchema.strict();
    const made = strict.parse(
      (await target.http().post(api('redirects/')).set(target.auth()).send({ from, to: '/contact', status: 302 }).expect(201))
        .body,
    );
    try {
      expect(made).toMatchObject({ from, to: '/contact', status: 302, kind: 'redirect', hits: 0, last_hit_at: null });
      expect((await list()).find((r) => r.id === made.id)).toEqual(made);

      const changed = strict.parse(
        (
          await target
            .http()
            .put(api(`redirects/${made.id}`))
            .set(target.auth())
            .send({ from, to: '/about', status: 301 })
            .expect(200)
        ).body,
      );
      expect(changed).toMatchObject({ id: made.id, to: '/about', status: 301 });

      const loop = await target.http().post(api('redirects/')).set(target.auth()).send({ from: '/about', to: from });
      expect(loop.status).toBe(400);
      expect(validationErrorSchema.parse(loop.body).issues[0]).toMatchObject({
        path: 'to',
        message: expect.stringContaining('circle'),
      });

      const taken = await target
        .http()
        .post(api('redirects/'))
        .set(target.auth())
        .send({ from: `${from}/`, to: '/' });
      expect(taken.status).toBe(409);
      expect(validationErrorSchema.parse(taken.body).issues[0]?.path).toBe('from');

      const shadowing = await target.http().post(api('redirects/')).set(target.auth()).send({ from: '/admin/*', to: '/' });
      expect(shadowing.status).toBe(400);
      expect(validationErrorSchema.parse(shadowing.body).issues[0]?.path).toBe('from');
    } finally {
      await target
        .http()
        .delete(api(`redirects/${made.id}`))
        .set(target.auth())
        .expect(204);
    }
    expect((await list()).some((r: Redirect) => r.id === made.id)).toBe(false);
  });
});
