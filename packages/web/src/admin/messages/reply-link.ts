// Reply: a mailto: link to the sender that opens the admin's mail program with the subject
// "Re: Your message of {date}" and the message quoted below an empty first line ("> " before each
// line, as mail programs quote). Every part is percent-encoded with encodeURIComponent, not
// URLSearchParams: mail programs read '+' literally, not as a space. Line breaks are CRLF, as
// mailto: bodies should carry them (RFC 6068).
import type { ContactMessage } from '@site/contracts';

/** The day the message came, in words ("3 March 2025"), in the admin's time zone. */
export function messageDay(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
}

export function replySubject(message: Pick<ContactMessage, 'submitted_at'>, timeZone?: string): string {
  return `Re: Your message of ${messageDay(message.submitted_at, timeZone)}`;
}

/** The visitor's text with "> " before each line, after a line saying who wrote it and when. */
export function quotedBody(message: Pick<ContactMessage, 'name' | 'message' | 'submitted_at'>, timeZone?: string): string {
  const quoted = message.message
    .split(/\r\n|\r|\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\r\n');
  return `\r\n\r\nOn ${messageDay(message.submitted_at, timeZone)}, ${message.name} wrote:\r\n${quoted}\r\n`;
}

/**
 * A mailto: link to `address` alone, or with a subject and body. The address is percent-encoded
 * except its '@' (kept readable), so a '?', '&' or '#' in a stored address cannot end it and add
 * recipients (cc=, bcc=) or a body of its own; the subject and body are encoded whole.
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const to = encodeURIComponent(address.trim()).replace(/%40/g, '@');
  const query = (['subject', 'body'] as const)
    .filter((key) => fields[key] !== undefined)
    .map((key) => `${key}=${encodeURIComponent(fields[key] ?? '')}`)
    .join('&');
  return query ? `mailto:${to}?${query}` : `mailto:${to}`;
}

export function replyHref(
  message: Pick<ContactMessage, 'name' | 'email' | 'message' | 'submitted_at'>,
  timeZone?: string,
): string {
  return mailtoHref(message.email, { subject: replySubject(message, timeZone), body: quotedBody(message, timeZone) });
}
