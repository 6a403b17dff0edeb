// fast-check arbitraries for hostile request bodies, and the mutation of a valid document at one
// random place, for the write-route property tests.
import fc from 'fast-check';

/** Under the 1 MiB JSON body limit (app.ts), so that the schema, not the parser, has to refuse it. */
const LONG = 900_000;

const HOSTILE_STRINGS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  'https://evil.example/"><script>',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ud800',
  '\uffff',
  '🙂'.repeat(300),
  '__proto__',
  'constructor',
  '',
  ' ',
  'null',
];

/** A value a client should never get stored: script URLs, extremes, wrong shapes, odd text. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(-1, -1e308, 1e308, 1.5, -0, 2 ** 53 + 1, Number.MIN_VALUE),
  fc.constantFrom(null, true, false, [], {}, [{}], [[]], [null]),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: 1_000, max: LONG }).map((n) => 'x'.repeat(n)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** An object with an own key that JSON.parse would otherwise treat as special (`__proto__`). */
export function withOwnKey(target: object, key: string, value: unknown): object {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const deepNesting = fc
  .integer({ min: 100, max: 50_000 })
  .chain((depth) => fc.constantFrom(`${'['.repeat(depth)}${']'.repeat(depth)}`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

const prototypePollution = fc.constantFrom(
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '[{"__proto__":null}]',
  '{"a":{"__proto__":{"polluted":1}}}',
  '{"constructor":"x","toString":1,"hasOwnProperty":null}',
);

/** Any JSON text a client could send: random values, deep nesting, huge strings, pollution keys. */
export const hostileJsonBody: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  deepNesting,
  fc.integer({ min: 1_000, max: LONG }).map((n) => JSON.stringify({ title: 'x'.repeat(n), name: 'x'.repeat(8) })),
  prototypePollution,
  fc.string({ unit: 'binary', maxLength: 300 }).map((s) => JSON.stringify(s)),
  fc.constantFrom('null', 'true', '0', '-1', '"x"', '[]', '{}', '[[],{}]'),
);

/** Bodies that are not JSON at all, or JSON under a content type that does not say so. */
export const rawBody: fc.Arbitrary<{ contentType: string | undefined; body: string | Buffer }> = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'text/plain',
    'text/html',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data; boundary=xyz',
    'multipart/form-data',
    'application/octet-stream',
    'image/png',
    'application/*',
    ';;;',
    undefined,
  ),
  body: fc.oneof(
    fc.string({ unit: 'binary', maxLength: 500 }),
    fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)),
    fc.constantFrom('{not json', '{"a":', '{"a":1,}', "{'a':1}", '\ufeff{}', '{"a":1}garbage', 'NaN', '[1,2', 'a=1&b=2', ''),
  ),
});

type Path = (string | number)[];

/** Every place inside a JSON value (object keys and array items, at every depth), the root included. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...prefix, i]))];
  if (value !== null && typeof value === 'object') {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
  }
  return here;
}

function valueAt(doc: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], doc);
}

/** A copy of `doc` with the value at `path` replaced; the original is left as it was. */
export function replaceAt(doc: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  parent[last] = value;
  return copy;
}

/**
 * A valid document with one place changed: replaced by a hostile value, wrapped in an array where an
 * object was (or an object where a value was), or given an unknown key such as `__proto__`.
 */
export function mutatedDocument(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  return fc
    .tuple(fc.constantFrom(...paths), fc.nat(3), hostileValue, fc.constantFrom('__proto__', 'constructor', 'extra'))
    .map(([path, how, hostile, key]) => {
      const original = valueAt(valid, path);
      if (how === 1) return replaceAt(valid, path, [original]);
      if (how === 2) return replaceAt(valid, path, { value: original });
      if (how === 3 && original !== null && typeof original === 'object' && !Array.isArray(original)) {
        return replaceAt(valid, path, withOwnKey(original, key, hostile));
      }
      return replaceAt(valid, path, hostile);
    });
}
