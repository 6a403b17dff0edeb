// The contact page's form sends nothing to the server: it checks the fields with the contact
// form's rules and opens a mail draft to the contact2 address.
import { EMAIL_PATTERN, FILL_ALL_FIELDS, INVALID_EMAIL } from '@site/contracts/site';

export interface MailFields {
  name: string;
  email: string;
  message: string;
}

/** The message for the first rule the fields break, or undefined when they pass. */
export function mailFieldsError(fields: MailFields): string | undefined {
  const name = fields.name.trim();
  const email = fields.email.trim();
  const message = fields.message.trim();
  if (!name || !email || !message) return FILL_ALL_FIELDS;
  if (!EMAIL_PATTERN.test(email)) return INVALID_EMAIL;
  return undefined;
}

/** mailto: with subject 'Contact from {name}' and a body carrying name, email and message. */
export function mailDraftHref(to: string, fields: MailFields): string {
  const subject = `Contact from ${fields.name.trim()}`;
  const body = `Name: ${fields.name.trim()}\nEmail: ${fields.email.trim()}\n\nMessage:\n${fields.message.trim()}`;
  // encodeURIComponent, not URLSearchParams: mail clients read '+' literally, not as a space.
  const address = encodeURIComponent(to.trim()).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Follows a mailto: link the way a click would, which hands it to the visitor's mail app. */
export function openMailDraft(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  document.body.append(link);
  link.click();
  link.remove();
}
