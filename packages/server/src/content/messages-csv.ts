// The contact messages as a CSV file for a spreadsheet: RFC 4180 (quotes where needed, CRLF line
// ends), and no cell a spreadsheet would run as a formula.
import { stringify } from 'csv-stringify/sync';
import { MESSAGES_CSV_COLUMNS, type ContactMessage } from '@site/contracts';

/**
 * The header row, then one row per message in the order given. A cell starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return gets a `'` in front (OWASP's advice against CSV injection): a
 * visitor's "=HYPERLINK(…)" is shown as text, not run, when an admin opens the file.
 */
export function messagesCsv(messages: readonly ContactMessage[]): string {
  return stringify(
    messages.map((m) => [String(m.id), m.submitted_at, m.name, m.email, m.message, m.read ? 'true' : 'false']),
    { header: true, columns: [...MESSAGES_CSV_COLUMNS], record_delimiter: 'windows', escape_formulas: true },
  );
}

/** messages-YYYY-MM-DD.csv, the day (UTC) of the export. */
export function messagesCsvFileName(now: Date): string {
  return `messages-${now.toISOString().slice(0, 10)}.csv`;
}
