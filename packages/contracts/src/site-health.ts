// What the site's health checks find (GET /site-health/, POST /site-health/run, POST
// /site-health/check): images without alternative text, colour pairs below WCAG AA contrast,
// headings out of order, links that lead nowhere, malformed mail and phone links, and SEO gaps.
// Warnings for the editors, never a reason to refuse a save or a publish.
import { z } from 'zod';
import { SITE_HEALTH_KINDS, type SiteHealthKind } from './site-health-kinds.js';

export { SITE_HEALTH_KINDS, type SiteHealthKind } from './site-health-kinds.js';
export const siteHealthKindSchema = z.enum(SITE_HEALTH_KINDS);

/** One thing found on one public page. */
export const siteHealthFindingSchema = z.object({
  kind: siteHealthKindSchema,
  /**
   * The document that holds it, as the drafts and history name documents: `home/hero`, `services`,
   * `custom-pages/{slug}`, `seo/{page}` or `settings`.
   */
  document: z.string(),
  /**
   * The field in that document, by the editor form's name for it (`cards.1.image`, `title`), or null
   * when the finding is about the document as a whole.
   */
  field: z.string().nullable(),
  /** The public address it shows on: `/`, `/about`, `/services/{slug}`, `/{slug}`, `/bn/about`. */
  page: z.string(),
  /** The language (a code of the site settings'). */
  locale: z.string(),
  /** What is wrong, in a sentence an editor understands. */
  message: z.string(),
  /** A contrast finding's figures: the ratio found, the ratio needed, both colours and one that would pass. */
  contrast: z
    .object({
      ratio: z.number(),
      required: z.number(),
      foreground: z.string(),
      background: z.string(),
      /** The nearest foreground colour that reaches `required` on `background`. */
      suggestion: z.string(),
    })
    .optional(),
  /** A link finding's address, and for an outside one what it answered and when it was checked. */
  link: z
    .object({
      url: z.string(),
      /** The HTTP status answered, or null when none came (DNS, refused, timeout). */
      status: z.number().int().nullable().optional(),
      checked_at: z.string().optional(),
    })
    .optional(),
});
export type SiteHealthFinding = z.infer<typeof siteHealthFindingSchema>;

/** GET /site-health/: the latest whole-site check. `checked_at` is null before the first. */
export const siteHealthSchema = z.object({
  checked_at: z.string().nullable(),
  findings: z.array(siteHealthFindingSchema),
});
export type SiteHealth = z.infer<typeof siteHealthSchema>;

/** GET /site-health/?kind=&page=&locale=: only the findings of that kind, on that page, in that language. */
export const siteHealthQuerySchema = z.object({
  kind: z.enum(SITE_HEALTH_KINDS, { error: `kind is one of ${SITE_HEALTH_KINDS.join(', ')}.` }).optional(),
  page: z.string().max(2048).optional(),
  locale: z.string().max(35).optional(),
});
export type SiteHealthQuery = z.infer<typeof siteHealthQuerySchema>;

/** POST /site-health/run: a whole-site check, answered when done or with the run to poll. */
export const siteHealthRunSchema = z.object({
  id: z.number().int(),
  state: z.enum(['running', 'done', 'failed']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Why it failed, or null. */
  error: z.string().nullable(),
});
export type SiteHealthRun = z.infer<typeof siteHealthRunSchema>;

/**
 * POST /site-health/check: what publishing a document would introduce. `data` is the document as it
 * would be published (the form's values); left out, its saved draft.
 */
export const siteHealthCheckRequestSchema = z.object({
  document: z.string().min(1),
  locale: z.string().optional(),
  data: z.unknown().optional(),
});
export type SiteHealthCheckRequest = z.infer<typeof siteHealthCheckRequestSchema>;

/** The findings the change would add to the published site (those it already has are left out). */
export const siteHealthCheckSchema = z.object({
  findings: z.array(siteHealthFindingSchema),
});
export type SiteHealthCheck = z.infer<typeof siteHealthCheckSchema>;

/** The counts of the latest whole-site check, by kind, for the dashboard. */
export const siteHealthCountsSchema = z.object({
  checked_at: z.string().nullable(),
  total: z.number().int(),
  by_kind: z.record(siteHealthKindSchema, z.number().int()),
});
export type SiteHealthCounts = z.infer<typeof siteHealthCountsSchema>;

/** Counts with nothing found: before the first check. */
export const NO_SITE_HEALTH_COUNTS: SiteHealthCounts = {
  checked_at: null,
  total: 0,
  by_kind: Object.fromEntries(SITE_HEALTH_KINDS.map((kind) => [kind, 0])) as Record<SiteHealthKind, number>,
};
