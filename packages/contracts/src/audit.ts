// The audit log's vocabulary: every kind of thing it records, named once for the server that
// writes it, the API that filters by it and the Activity screen that shows it.
import { z } from 'zod';

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'account_created',
  'account_changed',
  'account_removed',
  'role_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'passkey_added',
  'passkey_removed',
  'published',
  'scheduled',
  'schedule_cancelled',
  'restored',
  'deleted',
  'settings_changed',
  'preview_link_created',
  'preview_link_revoked',
  'review_link_created',
  'review_link_revoked',
  'redirect_created',
  'redirect_changed',
  'redirect_removed',
  'review_submitted',
  'review_approved',
  'review_changes_requested',
  'backup',
  'import',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** How each action reads on the Activity screen and in the CSV export. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  account_created: 'Account created',
  account_changed: 'Account changed',
  account_removed: 'Account removed',
  role_changed: 'Role changed',
  two_factor_enabled: 'Two-factor turned on',
  two_factor_disabled: 'Two-factor turned off',
  two_factor_reset: 'Two-factor reset',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  published: 'Published',
  scheduled: 'Scheduled',
  schedule_cancelled: 'Schedule cancelled',
  restored: 'Restored',
  deleted: 'Deleted',
  settings_changed: 'Settings changed',
  preview_link_created: 'Preview link made',
  preview_link_revoked: 'Preview link revoked',
  review_link_created: 'Review link made',
  review_link_revoked: 'Review link revoked',
  redirect_created: 'Redirect added',
  redirect_changed: 'Redirect changed',
  redirect_removed: 'Redirect deleted',
  review_submitted: 'Submitted for review',
  review_approved: 'Approved',
  review_changes_requested: 'Changes requested',
  backup: 'Backed up',
  import: 'Imported',
};

/** One entry of GET /audit-log/: who (null: a visitor, an outside reviewer or the server) did what, to what, when and from where. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  action: auditActionSchema,
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  address: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** The most entries one page of GET /audit-log/ may ask for, and how many it gives without `limit`. */
export const AUDIT_LOG_MAX_LIMIT = 200;
export const AUDIT_LOG_PAGE_SIZE = 50;
/** A page past this is no page of any log; it is refused before it reaches the database. */
const AUDIT_LOG_MAX_PAGE = 1_000_000;

/** A day (2030-01-31) or an ISO date and time; a day alone is taken in UTC. */
const timeFilter = (name: string) =>
  z
    .string()
    .trim()
    .refine((text) => z.iso.date().safeParse(text).success || z.iso.datetime({ offset: true }).safeParse(text).success, {
      error: `${name} must be a day (2030-01-31) or an ISO date and time (2030-01-31T09:00:00Z).`,
    })
    .optional();

/**
 * The filters of GET /audit-log/ and of its CSV export: the account's username (`actor`), one
 * action, and a time span (`since` from its start, `until` to its end: a day alone is the whole day).
 */
export const auditLogFilterSchema = z.object({
  actor: z
    .string()
    .trim()
    .min(1, { error: 'actor must be a username.' })
    .max(150, { error: 'actor must be a username.' })
    .optional(),
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}.` }).optional(),
  since: timeFilter('since'),
  until: timeFilter('until'),
});
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/**
 * GET /audit-log/?actor=&action=&since=&until=&page=&limit=: one page of the entries, newest first.
 * The answer is an array, as the inbox's list is; its X-Total-Count header gives how many match and
 * X-Offset where the page starts.
 */
export const auditLogQuerySchema = auditLogFilterSchema.extend({
  page: z.coerce
    .number({ error: 'page must be a whole number.' })
    .int({ error: 'page must be a whole number.' })
    .min(1, { error: 'page must be at least 1.' })
    .max(AUDIT_LOG_MAX_PAGE, { error: `page must be at most ${AUDIT_LOG_MAX_PAGE}.` })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(AUDIT_LOG_MAX_LIMIT, { error: `limit must be at most ${AUDIT_LOG_MAX_LIMIT}.` })
    .optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** The CSV export's header row, in this order. */
export const AUDIT_CSV_COLUMNS = ['id', 'at', 'actor', 'action', 'target', 'detail', 'address'] as const;
