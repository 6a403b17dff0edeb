// Email alerts as the editor sets them (Site settings → Notifications): the addresses that get an
// alert for every new message, stored in the database and read by admins only. The mail server stays
// in the server's environment (SMTP_URL, MAIL_FROM); the screen is told whether it is set, never its
// password.
import { z } from 'zod';
import { EMAIL_PATTERN } from './contact-rules.js';

/** Enough for a small team; an alert to more people is a mailing list's job. */
export const ALERT_EMAILS_MAX = 10;

export const ALERT_EMAIL_INVALID = 'Each alert address must be a valid email address, such as owner@example.com.';
export const ALERT_EMAILS_TOO_MANY = `At most ${ALERT_EMAILS_MAX} addresses can get email alerts.`;
export const ALERT_EMAILS_REPEATED = 'Each alert address may be listed only once.';

const alertEmails = z
  .array(
    z
      .string({ error: ALERT_EMAIL_INVALID })
      .trim()
      .max(254, { error: ALERT_EMAIL_INVALID })
      .regex(EMAIL_PATTERN, { error: ALERT_EMAIL_INVALID }),
    { error: 'emails must be a list of email addresses.' },
  )
  .max(ALERT_EMAILS_MAX, { error: ALERT_EMAILS_TOO_MANY })
  .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, { error: ALERT_EMAILS_REPEATED });

/** PUT /settings/notifications: the addresses the editor sets; an empty list leaves NOTIFY_EMAILS in charge. */
export const notificationSettingsInputSchema = z.strictObject({ emails: alertEmails });
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;

/** GET/PUT /settings/notifications: where alerts go and whether they can be sent at all. */
export const notificationSettingsSchema = z.object({
  /** The addresses saved in the editor. */
  emails: z.array(z.string()),
  /** The addresses of the server's NOTIFY_EMAILS variable (used when `emails` is empty). */
  env_emails: z.array(z.string()),
  /** Who gets the alerts now: `emails` when any are saved, else `env_emails`. */
  recipients: z.array(z.string()),
  /** The mail server of the environment: whether SMTP_URL and MAIL_FROM are set, its host and sender. */
  mail_server: z.object({ set: z.boolean(), host: z.string().nullable(), from: z.string().nullable() }),
  /** Alerts are sent: a mail server is set and there is at least one recipient. */
  on: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** POST /settings/notifications/test: to the typed addresses, or without them to the current recipients. */
export const testEmailInputSchema = z.strictObject({ emails: alertEmails.optional() });
export type TestEmailInput = z.infer<typeof testEmailInputSchema>;

/** The mail server's answer to a test email: the SMTP response line, or what went wrong as a sentence. */
export const testEmailResultSchema = z.object({
  /** The mail server took the email for at least one address. */
  sent: z.boolean(),
  accepted: z.array(z.string()),
  rejected: z.array(z.string()),
  /** The server's response line ("250 OK: queued as …") or the error in one sentence. */
  response: z.string(),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;
