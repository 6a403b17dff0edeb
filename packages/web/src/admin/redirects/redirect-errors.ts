// A refused save of a redirect, by field: the server names the field of each problem (`issues`), so
// the form shows the sentence under From, To or Status; anything else is the form's own message.
import { RequestFailedError } from '../api/errors';

export type RedirectField = 'from' | 'to' | 'status';
export interface RedirectErrors {
  fields: Partial<Record<RedirectField, string>>;
  /** A refusal that names no field (a 403, a 404, the server away). */
  form?: string;
}

export const SAVE_FAILED = 'The redirect could not be saved. Please try again.';

const isField = (path: unknown): path is RedirectField => path === 'from' || path === 'to' || path === 'status';

export function redirectErrors(error: unknown): RedirectErrors {
  if (!(error instanceof RequestFailedError)) return { fields: {}, form: SAVE_FAILED };
  const issues = (error.body as { issues?: { path?: unknown; message?: unknown }[] } | undefined)?.issues;
  const fields: RedirectErrors['fields'] = {};
  for (const issue of Array.isArray(issues) ? issues : [])
    if (isField(issue.path) && typeof issue.message === 'string') fields[issue.path] ??= issue.message;
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, form: error.message };
}
