// Property tests for every write route (POST, PUT, PATCH, DELETE) of the OpenAPI document, so a new
// route is covered without a new test: random and hostile bodies from an admin, an anonymous caller
// and a bad token never get a 5xx; a refusal leaves every table and the uploads folder as they were;
// an acceptance leaves something the API reads back and the contract's schema accepts.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import {
  blockFacts,
  contactMessageSchema,
  contactSentSchema,
  imageRecordSchema,
  loginAnswerSchema,
  serviceSchema,
  SECTIONS,
  userSchema,
  type SectionEntry,
} from '@site/contracts';
import { users } from '../db/schema.js';
import { adminToken, auth, makeTestApp } from '../test/test-app.js';
import { hostileJsonBody, mutatedDocument, rawBody } from '../test/hostile-input.js';
import { snapshotState, type StateSnapshot } from '../test/state-snapshot.js';

// A fixed seed keeps CI reproducible; FC_SEED explores others. fast-check prints the seed and the
// shrunk counterexample of a failure, which FC_SEED (and its path) replays.
const SEED = Number(process.env.FC_SEED ?? 20_261_122);
fc.configureGlobal({ seed: SEED });

const t = await makeTestApp();
const token = await adminToken(t.app);
afterAll(() => t.close());

interface Operation {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  name: string;
  takesJson: boolean;
}

const doc = (await t.app.inject('/backend/api/openapi.json')).json<{
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
}>();
const writeOperations: Operation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      name: `${method.toUpperCase()} ${path}`,
      takesJson: Boolean(op.requestBody?.content?.['application/json']),
    })),
);

/** Multipart routes are not in the document's request bodies; they say so when sent JSON. */
async function takesMultipart(op: Operation): Promise<boolean> {
  // A DELETE has no body to upload (and the probe must not delete anything).
  if (op.takesJson || op.method === 'DELETE') return false;
  // A token of its own: the probe reaches logout too.
  const res = await t.app.inject({
    method: op.method,
    url: concrete(op.path, () => '1'),
    payload: {},
    headers: auth(await adminToken(t.app)),
  });
  return res.statusCode === 415 && /multipart\/form-data/.test(res.body);
}

const concrete = (path: string, param: () => string) => path.replace(/\{[^}]+\}/g, () => param());

// --- who calls, from where ---

type Caller = 'admin' | 'anonymous' | 'bad token';
const caller: fc.Arbitrary<Caller> = fc.oneof(
  { arbitrary: fc.constant('admin' as const), weight: 4 },
  fc.constantFrom('anonymous' as const, 'bad token' as const),
);

/** Logout revokes the token it is sent with, so it gets a token of its own every time. */
const SESSION_ENDING = new Set(['POST /backend/auth/token/logout']);

async function headersFor(op: Operation, who: Caller): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  if (who === 'bad token') return auth('not-a-real-token');
  return auth(SESSION_ENDING.has(op.name) ? await adminToken(t.app) : token);
}

let client = 0;
/** Every request from its own address, so the login and contact rate limits do not hide what a route does. */
const nextAddress = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

/** A path parameter: an id that exists right now (by index), or something odd. */
const param: fc.Arbitrary<{ live: number } | string> = fc.oneof(
  { arbitrary: fc.nat(50).map((live) => ({ live })), weight: 3 },
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999999',
    'abc',
    '%00',
    '..%2F..%2Fetc',
    '%F0%9F%99%82',
    '%20',
    'null',
  ),
  fc
    .string({ unit: 'binary', maxLength: 80 })
    .filter((s) => s.length > 0)
    .map(encodeURIComponent),
);

/** The ids stored right now, in every table: what a DELETE can actually hit. */
function liveIds(state: StateSnapshot): string[] {
  return Object.values(state.tables).flatMap((rows) =>
    rows
      .map((row) => (row as { id?: unknown }).id)
      .filter((id) => id !== undefined)
      .map(String),
  );
}

function resolveParam(p: { live: number } | string, state: StateSnapshot): string {
  if (typeof p === 'string') return p;
  const ids = liveIds(state);
  return encodeURIComponent(ids.length ? ids[p.live % ids.length]! : '1');
}

// --- what an accepted write must leave behind ---

const sectionOf = (op: Operation): SectionEntry | undefined => SECTIONS.find((s) => `/backend/api/${s.path}` === op.path);

