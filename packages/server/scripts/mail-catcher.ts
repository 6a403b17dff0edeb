// A local SMTP server that prints every email it receives, to try the email alerts by hand:
//   pnpm --filter @site/server mail-catcher            (listens on 127.0.0.1:2525)
//   SMTP_URL=smtp://127.0.0.1:2525 MAIL_FROM=site@example.com NOTIFY_EMAILS=owner@example.com pnpm start
// MAIL_CATCHER_PORT chooses another port. Nothing is delivered anywhere; Ctrl+C stops it.
import { startSmtpCatcher } from '../src/test/smtp-catcher.js';

const port = Number(process.env.MAIL_CATCHER_PORT ?? 2525);
const catcher = await startSmtpCatcher({
  port,
  onMail({ recipients, mail }) {
    console.log(
      [
        '----- mail received -----',
        `Date:     ${mail.date?.toISOString() ?? ''}`,
        `From:     ${mail.from?.text ?? ''}`,
        `To:       ${recipients.join(', ')}`,
        `Reply-To: ${mail.replyTo?.text ?? ''}`,
        `Subject:  ${mail.subject ?? ''}`,
        '',
        mail.text ?? '(no text part)',
        '',
      ].join('\n'),
    );
  },
});
console.log(`Catching mail on 127.0.0.1:${catcher.port}: set SMTP_URL=smtp://127.0.0.1:${catcher.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void catcher.close().then(() => process.exit(0)));
