// Who gets the email alerts of new messages: the addresses saved in the editor (Site settings →
// Notifications) when there are any, otherwise the server's NOTIFY_EMAILS. The editor's list replaces
// the variable's rather than adding to it, so an office can move alerts to new people without asking
// whoever runs the server. The mail server itself (SMTP_URL, MAIL_FROM) stays in the environment.
import { eq } from 'drizzle-orm';
import type { NotificationSettings, NotificationSettingsInput } from '@site/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { adminSettings } from '../db/schema.js';

const ALERT_EMAILS_KEY = 'alert_emails';

/** The addresses saved in the editor; none before the first save. */
async function savedAlertEmails(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.key, ALERT_EMAILS_KEY));
  if (!row) return [];
  const value: unknown = JSON.parse(row.value);
  return Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : [];
}

/** Who an alert goes to now: the editor's list when it holds any address, else NOTIFY_EMAILS. */
export async function alertRecipients(db: Db, config: Pick<Config, 'mail'>): Promise<string[]> {
  return recipientsOf(await savedAlertEmails(db), config);
}

const recipientsOf = (saved: string[], config: Pick<Config, 'mail'>) => (saved.length > 0 ? saved : [...(config.mail?.to ?? [])]);

/** What the Notifications screen shows: both lists, who gets alerts, and the mail server (no password). */
export async function notificationSettings(db: Db, config: Pick<Config, 'mail'>): Promise<NotificationSettings> {
  // Read once, so that the saved list and who gets alerts cannot disagree.
  const emails = await savedAlertEmails(db);
  const recipients = recipientsOf(emails, config);
  const mail = config.mail;
  return {
    emails,
    env_emails: [...(mail?.to ?? [])],
    recipients,
    mail_server: { set: Boolean(mail), host: mail ? smtpHost(mail.smtpUrl) : null, from: mail?.from ?? null },
    on: Boolean(mail) && recipients.length > 0,
  };
}

/** host:port of an SMTP URL, without the login and password it may hold. */
export function smtpHost(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}

/** Stores the editor's list (already checked by the schema); an empty list hands alerts back to NOTIFY_EMAILS. */
export async function saveAlertEmails(
  db: Db,
  config: Pick<Config, 'mail'>,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  const value = JSON.stringify(input.emails);
  const updatedAt = new Date().toISOString();
  await db
    .insert(adminSettings)
    .values({ key: ALERT_EMAILS_KEY, value, updatedAt })
    .onConflictDoUpdate({ target: adminSettings.key, set: { value, updatedAt } });
  return await notificationSettings(db, config);
}
