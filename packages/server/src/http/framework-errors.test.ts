// Answers made before any hook runs carry the same security headers as every other answer and the
// API's one-sentence `{error}`: a URL whose %-escapes do not decode, an over-long route parameter,
// and a request that is not HTTP at all (answered on the socket, tested over a real connection).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/test-app.js';

/** Headers that describe one answer rather than the site's security policy. */
const PER_ANSWER = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'etag',
  'cache-control',
  'vary',
]);

let t: TestApp;
/** The security headers of an ordinary answer: the API's 404. */
let expected: Record<string, string>;

beforeAll(async () => {
  t = await makeTestApp();
  const normal = await t.app.inject('/backend/api/nothing');
  expect(normal.statusCode).toBe(404);
  expected = Object.fromEntries(
    Object.entries(normal.headers)
      .filter(([name]) => !PER_ANSWER.has(name))
      .map(([n, v]) => [n, String(v)]),
  );
  // The comparison proves something only if the usual suspects are in it.
  expect(Object.keys(expected)).toEqual(
    expect.arrayContaining([
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'strict-transport-security',
    ]),
  );
});
afterAll(() => t.close());

const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_ANSWER.has(name))
      .map(([n, v]) => [n, String(v)]),
  );

describe('a URL that does not decode', () => {
  it.each([
    ['GET', '/%ff'],
    ['GET', '/backend/api/%ff'],
    ['GET', '/%E0%A4%A'],
    ['GET', '/backend/auth/%c0%af'],
    ['GET', '/media/%ff.png'],
    ['GET', '/backend/api/services/%ff'],
    ['POST', '/backend/api/contact-messages/%ff'],
    ['GET', '/about/%ED%A0%80'],
  ])('%s %s: 400, one sentence, and the security headers of every other answer', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET' | 'POST', url });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ error: 'The address is not valid: it has a %-escape that does not decode to text.' });
    expect(securityHeadersOf(res.headers)).toEqual(expected);
  });
});

describe('a route parameter over the router limit', () => {
  it('is a 414 with one sentence and the same headers', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/backend/api/services/${'x'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'The address is too long: one of its parts exceeds the limit.' });
    expect(securityHeadersOf(res.headers)).toEqual(expected);
  });
});

describe('a request that is not HTTP', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes and reads the whole answer until the server closes the connection. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  const parse = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  };

  it.each([
    [
      'a header line without a colon',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nthis is not a header\r\n\r\n',
      400,
      'The request is not valid HTTP.',
    ],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n', 400, 'The request is not valid HTTP.'],
    [
      'headers larger than Node accepts',
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'The request headers are too large.',
    ],
  ])('%s: one sentence and the same headers', async (_name, request, status, error) => {
    const answer = parse(await raw(request));
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ error });
    expect(securityHeadersOf(answer.headers)).toEqual(expected);
  });
});
