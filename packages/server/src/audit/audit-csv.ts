// The audit log as a CSV file: the entries as the Activity screen filters them, one row each, with
// the action by its name and the detail as JSON; guarded against formulas like the inbox's export.
import type { Readable } from 'node:stream';
import { AUDIT_CSV_COLUMNS, type AuditEntryView } from '@site/contracts';
import { csvStream } from '../content/csv-stream.js';

export function auditCsvStream(entries: AsyncIterable<AuditEntryView>): Readable {
  return csvStream(
    AUDIT_CSV_COLUMNS,
    (async function* () {
      for await (const e of entries) {
        yield [
          String(e.id),
          e.at,
          e.actor ?? '',
          e.action,
          e.target ?? '',
          e.detail ? JSON.stringify(e.detail) : '',
          e.address ?? '',
        ];
      }
    })(),
  );
}

/** activity-YYYY-MM-DD.csv, the day (UTC) of the export. */
export function auditCsvFileName(now: Date): string {
  return `activity-${now.toISOString().slice(0, 10)}.csv`;
}
