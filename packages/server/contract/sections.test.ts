// Every section route of the registry: GET (public), PUT and PATCH (admin), their shapes, ETags and
// error sentences. Writes read the document first and put it back afterwards.
import { describe, expect, it } from 'vitest';
import { conflictSchema, INVALID_TOKEN, NO_CREDENTIALS, SECTIONS, validationErrorSchema } from '@site/contracts';
import { api, canWrite, signedIn, useContractTarget } from './target.js';
import { changeAField } from './change-a-field.js';

const target = useContractTarget();

describe.each(SECTIONS.map((s) => [s.path, s] as const))('section %s', (_path, section) => {
  const url = api(section.path);
  const read = async () => {
    const res = await target.http().get(url).expect(200).expect('content-type', 'application/json; charset=utf-8');
    return { document: section.schema.parse(res.body) as Record<string, unknown>, etag: res.headers.etag as string };
  };

  it('GET answers the document in its schema, with an ETag', async () => {
    const { etag } = await read();
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
  });

  it('PUT and PATCH without a token, or with a wrong one, are refused with 401', async () => {
    for (const method of ['put', 'patch'] as const) {
      const none = await target.http()[method](url).send({}).expect(401);
      expect(none.body).toEqual({ detail: NO_CREDENTIALS });
      const wrong = await target.http()[method](url).set('authorization', 'Token not-a-token').send({}).expect(401);
      expect(wrong.body).toEqual({ detail: INVALID_TOKEN });
    }
  });

  it.skipIf(!canWrite)(signedIn('a PUT or PATCH with an unknown field gets 400 {error, issues} and writes nothing'), async () => {
    const before = await read();
    for (const method of ['put', 'patch'] as const) {
      const http = target.http();
      const res = await http[method](url)
        .set(target.auth())
        .send({ ...before.document, notAField: 'x' })
        .expect(400);
      const body = validationErrorSchema.parse(res.body);
      expect(body.error).toBe('The request body is not valid: Unknown field: notAField.');
      expect(body.issues).toEqual([{ path: '', message: 'Unknown field: notAField.' }]);
    }
    expect(await read()).toEqual(before);
  });

  it.skipIf(!canWrite)(signedIn('PATCH changes a field, a PUT over an older ETag gets 412, PUT puts it back'), async () => {
    const before = await read();
    try {
      const [field, value] = changeAField(section.schema, before.document);
      const patched = await target
        .http()
        .patch(url)
        .set(target.auth())
        .send({ [field]: value })
        .expect(200);
      expect(section.schema.parse(patched.body)).toEqual({ ...before.document, [field]: value });
      const after = await read();
      expect(after.document[field]).toEqual(value);
      expect(after.etag).not.toBe(before.etag);

      const stale = await target.http().put(url).set(target.auth()).set('if-match', before.etag).send(before.document);
      expect(stale.status).toBe(412);
      expect(conflictSchema.parse(stale.body).current.etag).toBe(after.etag);
    } finally {
      const restored = await target.http().put(url).set(target.auth()).send(before.document).expect(200);
      expect(section.schema.parse(restored.body)).toEqual(before.document);
    }
    expect((await read()).document).toEqual(before.document);
  });
});
