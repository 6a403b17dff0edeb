// Contact messages: sent by visitors from the home page, read by admins.
import { z } from 'zod';
import { CONTACT_LIMITS, EMAIL_PATTERN, FILL_ALL_FIELDS, INVALID_EMAIL, tooLongMessage } from './contact-rules.js';

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

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  submitted_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactSentSchema = z.object({ ok: z.literal(true), id: z.number().int() });
export const contactFailedSchema = z.object({ ok: z.literal(false), error: z.string() });
