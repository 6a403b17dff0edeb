// Contact messages (decisions §6): sent by visitors from the home page, read by admins.
import { z } from 'zod';

/** Verbatim from the spec (public-site §5). */
export const FILL_ALL_FIELDS = 'Please fill in all the fields.';
export const INVALID_EMAIL = 'Please enter a valid email address.';

/** "Looks like an email, with a top-level part of at least 2 letters" (public-site §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000 } as const;

const required = (max: number, label: string) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, { error: FILL_ALL_FIELDS })
    .max(max, { error: `Please keep the ${label} under ${max} characters.` });

export const contactMessageInputSchema = z.strictObject({
  name: required(CONTACT_LIMITS.name, 'name'),
  email: required(CONTACT_LIMITS.email, 'email address').regex(EMAIL_PATTERN, { error: INVALID_EMAIL }),
  message: required(CONTACT_LIMITS.message, 'message'),
  /** Honeypot: a field people never see. A filled one marks a bot. */
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/**
 * The one sentence to show for a rejected message: the spec checks "all fields filled" before the
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
