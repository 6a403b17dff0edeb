// The sentence an admin reads when a test email could not be sent, from nodemailer's errors as they
// come (the route's tests send through a real SMTP server: routes/notifications.test.ts).
import { describe, expect, it } from 'vitest';
import { testFailureSentence } from './test-email.js';

const HOST = 'mail.example.com:587';

describe('testFailureSentence', () => {
  it('names a refused connection', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:587'), { code: 'ESOCKET' });
    expect(testFailureSentence(error, HOST)).toBe(
      'The mail server at mail.example.com:587 refused the connection (connect ECONNREFUSED 10.0.0.1:587).',
    );
  });

  it('names a host that cannot be found', () => {
    const error = Object.assign(new Error('getaddrinfo ENOTFOUND mail.example.com'), { code: 'EDNS' });
    expect(testFailureSentence(error, HOST)).toBe(
      "The mail server's name in mail.example.com:587 could not be found (getaddrinfo ENOTFOUND mail.example.com).",
    );
  });

  it('names a server that does not answer in time', () => {
    const error = Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' });
    expect(testFailureSentence(error, HOST)).toBe(
      'The mail server at mail.example.com:587 did not answer in time (Connection timeout).',
    );
  });

  it("gives a refused login and any other refusal in the server's own words", () => {
    const login = Object.assign(new Error('Invalid login'), { code: 'EAUTH', response: '535 Authentication failed' });
    expect(testFailureSentence(login, HOST)).toBe(
      'The mail server at mail.example.com:587 refused the login in SMTP_URL: 535 Authentication failed',
    );
    const refused = Object.assign(new Error('Message failed'), { code: 'EMESSAGE', response: '554 Spam\r\ndetected' });
    expect(testFailureSentence(refused, HOST)).toBe(
      'The mail server at mail.example.com:587 refused the test email: 554 Spam detected',
    );
  });
});
