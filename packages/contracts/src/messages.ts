// Contact messages: sent by visitors from the home page, read by admins.
import { z } from 'zod';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  EMAIL_PATTERN,
  FILL_ALL_FIELDS,
  INVALID_EMAIL,
  PAGE_PATH_ERROR,
  PAGE_PATH_MAX,
  PAGE_PATH_PATTERN,
  tooLongMessage,
} from './contact-rules.js';

const required = (max: number, label: string) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, { error: FILL_ALL_FIELDS })
    .max(max, { error: tooLongMessage(label, max) });

export const contactMessageInputSchema = z.strictObject({
  name: required(CONTACT_LIMITS.name, 'name'),
  email: required(CONTACT_LIMITS.email, 'email address').regex(EMAIL_PATTERN, { error: INVALID_EMAIL }),
  message: required(CONTACT_LIMITS.message, 'message'),
  /** Honeypot: a field people never see. A filled one marks a bot. */
  website: z.string().max(500).optional(),
  /** The path of the page the form was sent from (the browser's location.pathname); optional. */
  page: z
    .string({ error: PAGE_PATH_ERROR })
    .max(PAGE_PATH_MAX, { error: PAGE_PATH_ERROR })
    .regex(PAGE_PATH_PATTERN, { error: PAGE_PATH_ERROR })
    .optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/**
 * The one sentence to show for a rejected message: "all fields filled" is checked before the
 * email format, whatever order the problems were found in.
 */
export function contactErrorMessage(issueMessages: readonly string[]): string {
  if (issueMessages.includes(FILL_ALL_FIELDS)) return FILL_ALL_FIELDS;
  return issueMessages[0] ?? FILL_ALL_FIELDS;
}

/**
 * Where the email alert for a message stands. `sent`: the SMTP server took it; `retrying`: the last
 * try failed and another is due at `next_attempt_at`; `failed`: tries stopped (after 24 hours, or a
 * refusal that will not change), `error` says the SMTP server's reason.
 */
export const NOTIFICATION_STATES = ['pending', 'sent', 'retrying', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const messageNotificationSchema = z.object({
  state: z.enum(NOTIFICATION_STATES),
  attempts: z.number().int(),
  /** The SMTP server's reason for the last failure; null once sent. */
  error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type MessageNotification = z.infer<typeof messageNotificationSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  submitted_at: z.string(),
  /** An admin has opened it (or marked it read). */
  read: z.boolean(),
  /** The email alert; null when email alerts were off as the message arrived. */
  notification: messageNotificationSchema.nullable(),
  /** The form it was sent with (a key of MESSAGE_FORMS); null for messages older than this record. */
  form: z.string().nullable(),
  /** The path of the page it was sent from; null when unknown. */
  page: z.string().nullable(),
  /** When an admin marked it replied; null while it waits for a reply. */
  replied_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const PATCH_NOTHING = 'Send read or replied (true or false) to change the message.';

/** PATCH /contact-messages/{id}/: marks a message read or unread, replied or not (one or both). */
export const contactMessagePatchSchema = z
  .strictObject({
    read: z.boolean({ error: 'read must be true or false.' }).optional(),
    replied: z.boolean({ error: 'replied must be true or false.' }).optional(),
  })
  .refine((patch) => patch.read !== undefined || patch.replied !== undefined, { error: PATCH_NOTHING });
export type ContactMessagePatch = z.infer<typeof contactMessagePatchSchema>;

/** GET /contact-messages/?q= and the CSV export: the words searched for in the name, email and text. */
export const contactMessageQuerySchema = z.object({ q: z.string().trim().max(200).optional() });

/** The most messages one page of GET /contact-messages/ may ask for. */
export const MESSAGES_MAX_LIMIT = 500;
/** An offset past this is no page of any inbox; it is refused before it reaches the database. */
export const MESSAGES_MAX_OFFSET = 1_000_000_000;

/**
 * GET /contact-messages/?q=&limit=&offset=: one page of the list, newest first. Without `limit` every
 * message from `offset` on. The answer stays an array; its X-Total-Count header gives how many match q,
 * X-Unread-Count how many of all messages are unread and X-Offset where the page starts (see `around`).
 */
export const contactMessageListQuerySchema = contactMessageQuerySchema.extend({
  limit: z.coerce
    .number({ error: 'limit must be a whole number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(MESSAGES_MAX_LIMIT, { error: `limit must be at most ${MESSAGES_MAX_LIMIT}.` })
    .optional(),
  offset: z.coerce
    .number({ error: 'offset must be a whole number.' })
    .int({ error: 'offset must be a whole number.' })
    .min(0, { error: 'offset must be 0 or more.' })
    .max(MESSAGES_MAX_OFFSET, { error: `offset must be at most ${MESSAGES_MAX_OFFSET}.` })
    .optional(),
  /** The id of a message: answer the page (of `limit`) that holds it instead of the one at `offset`, if it matches q. */
  around: z.coerce
    .number({ error: 'around must be a message id.' })
    .int({ error: 'around must be a message id.' })
    .min(1, { error: 'around must be a message id.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'around must be a message id.' })
    .optional(),
});
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuerySchema>;

/** The CSV export's header row, in this order. */
export const MESSAGES_CSV_COLUMNS = [
  'id',
  'submitted_at',
  'name',
  'email',
  'message',
  'read',
  'replied_at',
  'form',
  'page',
] as const;

/** The answer to a sent message: no id, which would count the site's messages and tell a filtered bot apart. */
export const contactSentSchema = z.strictObject({ ok: z.literal(true) });
export const contactFailedSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  /** With "Please fill in all the fields.": the fields left empty, for the form to mark. */
  missing: z.array(z.enum(CONTACT_FIELDS)).optional(),
});
