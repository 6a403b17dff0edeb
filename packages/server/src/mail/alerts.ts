// Email in the server: an outbox worker when SMTP_URL (with MAIL_FROM) is set, woken by every stored
// message and every submit for review; nothing at all otherwise. The alerts' addresses are read at
// every try (alert-settings.ts), as are the reviewers' (review-queue.ts).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { alertRecipients } from '../content/alert-settings.js';
import { onDocumentWritten } from '../content/document-writes.js';
import { alertQueue } from './alert-queue.js';
import { Outbox, type OutboxTiming } from './outbox.js';
import { reviewQueue } from './review-queue.js';
import { smtpSender } from './smtp-sender.js';

export type { Outbox, OutboxTiming };

/** What the operator is told at start when the alerts' link to the editor cannot be absolute. */
export function alertsStartWarning(config: Pick<Config, 'mail' | 'publicUrl'>): string | undefined {
  if (!config.mail || config.publicUrl) return undefined;
  return 'PUBLIC_URL is not set: email alerts link to the message by its path alone (/admin/messages-list?message=…). Set PUBLIC_URL for a link that opens.';
}

/** The outbox of this server, not yet started (buildApp starts it once the app is ready), or null when alerts are off. */
export async function createAlerts(app: FastifyInstance, db: Db, timing?: OutboxTiming): Promise<Outbox | null> {
  const { mail, publicUrl } = app.config;
  if (!mail) return null;
  const warning = alertsStartWarning(app.config);
  if (warning) app.log.warn(warning);
  const settings = async () => ({ from: mail.from, to: await alertRecipients(db, app.config), publicUrl });
  const queues = [alertQueue(settings), reviewQueue(mail.from, publicUrl)];
  const outbox = new Outbox(db, smtpSender(mail.smtpUrl), queues, app.log, timing);
  // Every write of messages wakes it; a read flag changing costs one look at the outbox.
  onDocumentWritten(db, (document) => {
    if (document === 'messages') outbox.wake();
  });
  return outbox;
}
