import { describe, expect, it } from 'vitest';
import { checkContactMessage, FILL_ALL_FIELDS, INVALID_EMAIL } from './contact-rules.js';
import { contactErrorMessage, contactMessageInputSchema } from './messages.js';

const ok = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };
const CASES = [
  ok,
  { ...ok, name: '' },
  { ...ok, name: '   ' },
  { ...ok, email: '' },
  { ...ok, message: '\n' },
  { ...ok, email: 'ann@example' },
  { ...ok, email: 'ann@example.c' },
  { ...ok, email: 'not an email' },
  { ...ok, email: '  ann@example.com  ' },
  { name: '', email: 'bad', message: '' },
  { ...ok, name: 'x'.repeat(201) },
  { ...ok, name: ` ${'x'.repeat(200)} ` },
  { ...ok, message: 'x'.repeat(5001) },
  { ...ok, email: `${'a'.repeat(250)}@example.com` },
  { ...ok, email: 'x@evil.example?body=Pay&cc=boss%40company.example' },
  { ...ok, email: 'ann+site@example.com' },
  { ...ok, email: 'josé@example.com' },
];

/** What the server answers for the same input: its schema's sentence, or null when it accepts. */
function serverAnswer(input: (typeof CASES)[number]): string | null {
  const checked = contactMessageInputSchema.safeParse(input);
  return checked.success ? null : contactErrorMessage(checked.error.issues.map((i) => i.message));
}

describe('checkContactMessage (the public form, without zod)', () => {
  it.each(CASES.map((c, i) => [i, c] as const))('case %i answers like the server schema', (_i, input) => {
    expect(checkContactMessage(input)).toBe(serverAnswer(input));
  });

  it('uses the contact form’s own sentences, word for word', () => {
    expect(checkContactMessage({ ...ok, name: '' })).toBe(FILL_ALL_FIELDS);
    expect(checkContactMessage({ ...ok, email: 'x@y' })).toBe(INVALID_EMAIL);
    expect(checkContactMessage(ok)).toBeNull();
  });

  it.each([
    'x@evil.example?body=Pay%20now&cc=boss%40company.example',
    'x@evil.example#top',
    'x@evil.example/path',
    'x@evil.example;y@other.example',
    'x@-evil.example',
    'x@evil-.example',
    'x@evil..example',
    'x@exämple.com',
    'a,b@example.com',
    '"a"@example.com',
    '<a>@example.com',
    'a@b@example.com',
  ])('refuses %j: after the @ only labels of letters, digits and hyphens; nothing to split a header', (email) => {
    expect(checkContactMessage({ ...ok, email })).toBe(INVALID_EMAIL);
    expect(serverAnswer({ ...ok, email })).toBe(INVALID_EMAIL);
  });

  it.each([
    'ann@example.com',
    'ann.lee+site@mail.example.co.uk',
    "o'brien@example.ie",
    'a@b.co',
    'x@xn--80ak6aa92e.com',
    'ann@my-company.example',
  ])('accepts %j', (email) => {
    expect(checkContactMessage({ ...ok, email })).toBeNull();
    expect(serverAnswer({ ...ok, email })).toBeNull();
  });
});
