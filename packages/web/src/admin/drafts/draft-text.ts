// How the editor names a draft's state: the badge of a section button or a row of the Drafts screen,
// and the conversion of the Schedule dialog's local date and time (the admin's time zone) to the ISO
// time the server takes.
import type { DraftSummary } from '@site/contracts';
import { formatSavedAtShort, type TimeOptions } from '../history/saved-at';

/** "Draft", or "Scheduled {time}" when the draft waits for its schedule. */
export function draftBadge(summary: Pick<DraftSummary, 'publish_at'>, options: TimeOptions = {}): string {
  return summary.publish_at ? `Scheduled ${formatSavedAtShort(summary.publish_at, options)}` : 'Draft';
}

/**
 * The value of a datetime-local input ("2030-01-31T09:00", the admin's own time zone) as an ISO time;
 * null when it names no time.
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A datetime-local value for `date` in the admin's time zone (the Schedule dialog's first suggestion). */
export function isoToLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
