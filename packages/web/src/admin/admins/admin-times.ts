// How the Admins screen writes a date joined or a last login: the date and time in the admin's
// own locale and zone (as the history does), and "Never" for an admin who has not signed in yet.
import { formatSavedAt, type TimeOptions } from '../history/saved-at';

export const NEVER_SIGNED_IN = 'Never';

export function formatAdminTime(iso: string | null, options: TimeOptions = {}): string {
  return iso === null ? NEVER_SIGNED_IN : formatSavedAt(iso, options);
}