/** A section's draft route (`/drafts/<path>`): it takes what the section's PUT takes. */
const draftSectionOf = (op: Operation): SectionEntry | undefined =>
  SECTIONS.find((s) => `/backend/api/drafts/${s.path}` === op.path);
const isDraftSave = (op: Operation) => op.method === 'PUT' && op.path.startsWith('/backend/api/drafts/');

const adminGet = (url: string, bearer = token) => t.app.inject({ method: 'GET', url, headers: auth(bearer) });

type Accepted = (
  op: Operation,
  res: LightMyRequestResponse,
  ctx: { url: string; headers: Record<string, string>; before: StateSnapshot },
) => Promise<void>;

const ACCEPTED: Record<string, Accepted> = {
  'PUT /backend/api/services': async (_op, res) => {
    expect((await adminGet('/backend/api/services')).json()).toEqual(res.json());
  },
  'POST /backend/api/contact-messages': async (_op, res, { before }) => {
    // The answer names no message (content/messages.ts): the new row is the one the snapshot before lacked.
    expect(contactSentSchema.parse(res.json())).toEqual({ ok: true });
    const known = new Set((before.tables.contact_messages as { id: number }[]).map((row) => row.id));
    const added = ((await snapshotState(t.app)).tables.contact_messages as { id: number }[]).filter((row) => !known.has(row.id));
    // The honeypot answers like a success and stores nothing.
    if (added.length === 0) return expect(await snapshotState(t.app)).toEqual(before);
    expect(added).toHaveLength(1);
    const id = added[0]?.id;
    const listed = await adminGet('/backend/api/contact-messages');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      z
        .array(contactMessageSchema)
        .parse(listed.json())
        .find((m) => m.id === id),
    ).toBeDefined();
  },
  'PATCH /backend/api/contact-messages/{id}': async (_op, res) => {
    const answered = contactMessageSchema.parse(res.json());
    const listed = z.array(contactMessageSchema).parse((await adminGet('/backend/api/contact-messages')).json());
    expect(listed.find((m) => m.id === answered.id)).toEqual(answered);
  },
  'POST /backend/api/images': async (_op, res) => {
    const record = imageRecordSchema.parse(res.json());
    const listed = await adminGet('/backend/api/images');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      z
        .array(imageRecordSchema)
        .parse(listed.json())
        .find((i) => i.id === record.id),
    ).toEqual(record);
    expect((await snapshotState(t.app)).uploads).toContain(record.image.split('/').pop());
  },
  'PATCH /backend/api/images/{id}': async (_op, res) => {
    const answered = imageRecordSchema.parse(res.json());
    const listed = z.array(imageRecordSchema).parse((await adminGet('/backend/api/images')).json());
    expect(listed.find((i) => i.id === answered.id)).toEqual(answered);
  },
  'POST /backend/api/images/{id}/replace': async (_op, res) => {
    const record = imageRecordSchema.parse(res.json());
    const listed = z.array(imageRecordSchema).parse((await adminGet('/backend/api/images')).json());
    expect(listed.find((i) => i.id === record.id)).toEqual(record);
    expect((await snapshotState(t.app)).uploads).toContain(record.image.split('/').pop());
  },
  'POST /backend/auth/users': async (_op, res) => {
    const user = userSchema.parse(res.json());
    const [stored] = await t.app.db.select({ username: users.username }).from(users).where(eq(users.id, user.id));
    expect(stored?.username).toBe(user.username);
  },
  'POST /backend/auth/token/login': async (_op, res) => {
    const answer = loginAnswerSchema.parse(res.json());
    expect((await adminGet('/backend/auth/users/me', answer.auth_token)).json()).toEqual(answer.user);
  },
  'POST /backend/auth/token/logout': async (_op, _res, { headers }) => {
    expect((await t.app.inject({ method: 'GET', url: '/backend/auth/users/me', headers })).statusCode).toBe(401);
  },
};

/** Whatever a write did, every stored content document still fits its contract, as the site reads it. */
async function storedContentFitsTheContract(): Promise<void> {
  for (const section of SECTIONS) {
    const res = await t.app.inject(`/backend/api/${section.path}`);
    expect(res.statusCode, section.path).toBe(200);
    expect(section.schema.safeParse(res.json()).success, `${section.path} fits the registry schema`).toBe(true);
  }
  const services = await t.app.inject('/backend/api/services');
  expect(services.statusCode).toBe(200);
  expect(z.array(serviceSchema).safeParse(services.json()).success, 'the services fit their schema').toBe(true);
}

