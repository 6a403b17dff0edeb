// GET /dashboard: what waits for someone, in one answer for the editor's Dashboard screen. Each part
// is for the roles that may see it (permissions.ts): a part the signed-in role may not see is null.
import { z } from 'zod';
import { reviewStateSchema } from './review.js';
import { siteHealthCountsSchema } from './site-health.js';

/** What a document is, for its line on the dashboard. */
export const DASHBOARD_KINDS = ['section', 'services', 'page', 'seo', 'settings'] as const;
export const dashboardKindSchema = z.enum(DASHBOARD_KINDS);
export type DashboardKind = z.infer<typeof dashboardKindSchema>;

/** A document named on the dashboard: its API path (as the drafts and history name it), label, kind and language. */
const dashboardDocumentSchema = z.object({
  /** `home/hero`, `services`, `custom-pages/{slug}`, `seo/{page}` or `settings`. */
  path: z.string(),
  /** Its label; a translation's names its language ("Hero (বাংলা)"). */
  label: z.string(),
  kind: dashboardKindSchema,
  /** The language (a code of the site settings'). */
  locale: z.string(),
  /** Whether it is a translation (a language other than the default). */
  translation: z.boolean(),
});

/** A draft waiting to be published: who saved it last and when, and when it is scheduled (or null). */
export const dashboardDraftSchema = dashboardDocumentSchema.extend({
  /** Its heading or first words, or null. */
  excerpt: z.string().nullable(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  publish_at: z.string().nullable(),
  /** Why its schedule could not be published, or null. */
  schedule_error: z.string().nullable(),
  /** Where it stands in review, or null when nobody submitted it. */
  review: reviewStateSchema.nullable(),
});
export type DashboardDraft = z.infer<typeof dashboardDraftSchema>;

/** A draft in review: who asked and when, with their note. */
export const dashboardReviewSchema = dashboardDocumentSchema.extend({
  excerpt: z.string().nullable(),
  requested_by: z.string().nullable(),
  requested_at: z.string(),
  note: z.string().nullable(),
});
export type DashboardReview = z.infer<typeof dashboardReviewSchema>;

/** One saved version of a document: who saved it, when, and its version number. */
export const dashboardChangeSchema = dashboardDocumentSchema.extend({
  version: z.number().int(),
  saved_by: z.string().nullable(),
  saved_at: z.string(),
});
export type DashboardChange = z.infer<typeof dashboardChangeSchema>;

/** How many unread messages there are to show at most on the dashboard. */
export const DASHBOARD_NEWEST_MESSAGES = 5;
/** How many recent changes the dashboard lists. */
export const DASHBOARD_RECENT_CHANGES = 10;

export const dashboardSchema = z.object({
  /** Drafts not scheduled, newest save first. */
  drafts: z.array(dashboardDraftSchema),
  /** Scheduled drafts, the soonest first. */
  scheduled: z.array(dashboardDraftSchema),
  /** Drafts in review, oldest request first; null for a role that may not review. */
  in_review: z.array(dashboardReviewSchema).nullable(),
  /** The unread messages: how many, and the newest few; null for a role that may not read the inbox. */
  messages: z
    .object({
      unread: z.number().int(),
      newest: z.array(z.object({ id: z.number().int(), name: z.string(), submitted_at: z.string() })),
    })
    .nullable(),
  /**
   * Email alerts that failed for good while their messages are still unread: how many, and the mail
   * server's reason for the latest; null for a role that may not read the inbox.
   */
  failed_alerts: z
    .object({
      count: z.number().int(),
      latest: z.object({ message_id: z.number().int(), error: z.string().nullable(), at: z.string() }).nullable(),
    })
    .nullable(),
  /** The newest saved versions of any document, newest first. */
  recent_changes: z.array(dashboardChangeSchema),
  /** How many findings the latest whole-site health check has, by kind. */
  site_health: siteHealthCountsSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
