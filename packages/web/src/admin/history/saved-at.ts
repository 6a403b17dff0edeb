// When a version was saved, in the admin's own locale and time zone: the time alone for today
// (a conflict is usually minutes old), the date too for an older one.
export interface TimeOptions {
  locale?: string | string[];
  /** For tests; the browser's own zone otherwise. */
  timeZone?: string;
  now?: Date;
}

const dayOf = (date: Date, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** The full date and time, as the history list shows it. */
export function formatSavedAt(iso: string, { locale, timeZone }: TimeOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The time alone when it is today, else the date and time. */
export function formatSavedAtShort(iso: string, options: TimeOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const today = dayOf(date, options.timeZone) === dayOf(options.now ?? new Date(), options.timeZone);
  return today
    ? new Intl.DateTimeFormat(options.locale, { timeStyle: 'short', timeZone: options.timeZone }).format(date)
    : formatSavedAt(iso, options);
}

/** Who saved a version; the server records nobody for the demo content and command-line writes. */
export const savedByName = (savedBy: string | null) => savedBy ?? 'Someone';
