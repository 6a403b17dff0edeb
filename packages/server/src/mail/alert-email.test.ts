// The alert's subject, Reply-To, text and HTML: everything the visitor typed shows as typed, escaped
// in the HTML, on one line in the headers; the link is built from PUBLIC_URL only.
import { describe, expect, it } from 'vitest';
import { alertEmail, alertTime, messageLink } from './alert-email.js';

const message = {
  id: 42,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello,\nplease call me back.',
  submitted_at: '2025-03-04T05:06:07.890Z',
};
const settings = {
  from: 'Site <site@example.com>',
  to: ['owner@example.com', 'sales@example.com'],
  publicUrl: 'https://www.example.com',
};

describe('alertEmail', () => {
  it('names the sender in the subject and answers to them', () => {
    const mail = alertEmail(message, settings);
    expect(mail).toMatchObject({
      from: 'Site <site@example.com>',
      to: ['owner@example.com', 'sales@example.com'],
      replyTo: { name: 'Ada Lovelace', address: 'ada@example.com' },
      subject: 'New message from Ada Lovelace',
    });
  });

  it('has the name, email, time, message and link in the text', () => {
    expect(alertEmail(message, settings).text).toBe(
      [
        'A new message came in through the contact form.',
        '',
        'Name: Ada Lovelace',
        'Email: ada@example.com',
        'Sent: 2025-03-04 05:06 UTC',
        '',
        'Hello,',
        'please call me back.',
        '',
        'Open it in the editor: https://www.example.com/admin/messages-list?message=42',
        '',
        'Reply to this email to answer the sender.',
      ].join('\n'),
    );
  });

  it('escapes everything the visitor typed in the HTML', () => {
    const hostile = { ...message, name: '<script>alert(1)</script>', message: 'a & b "c" \'d\' <img src=x onerror=alert(1)>' };
    const { html } = alertEmail(hostile, settings);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('a &amp; b &quot;c&quot; &#39;d&#39; &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<a href="https://www.example.com/admin/messages-list?message=42">Open it in the editor</a>');
  });

  it('keeps line breaks and other control characters out of the name: subject, Reply-To and text', () => {
    const mail = alertEmail({ ...message, name: 'Eve\r\nBcc: victim@example.com\u0000\u2028x' }, settings);
    expect(mail.subject).toBe('New message from Eve Bcc: victim@example.com x');
    expect(mail.replyTo.name).toBe('Eve Bcc: victim@example.com x');
    expect(mail.text).toContain('\nName: Eve Bcc: victim@example.com x\nEmail: ada@example.com\n');
  });

  it('links the path alone without PUBLIC_URL', () => {
    const mail = alertEmail(message, { ...settings, publicUrl: undefined });
    expect(mail.text).toContain('Open it in the editor: /admin/messages-list?message=42\n');
    expect(messageLink(7)).toBe('/admin/messages-list?message=7');
  });
});

describe('alertTime', () => {
  it('is the UTC minute of the message', () => {
    expect(alertTime('2025-12-31T23:59:59.999Z')).toBe('2025-12-31 23:59 UTC');
  });
});
