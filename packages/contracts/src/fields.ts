// Shared field builders: every section schema is composed of these, so a rule (a length limit,
// which URLs are safe) is decided once and holds for the server, the editor and the OpenAPI document.
import { z } from 'zod';
import { EMBED_PATTERN, IMAGE_PATTERN, LINK_PATTERN } from './addresses.js';
import { isColour } from './colours.js';

/**
 * Messages for the generic problems, in the words the rest of the API uses; set once here so the
 * server and the editor say the same thing. Messages given on a field still win.
 * In a browser zod runs without its compiled parsers (`jitless`): they need eval, which the site's
 * Content-Security-Policy forbids, and even zod's caught probe for eval is reported as a violation.
 * This module is the package's first (index.ts), so the setting precedes every schema it affects.
 */
z.config({
  jitless: 'document' in globalThis,
  customError: (issue) => genericIssueMessage(issue),
});

/** The parts of a zod issue the generic messages read. */
export interface IssueFacts {
  code?: string;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  inclusive?: unknown;
  values?: unknown;
}

const KIND_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

/** What a value is, in words ("text", "a list", "a number"). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  // z.coerce.number() turns text that is no number into NaN.
  if (typeof value === 'number' && Number.isNaN(value)) return 'text that is not a number';
  return KIND_WORDS[typeof value] ?? typeof value;
}

/** What a kind zod names is, in words ("a whole number" for int). */
export function describeKind(kind: unknown): string {
  return KIND_WORDS[String(kind)] ?? `a ${String(kind)}`;
}

/**
 * Whether a final issue's message is the generic one for its problem (not one its schema gives). A
 * final issue no longer carries the input, so a wrong type is recognised by the start of its sentence.
 */
export function isGenericIssueMessage(message: string, issue: IssueFacts): boolean {
  if (issue.code === 'invalid_type') {
    return message === 'This field is required.' || message.startsWith(`Use ${describeKind(issue.expected)} here, not `);
  }
  return message === genericIssueMessage(issue);
}

const isCount = (origin: unknown) => origin === 'array' || origin === 'set';
const isNumeric = (origin: unknown) => origin === 'number' || origin === 'int' || origin === 'bigint';

/**
 * The sentence for a generic problem (a wrong type, a value too long or too large, a value not among
 * the allowed ones), used where a schema gives no message of its own. Undefined leaves zod's.
 */
export function genericIssueMessage(issue: IssueFacts): string | undefined {
  const { code, origin } = issue;
  if (code === 'invalid_type') {
    if (issue.input === undefined) return 'This field is required.';
    return `Use ${describeKind(issue.expected)} here, not ${describeValue(issue.input)}.`;
  }
  if (code === 'too_big') {
    const max = Number(issue.maximum);
    if (origin === 'string') return `Keep this to at most ${max} characters.`;
    if (isCount(origin)) return `Give at most ${max} item${max === 1 ? '' : 's'}.`;
    if (isNumeric(origin)) return issue.inclusive === false ? `Use a number below ${max}.` : `Use a number of at most ${max}.`;
    return undefined;
  }
  if (code === 'too_small') {
    const min = Number(issue.minimum);
    if (origin === 'string') return min <= 1 ? 'This field may not be empty.' : `Use at least ${min} characters.`;
    if (isCount(origin)) return min <= 1 ? 'Give at least one item.' : `Give at least ${min} items.`;
    if (isNumeric(origin)) return issue.inclusive === false ? `Use a number above ${min}.` : `Use a number of at least ${min}.`;
    return undefined;
  }
  if (code === 'invalid_value' && Array.isArray(issue.values)) {
    const values = issue.values.map(String);
    return values.length === 1 ? `Use "${values[0]}" here.` : `Choose one of: ${values.join(', ')}.`;
  }
  return undefined;
}

