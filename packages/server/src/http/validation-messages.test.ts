// Every route, every path and query parameter and every JSON body field, sent the wrong kind of value:
// each answer is a 4xx whose sentences are the project's own, never zod's or Fastify's defaults, and
// never a 500. The routes come from the OpenAPI document, so a new route is walked without a change here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  maxLength?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** What zod v4 and Fastify say when left to their defaults, and the project's old generic type sentence. */
const FRAMEWORK_DEFAULTS = [
  /\bexpected\b/i,
  /\breceived\b/i,
  /Too big/i,
  /Too small/i,
  /Invalid input/i,
  /Invalid option/i,
  /Invalid (string|number|element|key|value|union|discriminator)/i,
  /Unrecognized key/i,
  /\bgot (a |an )?(number|string|boolean|object|null|undefined|list|bigint|NaN)\b/i,
  /must be (string|number|integer|boolean|object|array|null|equal|<|>)/i,
  /must (NOT )?have/i,
  /\b(querystring|body|params|headers)\//,
  /^HTTP \d+/,
];

/** Wrong values for a parameter in the address or the query. */
const WRONG_SCALARS = ['abc', '-1', '1.5', '0', '9'.repeat(40), 'x'.repeat(5000), 'zzz-not-a-choice', '%00', ''];

/** Wrong values for a JSON field of the given schema. */
function wrongValues(schema: JsonSchema | undefined): unknown[] {
  const values: unknown[] = ['abc', 12345, -1, 1.5, true, null, [], [1, 2], {}, { x: 1 }];
  if (schema?.maxLength) values.push('x'.repeat(schema.maxLength + 1));
  if (schema?.maxItems) values.push(Array.from({ length: schema.maxItems + 1 }, (_, i) => `item-${i}`));
  return values;
}

/** Every string anywhere in a JSON answer. */
function sentences(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(sentences);
  if (value && typeof value === 'object') return Object.values(value).flatMap(sentences);
  return [];
}

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('messages of refused requests', () => {
  let t: TestApp;
  let token: string;
  let operations: { method: string; path: string; op: Operation }[];
  let address = 0;
  beforeAll(async () => {
    t = await makeTestApp();
    token = await adminToken(t.app);
    const doc = (await t.app.inject('/backend/api/openapi.json')).json();
    operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  });
  afterAll(() => t.close());

  const problems: string[] = [];
  async function check(method: string, url: string, payload?: unknown) {
    address += 1;
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...auth(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      // Every request from an address of its own, so no rate limit hides what validation says.
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    const where = `${method} ${url.slice(0, 120)} ${payload === undefined ? '' : JSON.stringify(payload).slice(0, 120)}`;
    if (res.statusCode >= 500) problems.push(`${where} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (res.statusCode < 400 || !String(res.headers['content-type'] ?? '').includes('json')) return;
    for (const sentence of sentences(res.json())) {
      if (FRAMEWORK_DEFAULTS.some((p) => p.test(sentence))) problems.push(`${where} -> ${res.statusCode} ${sentence}`);
    }
  }

  it('walks the routes of the OpenAPI document, parameters included', () => {
    const names = operations.map((o) => `${o.method} ${o.path}`);
    expect(names).toEqual(
      expect.arrayContaining(['GET /backend/api/images/{id}', 'GET /backend/api/images', 'POST /backend/api/drafts/publish']),
    );
    expect(operations.some((o) => o.op.parameters?.some((p) => p.in === 'query'))).toBe(true);
  });

  it('names the parameter in its own sentence: an image id, the search text, the drafts to publish', async () => {
    const get = (url: string) => t.app.inject({ url, headers: auth(token) });
    const id = await get('/backend/api/images/abc/');
    expect(id.statusCode).toBe(400);
    expect(id.json().error).toBe('The address is not valid at "id": The image id must be a whole number.');
    expect((await get('/backend/api/images/0')).json().error).toBe(
      'The address is not valid at "id": The image id must be at least 1.',
    );
    const q = await get(`/backend/api/contact-messages?q=${'x'.repeat(201)}`);
    expect(q.statusCode).toBe(400);
    expect(q.json().error).toBe('The query is not valid at "q": The search text may be at most 200 characters.');
    expect((await get('/backend/api/images?q=a&q=b')).json().error).toBe(
      'The query is not valid at "q": Give the search text only once.',
    );
    const publish = await t.app.inject({
      method: 'POST',
      url: '/backend/api/drafts/publish',
      headers: auth(token),
      payload: { paths: Array.from({ length: 101 }, (_, i) => `page-${i}`) },
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().issues).toEqual([{ path: 'paths', message: 'Publish at most 100 drafts at once.' }]);
  });

  it('answers every wrong path parameter, query parameter and body field in the project’s own words, never with a 500', async () => {
    for (const { method, path, op } of operations) {
      const params = op.parameters ?? [];
      for (const param of params.filter((p) => p.in === 'path')) {
        for (const value of WRONG_SCALARS.filter(Boolean)) {
          await check(method, concrete(path).replace(/\/1(\/|$)/, `/${encodeURIComponent(value)}$1`));
          await check(method, path.replace(`{${param.name}}`, encodeURIComponent(value)).replace(/\{[^}]+\}/g, '1'));
        }
      }
      for (const param of params.filter((p) => p.in === 'query')) {
        for (const value of WRONG_SCALARS) {
          await check(method, `${concrete(path)}?${param.name}=${encodeURIComponent(value)}`);
        }
        await check(method, `${concrete(path)}?${param.name}=a&${param.name}=b`);
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body) {
        for (const value of ['abc', 1, [], null]) await check(method, concrete(path), value);
        for (const [field, schema] of Object.entries(body.properties ?? {})) {
          for (const value of wrongValues(schema)) await check(method, concrete(path), { [field]: value });
        }
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
