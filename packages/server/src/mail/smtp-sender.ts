// Sends an alert through the SMTP server of SMTP_URL with nodemailer: a new connection per alert
// (alerts are rare), STARTTLS whenever the server offers it on smtp://, TLS from the start on smtps://.
// nodemailer is loaded when the first sender is made, not when the server starts.
import type { AlertEmail } from './alert-email.js';

/** An email the outbox sends: an alert (which replies go to the visitor), or another without a Reply-To. */
export type OutgoingEmail = Omit<AlertEmail, 'replyTo'> & Partial<Pick<AlertEmail, 'replyTo'>>;

export interface MailSender {
  /**
   * Resolves once the SMTP server accepted the alert for at least one recipient, with those it
   * refused; rejects with nodemailer's error otherwise.
   */
  send(mail: OutgoingEmail, signal: AbortSignal): Promise<{ rejected: string[] }>;
  close(): void;
}

/**
 * Timeouts well inside the outbox's lease (outbox.ts): a server that accepts the connection and then
 * says nothing is a failed try within a minute, not a worker stuck for ever.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as const;

export function smtpSender(smtpUrl: string): MailSender {
  const transport = import('nodemailer').then(({ createTransport }) => createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }));
  return {
    async send(mail, signal) {
      const info = await (await transport).sendMail({ ...mail, signal });
      return { rejected: info.rejected };
    },
    close: () => void transport.then((t) => t.close()),
  };
}
