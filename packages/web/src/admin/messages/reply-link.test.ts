import { describe, expect, it } from 'vitest';
import { mailtoHref, messageDay, quotedBody, replyHref, replySubject } from './reply-link';

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Please quote for\nweekly cleaning & windows?\n\n100% of the office.',
  submitted_at: '2025-03-03T10:15:00.000Z',
};

describe('reply link', () => {
  it('names the day the message came, in words, in the given time zone', () => {
    expect(messageDay('2025-03-03T10:15:00.000Z', 'UTC')).toBe('3 March 2025');
    expect(messageDay('2025-03-03T23:30:00.000Z', 'Asia/Tokyo')).toBe('4 March 2025');
    expect(messageDay('not a date', 'UTC')).toBe('not a date');
    expect(replySubject(message, 'UTC')).toBe('Re: Your message of 3 March 2025');
  });

  it('quotes every line with "> " (an empty line with ">") below who wrote it, in CRLF lines', () => {
    expect(quotedBody(message, 'UTC')).toBe(
      '\r\n\r\nOn 3 March 2025, Ada Lovelace wrote:\r\n> Please quote for\r\n> weekly cleaning & windows?\r\n>\r\n> 100% of the office.\r\n',
    );
    expect(quotedBody({ ...message, message: 'one\r\ntwo' }, 'UTC')).toContain('> one\r\n> two');
  });

  it('is a mailto: to the sender whose subject and body read back exactly, with no "+" for spaces', () => {
    const href = replyHref(message, 'UTC');
    expect(href.startsWith('mailto:ada@example.com?subject=')).toBe(true);
    expect(href).not.toContain('+');
    const url = new URL(href);
    expect(url.pathname).toBe('ada@example.com');
    // decodeURIComponent, as a mail program reads it ('+' would stay '+').
    const params = Object.fromEntries(
      url.search
        .slice(1)
        .split('&')
        .map((p) => p.split('=').map(decodeURIComponent)),
    );
    expect(params).toEqual({ subject: replySubject(message, 'UTC'), body: quotedBody(message, 'UTC') });
  });

  it('encodes an address with characters that would end it', () => {
    expect(replyHref({ ...message, email: 'a&b?c@example.com' }, 'UTC')).toMatch(/^mailto:a%26b%3Fc@example\.com\?subject=/);
  });

  it('keeps an address that names extra recipients and a body to one encoded recipient', () => {
    const hostile = 'x@evil.example?body=Pay%20now&cc=boss%40company.example#top';
    const href = mailtoHref(hostile);
    expect(href).toBe('mailto:x@evil.example%3Fbody%3DPay%2520now%26cc%3Dboss%2540company.example%23top');
    const url = new URL(href);
    // Everything is one address: no query (cc=, body=) and no fragment of its own.
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe(hostile);
    // With a subject and body, the hostile address still adds nothing to them.
    const reply = new URL(replyHref({ ...message, email: hostile }, 'UTC'));
    expect(
      reply.search
        .slice(1)
        .split('&')
        .map((p) => p.split('=')[0]),
    ).toEqual(['subject', 'body']);
  });

  it('encodes the subject and body it is given, and leaves out those it is not', () => {
    expect(mailtoHref(' ann@example.com ')).toBe('mailto:ann@example.com');
    expect(mailtoHref('ann@example.com', { subject: 'Hi & bye?', body: 'a\r\nb=c' })).toBe(
      'mailto:ann@example.com?subject=Hi%20%26%20bye%3F&body=a%0D%0Ab%3Dc',
    );
  });
});
