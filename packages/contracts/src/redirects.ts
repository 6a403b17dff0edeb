// Redirects the editors manage (GET/POST /redirects/, PUT/DELETE /redirects/{id}) and the old
// addresses of renamed pages, listed together: from a path of this site (exact, or a prefix ending
// in `/*` whose rest is kept) to a path of this site or an http(s) address, with a 301 or a 302, and
// how often each sent a visitor on.
import { z } from 'zod';

export const REDIRECT_STATUSES = [301, 302] as const;
export const redirectStatusSchema = z.union([z.literal(301), z.literal(302)], {
  error: 'The status must be 301 (moved for good) or 302 (moved for now).',
});
export type RedirectStatus = z.infer<typeof redirectStatusSchema>;

/** The longest `from` and `to` accepted. */
export const REDIRECT_FROM_MAX = 500;
export const REDIRECT_TO_MAX = 2000;

/** What an editor sends to create or change a redirect. */
export const redirectInputSchema = z.object({
  from: z
    .string({ error: 'Give the address to redirect from, such as /old-page.' })
    .trim()
    .min(1, 'Give the address to redirect from, such as /old-page.')
    .max(REDIRECT_FROM_MAX, `Keep the address to redirect from to ${REDIRECT_FROM_MAX} characters or fewer.`),
  to: z
    .string({ error: 'Give the address to send visitors to: a path of this site or an http(s) address.' })
    .trim()
    .min(1, 'Give the address to send visitors to: a path of this site or an http(s) address.')
    .max(REDIRECT_TO_MAX, `Keep the address to send visitors to to ${REDIRECT_TO_MAX} characters or fewer.`),
  status: redirectStatusSchema.default(301),
});
export type RedirectInput = z.input<typeof redirectInputSchema>;

/** `redirect`: made by an editor; `rename`: a renamed page's old address, pointing at where it is now. */
export const REDIRECT_KINDS = ['redirect', 'rename'] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];

export const redirectSchema = z.object({
  /** An editor's redirect: its number as text (`"12"`); a rename: `rename:<old slug>`. */
  id: z.string(),
  from: z.string(),
  to: z.string(),
  status: redirectStatusSchema,
  kind: z.enum(REDIRECT_KINDS),
  /** How many visitors it sent on, and when last (null: never). */
  hits: z.number().int(),
  last_hit_at: z.string().nullable(),
  /** Who made it; null for a rename. */
  created_by: z.string().nullable(),
  /** When it last changed; null for a rename (the page's history has the rename). */
  updated_at: z.string().nullable(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectListSchema = z.array(redirectSchema);
