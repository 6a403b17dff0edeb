// The request log never holds a secret carried in an address (a preview link's token, any parameter
// named like a token, key, password or signature), nor the Authorization header or cookies.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { loggerOptions, REDACTED, redactSecrets } from './log-redaction.js';

/** Every line the app logs, kept as text. */
function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('the request log', () => {
  let t: TestApp;
  const log = captured();
  beforeAll(async () => {
    t = await makeTestApp({}, { logStream: log.stream });
  });
  afterAll(() => t.close());

  it('shows a preview link as preview=[REDACTED], on a page and on an address that does not exist', async () => {
    const secret = 'PreviewToken0123456789';
    await t.app.inject({ url: `/?preview=${secret}` });
    await t.app.inject({ url: `/no-such-page/?lang=en&preview=${secret}` });
    await t.app.inject({ url: `/backend/api/no-such-route?preview=${secret}` });
    const text = log.text();
    expect(text).not.toContain(secret);
    expect(text).toContain(`/?preview=${REDACTED}`);
    expect(text).toContain(`/no-such-page/?lang=en&preview=${REDACTED}`);
    expect(text).toContain(`/backend/api/no-such-route?preview=${REDACTED}`);
  });

  it('redacts any parameter named like a secret, and keeps the others', async () => {
    const secret = 'NamedSecret0123456789';
    const names = ['token', 'access_token', 'api_key', 'Key', 'password', 'secret', 'signature', 'X-Amz-Signature'];
    for (const name of names) await t.app.inject({ url: `/backend/api/pages/home?page=2&${name}=${secret}-${name}` });
    const text = log.text();
    expect(text).not.toContain(secret);
    for (const name of names) expect(text).toContain(`?page=2&${name}=${REDACTED}`);
  });

  it('redacts the address inside an error answered before routing', async () => {
    const secret = 'ErrorSecret0123456789';
    await t.app.inject({ url: `/%zz?preview=${secret}` });
    await t.app.inject({
      method: 'POST',
      url: `/backend/api/token/login?token=${secret}`,
      payload: '{"broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(log.text()).not.toContain(secret);
  });

  it('never logs the Authorization header or cookies', async () => {
    const secret = 'HeaderSecret0123456789';
    await t.app.inject({
      url: '/backend/api/auth/users/me',
      headers: { authorization: `Token ${secret}-header`, cookie: `session=${secret}-cookie` },
    });
    const text = log.text();
    expect(text).toContain('/backend/api/auth/users/me');
    expect(text).not.toContain(secret);
    expect(text.toLowerCase()).not.toContain('authorization');
    expect(text.toLowerCase()).not.toContain('cookie');
  });
});

describe('the logger options', () => {
  it('redact an error whose message and stack name the address, and a text naming it', async () => {
    const secret = 'ThrownSecret0123456789';
    const log = captured();
    const app = Fastify({ logger: loggerOptions(log.stream) });
    app.get('/boom', (request) => {
      request.log.warn(`about to fail on ${request.url}`);
      throw new Error(`failed on ${request.url}`);
    });
    const res = await app.inject({ url: `/boom?token=${secret}` });
    await app.close();
    expect(res.statusCode).toBe(500);
    const text = log.text();
    expect(text).toContain(`failed on /boom?token=${REDACTED}`);
    expect(text).toContain(`about to fail on /boom?token=${REDACTED}`);
    expect(text).not.toContain(secret);
  });
});

describe('redactSecrets', () => {
  it("hides a review link's token, which is in its path", () => {
    const token = 'U_DS8hbfzn3BtGMeYPexN6XeOU_cvAbCdEfGhIjKl';
    expect(redactSecrets(`/review/${token}`)).toBe(`/review/${REDACTED}`);
    expect(redactSecrets(`/backend/api/link-review/${token}?x=1`)).toBe(`/backend/api/link-review/${REDACTED}?x=1`);
    expect(redactSecrets('/admin/review')).toBe('/admin/review');
  });

  it('leaves text without a secret parameter as it is', () => {
    expect(redactSecrets('/media?page=2&q=a%20b')).toBe('/media?page=2&q=a%20b');
    expect(redactSecrets('Route GET:/x not found')).toBe('Route GET:/x not found');
  });

  it('redacts an encoded parameter name and a value inside a sentence', () => {
    expect(redactSecrets('/?pre%76iew=abc&x=1')).toBe(`/?pre%76iew=${REDACTED}&x=1`);
    expect(redactSecrets('Route GET:/a?token=abc not found')).toBe(`Route GET:/a?token=${REDACTED} not found`);
  });
});
