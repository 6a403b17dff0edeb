// The email alert for a new contact message: who wrote, what, when, and a link to it in the editor,
// in plain text and in simple HTML. Everything the visitor typed is escaped in the HTML; the name,
// which also goes into headers (the subject, the Reply-To name, both encoded by nodemailer), is put
// on one line everywhere, so it cannot add a line that looks like another field.

/** The parts of a stored message an alert shows. */
export interface AlertedMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  submitted_at: string;
}

export interface AlertSettings {
  from: string;
  to: readonly string[];
  /** The site's public origin; unset, the link is the path alone (never a Host a request named). */
  publicUrl?: string;
}

export interface AlertEmail {
  from: string;
  to: string[];
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Control characters (CR and LF above all) become spaces: a header is one line, whatever the name holds. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/** Where the editor opens the message. */
export function messageLink(id: number, publicUrl?: string): string {
  return `${publicUrl ?? ''}/admin/messages-list?message=${id}`;
}

/** "2025-03-04 05:06 UTC": the time the message was stored, the same for every reader. */
export function alertTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function alertEmail(message: AlertedMessage, settings: AlertSettings): AlertEmail {
  const name = oneLine(message.name);
  const link = messageLink(message.id, settings.publicUrl);
  const time = alertTime(message.submitted_at);
  const text = [
    'A new message came in through the contact form.',
    '',
    `Name: ${name}`,
    `Email: ${message.email}`,
    `Sent: ${time}`,
    '',
    message.message,
    '',
    `Open it in the editor: ${link}`,
    '',
    'Reply to this email to answer the sender.',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; max-width: 40em">',
    '<p>A new message came in through the contact form.</p>',
    '<table cellpadding="4">',
    `<tr><th align="left">Name</th><td>${escapeHtml(name)}</td></tr>`,
    `<tr><th align="left">Email</th><td>${escapeHtml(message.email)}</td></tr>`,
    `<tr><th align="left">Sent</th><td>${escapeHtml(time)}</td></tr>`,
    '</table>',
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open it in the editor</a></p>`,
    '<p>Reply to this email to answer the sender.</p>',
    '</body></html>',
  ].join('\n');
  return {
    from: settings.from,
    to: [...settings.to],
    replyTo: { name, address: message.email },
    subject: `New message from ${name}`,
    text,
    html,
  };
}
