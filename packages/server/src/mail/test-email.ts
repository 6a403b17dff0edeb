// "Send test email" from Site settings → Notifications: one email through the same SMTP server the
// alerts use, answered with what that server said (its response line, the addresses it took and
// refused) or, when it could not be reached, what went wrong as one sentence.
import type { TestEmailResult } from '@site/contracts';
import type { MailConfig } from '../config.js';
import { smtpHost } from '../content/alert-settings.js';
import { failureReason } from './retry.js';

/** Shorter than the alerts' (smtp-sender.ts): an admin is waiting for the answer on the screen. */
const TEST_EMAIL_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 } as const;

interface SmtpFailure {
  code?: unknown;
  rejected?: unknown;
}

/** What went wrong, as a sentence an admin can act on; the server's own words when it answered. */
export function testFailureSentence(error: unknown, host: string): string {
  const { code } = (error ?? {}) as SmtpFailure;
  const reason = failureReason(error);
  if (/ECONNREFUSED/.test(reason)) return `The mail server at ${host} refused the connection (${reason}).`;
  if (/ENOTFOUND|EAI_AGAIN/.test(reason)) return `The mail server's name in ${host} could not be found (${reason}).`;
  if (code === 'ETIMEDOUT' || /timeout/i.test(reason)) return `The mail server at ${host} did not answer in time (${reason}).`;
  if (code === 'EAUTH') return `The mail server at ${host} refused the login in SMTP_URL: ${reason}`;
  return `The mail server at ${host} refused the test email: ${reason}`;
}

export async function sendTestEmail(mail: MailConfig, to: readonly string[], siteName: string): Promise<TestEmailResult> {
  const host = smtpHost(mail.smtpUrl);
  // nodemailer is loaded when a test email is sent, not when the server starts.
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({ url: mail.smtpUrl, ...TEST_EMAIL_TIMEOUTS });
  const site = siteName.trim() || 'the website';
  try {
    const info = await transport.sendMail({
      from: mail.from,
      to: [...to],
      subject: `Test email from ${site}`,
      text: [
        `This is a test email sent from the editor of ${site} (Site settings → Notifications).`,
        '',
        'New contact messages are announced to this address the same way.',
      ].join('\n'),
    });
    const accepted = info.accepted.map(String);
    const rejected = info.rejected.map(String);
    return { sent: accepted.length > 0, accepted, rejected, response: info.response };
  } catch (error) {
    const rejected = (error as SmtpFailure).rejected;
    return {
      sent: false,
      accepted: [],
      rejected: Array.isArray(rejected) ? rejected.map(String) : [...to],
      response: testFailureSentence(error, host),
    };
  } finally {
    transport.close();
  }
}
