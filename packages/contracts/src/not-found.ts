// The not-found log over the API: the addresses of this site that answered 404 to visitors, how
// often and when, for the editor's Not found screen, where each becomes a redirect or is cleared.
import { z } from 'zod';

/**
 * How many addresses the log keeps: a new one beyond this pushes out the one seen least recently, so
 * a flood of made-up addresses never grows the table.
 */
export const NOT_FOUND_LOG_LIMIT = 500;

/** The list's orders: most visited first, or most recently seen first. */
export const NOT_FOUND_SORTS = ['hits', 'recent'] as const;
export type NotFoundSort = (typeof NOT_FOUND_SORTS)[number];

export const notFoundEntrySchema = z.object({
  /**
   * The path as asked, without its query (which can hold personal data); for a family of addresses
   * bots probe, the family's pattern (`/wp-*`, `/*.php`).
   */
  path: z.string(),
  hits: z.number().int().min(1),
  first_seen: z.iso.datetime(),
  last_seen: z.iso.datetime(),
  /** The host of the last page that linked here (no more of its address), or null when none was sent. */
  referrer_host: z.string().nullable(),
  /** For a family of addresses bots probe (kept as one entry), what they are in words; null for any other. */
  probe: z.string().nullable(),
});
export type NotFoundEntry = z.infer<typeof notFoundEntrySchema>;

export const notFoundQuerySchema = z.object({
  sort: z.enum(NOT_FOUND_SORTS).default('hits'),
});

/** A DELETE names one address (`?path=`) or the whole log (`?all=true`), never neither. */
export const notFoundClearQuerySchema = z
  .object({
    path: z.string().min(1).max(2000).optional(),
    all: z.enum(['true']).optional(),
  })
  .refine((q) => (q.path === undefined) !== (q.all === undefined), {
    message: 'Name one address to clear (?path=/old-page), or clear the whole log with ?all=true.',
  });

export const notFoundClearedSchema = z.object({ cleared: z.number().int().min(0) });
export type NotFoundCleared = z.infer<typeof notFoundClearedSchema>;

/** The 404 of a DELETE naming an address the log does not hold. */
export const notFoundNotLogged = (path: string) => `The not-found log holds no address "${path}".`;