export const SHORT_TEXT_MAX = 300;
export const LONG_TEXT_MAX = 10_000;
export const COLOUR_MAX = 64;
export const URL_MAX = 2048;
export const LIST_MAX = 100;

/** The input an editor shows for a field; each builder below records its kind (rich text's is in rich-text.ts). */
export type FieldKind = 'text' | 'longText' | 'colour' | 'link' | 'image' | 'embed' | 'email' | 'richText' | 'choice';

/**
 * Which builder made a schema, for the editor's form (admin/form). A registry of our own rather
 * than zod's `.meta()`: the global registry's metadata would leak into the OpenAPI document.
 */
export const fieldKinds = z.registry<{ kind: FieldKind }>();

const kinded = <T extends z.ZodType>(kind: FieldKind, schema: T): T => {
  fieldKinds.add(schema, { kind });
  return schema;
};

/** Short single-line text such as a title or a label. */
export const text = (max = SHORT_TEXT_MAX) =>
  kinded('text', z.string().max(max, { error: `Keep this under ${max} characters.` }));

/** Multi-line text such as a description; `max` for one that search results cut sooner. */
export const longText = (max = LONG_TEXT_MAX) => kinded('longText', text(max));

/**
 * A CSS colour (colours.ts): it is written into a `style` attribute, where free text would be CSS
 * injection. Empty means "no colour" (the stylesheet's own), as before.
 */
export const colour = () =>
  kinded(
    'colour',
    text(COLOUR_MAX).refine((v) => v === '' || isColour(v), {
      error: 'Use a CSS colour: #rrggbb, rgb(…), hsl(…) or a colour name such as "white".',
    }),
  );

/** An email address shown on the site. Free text, as the original product kept it: no other check. */
export const email = () => kinded('email', text());

/** `//host` and `/\host` look like site paths to a person: say why they are refused. */
const PROTOCOL_RELATIVE = /^[/\\]{2}/;
const urlError = (message: string) => (issue: { input?: unknown }) =>
  typeof issue.input === 'string' && PROTOCOL_RELATIVE.test(issue.input)
    ? 'An address on another site needs http:// or https://; a path on this site starts with a single /.'
    : message;

/** A link: http(s), a site path, an anchor, mailto: or tel:. Empty means "no link". */
export const link = () =>
  kinded(
    'link',
    text(URL_MAX).refine((v) => v === '' || LINK_PATTERN.test(v), {
      error: urlError('Use a link that starts with http://, https://, /, #, mailto: or tel:.'),
    }),
  );

/**
 * An image reference: an uploaded file's URL or a remote image. Data URIs are refused on purpose:
 * the original product stored megabytes of base64 inside its JSON, which is what made it slow.
 */
export const imageUrl = () =>
  kinded(
    'image',
    text(URL_MAX).refine((v) => v === '' || IMAGE_PATTERN.test(v), {
      error: urlError(
        'Use an image address that starts with http://, https:// or / (upload the image instead of pasting its data).',
      ),
    }),
  );

/**
 * The source of an embedded frame (map, video): https only, since it runs inside our page. A site
 * path (our own origin) is allowed too, so that a site without internet access can embed a local file.
 */
export const embedUrl = () =>
  kinded(
    'embed',
    text(URL_MAX).refine((v) => v === '' || EMBED_PATTERN.test(v), {
      error: urlError('Use an embed address that starts with https:// (or a path on this site).'),
    }),
  );

/** One of a few fixed words (an image's side: left or right); the editor shows a select. */
export const choice = <const T extends readonly [string, ...string[]]>(options: T) =>
  kinded('choice', z.enum(options, { error: `Choose one of: ${options.join(', ')}.` }));

/** A bounded list of items. */
export const list = <T extends z.ZodType>(item: T, max = LIST_MAX) =>
  z.array(item).max(max, { error: `Keep this list under ${max} items.` });

/** An id generated where crypto.randomUUID is missing too (plain-http admin on a LAN address). */
export function newId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