async function checkAccepted(op: Operation, res: LightMyRequestResponse, ctx: Parameters<Accepted>[2]): Promise<void> {
  await storedContentFitsTheContract();
  const section = sectionOf(op);
  if (section) {
    expect((await t.app.inject(ctx.url)).json(), 'the section reads back as answered').toEqual(res.json());
  } else if (isDraftSave(op)) {
    expect((await adminGet(ctx.url)).json(), 'the draft reads back as answered').toEqual(res.json());
  } else if (op.method === 'DELETE') {
    // A DELETE that succeeded removed its target: the same DELETE again finds nothing.
    expect((await t.app.inject({ method: 'DELETE', url: ctx.url, headers: auth(token) })).statusCode).toBe(404);
  } else {
    // A route without a check of its own here (a new one) is held to the invariant above.
    await ACCEPTED[op.name]?.(op, res, ctx);
  }
}

// --- the property every request must satisfy ---

interface Attempt {
  who: Caller;
  param: { live: number } | string;
  payload?: string | Buffer;
  contentType?: string;
}

async function attempt(op: Operation, a: Attempt): Promise<void> {
  const headers = await headersFor(op, a.who);
  const before = await snapshotState(t.app);
  const url = concrete(op.path, () => resolveParam(a.param, before));
  const res = await t.app.inject({
    method: op.method,
    url,
    headers: { ...headers, ...(a.contentType === undefined ? {} : { 'content-type': a.contentType }) },
    payload: a.payload,
    remoteAddress: nextAddress(),
  });
  const what = `${op.method} ${url} as ${a.who} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  expect(res.statusCode < 300 || res.statusCode >= 400, what).toBe(true);
  if (res.statusCode >= 400) {
    const kept = AUDITS_REFUSALS.has(op.name) ? withoutAuditLog : (state: StateSnapshot) => state;
    expect(kept(await snapshotState(t.app)), `${what}, and changed stored state`).toEqual(kept(before));
    if (a.who !== 'admin' && !PUBLIC.has(op.name)) expect(res.statusCode, what).toBe(401);
  } else {
    expect(a.who === 'admin' || PUBLIC.has(op.name), `${what} without a valid token`).toBe(true);
    await checkAccepted(op, res, { url, headers, before });
  }
}

/** Sign-ins write a refused attempt to the audit log on purpose (who tried, from where); nothing else may change. */
const AUDITS_REFUSALS = new Set(['POST /backend/auth/token/login', 'POST /backend/auth/passkeys/login/verify']);
const withoutAuditLog = (state: StateSnapshot): StateSnapshot => ({ ...state, tables: { ...state.tables, audit_log: [] } });

const PUBLIC = new Set([
  'POST /backend/api/contact-messages',
  'POST /backend/auth/token/login',
  'POST /backend/auth/passkeys/login/options',
  'POST /backend/auth/passkeys/login/verify',
  // A review link's holder: the token in the address is the credential.
  'POST /backend/api/link-review/{token}',
]);

// --- valid documents to mutate ---

const customPage = {
  slug: 'careers',
  title: 'Careers',
  blocks: [{ type: 'image-text', data: { ...blockFacts('image-text').defaults, heading: 'Join us' } }],
};

const VALID: Record<string, unknown> = {
  'PUT /backend/api/services': [
    {
      title: 'Cleaning',
      slug: 'cleaning',
      tagline: 'Spotless',
      heroImage: '/media/a.jpg',
      features: [{ title: 'Floors', description: 'All of them', iconPath: '' }],
    },
    { _id: 'a'.repeat(24), title: 'Security' },
  ],
  'PUT /backend/api/drafts/services': [{ title: 'Cleaning', features: [{ title: 'Floors', description: 'All of them' }] }],
  'POST /backend/api/drafts/publish': { paths: ['home/hero', 'services'] },
  'POST /backend/api/preview-links': { expires_in_hours: 24 },
  'POST /backend/api/review-links': { name: 'The managing director', expires_in_hours: 24 },
  'POST /backend/api/redirects': { from: '/old-offers', to: '/services', status: 301 },
  'PUT /backend/api/redirects/{id}': { from: '/old-offers/*', to: 'https://partner.example/*', status: 302 },
  'POST /backend/api/link-review/{token}': { path: 'home/hero', decision: 'request_changes', comment: 'Shorter, please.' },
  'PUT /backend/api/seo/{*}': { title: 'Our work', description: 'What we did.', image: '/media/a.jpg', noindex: false },
  // An open editor's beat and a take-over, by the editor's random id.
  'PUT /backend/api/presence/{*}': { editor: 'e0123456789abcdef' },
  'POST /backend/api/presence/{*}': { editor: 'e0123456789abcdef' },
  'PUT /backend/api/settings': { site_name: 'Brightwell', title_template: '{page} | {site_name}', default_image: '/media/a.jpg' },
  'PUT /backend/api/settings/notifications': { emails: ['office@example.com'] },
  'POST /backend/api/settings/notifications/test': { emails: ['office@example.com'] },
  'POST /backend/api/custom-pages': customPage,
  'PUT /backend/api/custom-pages/{slug}': customPage,
  'PUT /backend/api/drafts/custom-pages/{slug}': customPage,
  'POST /backend/api/contact-messages': { name: 'Ada', email: 'ada@example.com', message: 'Hello there' },
  'PATCH /backend/api/contact-messages/{id}': { read: true },
  'PATCH /backend/api/images/{id}': {
    name: 'Roof team',
    alt: 'The crew on a roof',
    focal_x: 0.25,
    focal_y: 0.75,
    category: 'team',
  },
  'POST /backend/auth/users': { username: 'second-admin', email: 'second@example.com', password: 'a-long-password' },
  'POST /backend/auth/token/login': { username: 'owner', password: 'owner-password' },
  'POST /backend/auth/users/set_password': { current_password: 'owner-password', new_password: 'a-long-password' },
  'PATCH /backend/auth/users/me': { email: 'owner@example.com' },
  // Admin, so that a mutation which keeps the role leaves the owner able to run the rest of the file.
  'PATCH /backend/auth/users/{id}': { role: 'admin' },
  'POST /backend/auth/2fa/confirm': { code: '123456' },
  'POST /backend/auth/2fa/disable': { code: '123456' },
  'PUT /backend/auth/2fa/policy': { required: false },
  // Well-formed WebAuthn answers (base64url fields) to no challenge the server handed out.
  'POST /backend/auth/passkeys/register/verify': {
    name: 'Work laptop',
    response: {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      clientExtensionResults: {},
    },
  },
  'POST /backend/auth/passkeys/login/verify': {
    response: {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    },
  },
  'PATCH /backend/auth/passkeys/{id}': { name: 'Phone' },
};

/** Every restore of a document with drafts takes where the old version goes. */
const RESTORE_BODY = { into: 'draft' };
/** The review steps of every document's draft, by the end of their path. */
const REVIEW_BODIES: Record<string, unknown> = {
  '/submit': { note: 'Ready for a look.' },
  '/approve': {},
  '/request-changes': { comment: 'Shorter, please.' },
};
const reviewBody = (op: Operation) => Object.entries(REVIEW_BODIES).find(([end]) => op.name.endsWith(end))?.[1];
const validDocument = (op: Operation): unknown =>
  (sectionOf(op) ?? draftSectionOf(op))?.defaults ??
  VALID[op.name] ??
  (op.name.endsWith('/restore') ? RESTORE_BODY : reviewBody(op));

/** A small valid image: random uploads start from it (whole or cut short) as well as from noise. */
const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a7' } })
  .png()
  .toBuffer();

// Something for every DELETE to hit: services, messages and images stored through the API itself.
const seeded: Promise<{ statusCode: number; body: string }>[] = [
  Promise.resolve(
    await t.app.inject({
      method: 'PUT',
      url: '/backend/api/services',
      payload: [{ title: 'One' }, { title: 'Two' }, { title: 'Three' }],
      headers: auth(token),
    }),
  ),
  ...['A', 'B', 'C'].map((name) =>
    t.app.inject({
      method: 'POST',
      url: '/backend/api/contact-messages',
      payload: { name, email: 'a@example.com', message: `Hi from ${name}` },
      remoteAddress: nextAddress(),
    }),
  ),
];
const seedImage = new FormData();
seedImage.append('category', 'gallery');
seedImage.append('image', new Blob([png]), 'a.png');
seeded.push(t.app.inject({ method: 'POST', url: '/backend/api/images', payload: seedImage, headers: auth(token) }));
for (const res of await Promise.all(seeded))
  if (res.statusCode >= 300) throw new Error(`Seeding failed: ${res.statusCode} ${res.body}`);

const multipart = new Set<string>();
for (const op of writeOperations) if (await takesMultipart(op)) multipart.add(op.name);

/**
 * Random inputs per route. A hostile body is refused by the route's schema before any engine sees it,
 * so the run on PostgreSQL (DATABASE_URL set) tries a third as many: enough to prove the writes that
 * do get through behave there as on SQLite, without trying every refusal twice.
 */
const RUNS = process.env.DATABASE_URL
  ? { json: 5, raw: 3, mutation: 7, upload: 10 }
  : { json: 15, raw: 8, mutation: 20, upload: 30 };

describe('the write routes of the OpenAPI document', () => {
  it('are all here: every section route, and the other resources', () => {
    expect(writeOperations.length).toBeGreaterThanOrEqual(SECTIONS.length * 2 + 9);
    expect([...multipart]).toEqual(['POST /backend/api/images', 'POST /backend/api/images/{id}/replace']);
  });

  it('each JSON route has a valid document to mutate (add one to VALID for a new route)', () => {
    expect(writeOperations.filter((op) => op.takesJson && validDocument(op) === undefined).map((op) => op.name)).toEqual([]);
  });
});

describe.each(writeOperations.map((op) => [op.name, op] as const))('%s', (_name, op) => {
  it('survives random and hostile JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(caller, param, hostileJsonBody, (who, p, payload) =>
        attempt(op, { who, param: p, payload, contentType: 'application/json' }),
      ),
      { numRuns: RUNS.json },
    );
  });

  it('survives bodies that are not JSON and wrong content types', async () => {
    await fc.assert(
      fc.asyncProperty(caller, param, rawBody, (who, p, raw) =>
        attempt(op, { who, param: p, payload: raw.body, contentType: raw.contentType }),
      ),
      { numRuns: RUNS.raw },
    );
  });

  // Only where they apply: mutations need a JSON body, uploads a multipart route.
  const valid = validDocument(op);
  if (op.takesJson && valid !== undefined)
    it('survives a valid document with one hostile field', async () => {
      await fc.assert(
        fc.asyncProperty(caller, param, mutatedDocument(valid), (who, p, body) =>
          attempt(op, { who, param: p, payload: JSON.stringify(body), contentType: 'application/json' }),
        ),
        { numRuns: RUNS.mutation },
      );
    });

  if (multipart.has(op.name))
    it('survives random uploads: random bytes, categories and file names', async () => {
      const upload = fc.record({
        bytes: fc.oneof(
          { arbitrary: fc.constant(png), weight: 2 },
          fc.uint8Array({ maxLength: 4_096 }).map((a) => Buffer.from(a)),
          fc.nat(png.length - 1).map((n) => png.subarray(0, n)),
        ),
        category: fc.oneof(
          { arbitrary: fc.constantFrom('gallery', 'news', ' News '), weight: 2 },
          fc.constantFrom('', '../x', 'a'.repeat(51), 'gal lery'),
          fc.string({ unit: 'binary', maxLength: 60 }),
        ),
        fileName: fc.oneof(
          fc.constantFrom('a.png', '../../etc/passwd', 'x".png', 'a\r\nb.png', ''),
          fc.string({ unit: 'binary', maxLength: 60 }),
        ),
        field: fc.constantFrom('image', 'image', 'file', 'images[]'),
        fileType: fc.constantFrom('image/png', 'text/html', 'application/octet-stream', 'image/svg+xml'),
      });
      await fc.assert(
        fc.asyncProperty(caller, upload, (who, u) => {
          const boundary = '----property-test-boundary-7c1f0e';
          const payload = Buffer.concat([
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\n${u.category}\r\n`),
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${u.field}"; filename="${u.fileName}"\r\nContent-Type: ${u.fileType}\r\n\r\n`,
            ),
            u.bytes,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          return attempt(op, { who, param: '1', payload, contentType: `multipart/form-data; boundary=${boundary}` });
        }),
        { numRuns: RUNS.upload },
      );
    });
});
