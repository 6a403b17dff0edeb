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
  'review_submitted',
  'review_approved',
  'review_changes_requested',
  'backup',
  'import',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;
