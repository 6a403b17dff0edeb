// The contact form's rules as plain code, without zod: the public page checks a
// message with these before sending, and must not download a schema library to do it. The server's
// schema (messages.ts) is built from the same constants; a test holds the two to the same answers.

/** Word for word as the original site said them. */
export const FILL_ALL_FIELDS = 'Please fill in all the fields.';
export const INVALID_EMAIL = 'Please enter a valid email address.';

/**
 * Looks like an email: a local part of letters, digits and the symbols an address may hold unquoted
 * (no space, comma, angle bracket or quote, which would split or rewrite it in a mail header), then
 * after the one '@' dot-separated labels of letters, digits and inner hyphens, the top-level part of
 * at least 2 letters. Nothing after the domain: `x@evil.example?cc=…&body=…` is refused, so an
 * address cannot carry extra recipients or a body into a mailto: link.
 */
export const EMAIL_PATTERN = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/u;

export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000 } as const;

export const tooLongMessage = (label: string, max: number) => `Please keep the ${label} under ${max} characters.`;

/** The fields a visitor fills in, in the form's order. */
export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The fields left empty (spaces alone count as empty), in the form's order. */
export function missingContactFields(input: Record<ContactField, string>): ContactField[] {
  return CONTACT_FIELDS.filter((key) => input[key].trim() === '');
}

const FIELDS = [
  ['name', 'name'],
  ['email', 'email address'],
  ['message', 'message'],
] as const;

/**
 * The one sentence for a message the server would refuse, or null when it would accept it. "All
 * fields filled" comes before the email format, as on the original site.
 */
export function checkContactMessage(input: { name: string; email: string; message: string }): string | null {
  if (FIELDS.some(([key]) => input[key].trim() === '')) return FILL_ALL_FIELDS;
  for (const [key, label] of FIELDS) {
    if (input[key].trim().length > CONTACT_LIMITS[key]) return tooLongMessage(label, CONTACT_LIMITS[key]);
  }
  return EMAIL_PATTERN.test(input.email.trim()) ? null : INVALID_EMAIL;
}

/**
 * A path of this site as a browser's location.pathname gives it: one leading slash (never `//`, which
 * would name another host), then only the characters a URL path holds unescaped or percent-encoded.
 */
export const PAGE_PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
export const PAGE_PATH_MAX = 300;
export const PAGE_PATH_ERROR = 'The page the message was sent from must be a path of this site, such as /contact.';

/** The forms a message can come from, by the name stored with it, and how the editor names them. */
export const MESSAGE_FORMS = { contact: 'Contact form' } as const;
export type MessageForm = keyof typeof MESSAGE_FORMS;
