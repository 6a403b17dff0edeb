// The contact messages as a CSV file for a spreadsheet: RFC 4180 (CRLF line ends; a field holding a
// comma, a quote, a carriage return or a line feed is quoted), no cell a spreadsheet would run as a
// formula, and written as it is read so that a large inbox never sits whole in memory.
import type { Readable } from 'node:stream';
import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import { MESSAGE_FORMS, MESSAGES_CSV_COLUMNS, type MessageForm } from '@site/contracts';
import type { Db } from '../db/client.js';
import { contactMessages } from '../db/schema.js';
import { csvStream } from './csv-stream.js';
import { matching, newestFirst, sentFields } from './messages.js';

/** How many messages one read of the database takes while the file is written. */
const EXPORT_PAGE_SIZE = 500;

type ExportRow = {
  id: number;
  submitted_at: string;
  name: string;
  email: string;
  message: string;
  read: boolean;
  replied_at: string | null;
  form: string | null;
  page: string | null;
};

/** The form's name as the editor shows it ("Contact form"); empty for messages older than the record. */
const formLabel = (form: string | null) =>
  form ? (Object.hasOwn(MESSAGE_FORMS, form) ? MESSAGE_FORMS[form as MessageForm] : form) : '';

/**
 * The messages matching `q`, newest first, read from the database a page at a time. Each page is
 * one complete query that starts after the last row of the page before (by time, then id), so no
 * statement stays open on the shared connection while the reply waits for a slow client, and a
 * message deleted meanwhile neither repeats nor skips a row.
 */
export async function* exportRows(db: Db, q: string | undefined, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportRow> {
  let after: ExportRow | undefined;
  for (;;) {
    const conditions: (SQL | undefined)[] = [matching(q)];
    if (after) {
      conditions.push(
        or(
          lt(contactMessages.submittedAt, after.submitted_at),
          and(eq(contactMessages.submittedAt, after.submitted_at), lt(contactMessages.id, after.id)),
        ),
      );
    }
    const page = await db
      .select({
        ...sentFields,
        read: contactMessages.read,
        replied_at: contactMessages.repliedAt,
        form: contactMessages.form,
        page: contactMessages.page,
      })
      .from(contactMessages)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .limit(pageSize);
    yield* page;
    if (page.length < pageSize) return;
    after = page[page.length - 1];
  }
}

/** The CSV text of `rows`: the header row, then one row per message, as a stream of text. */
export function messagesCsvStream(rows: Iterable<ExportRow> | AsyncIterable<ExportRow>): Readable {
  const cells = (async function* () {
    for await (const m of rows) {
      const read = m.read ? 'true' : 'false';
      const cells = [
        String(m.id),
        m.submitted_at,
        m.name,
        m.email,
        m.message,
        read,
        m.replied_at ?? '',
        formLabel(m.form),
        m.page ?? '',
      ];
      yield cells;
    }
  })();
  return csvStream(MESSAGES_CSV_COLUMNS, cells);
}

/** messages-YYYY-MM-DD.csv, the day (UTC) of the export. */
export function messagesCsvFileName(now: Date): string {
  return `messages-${now.toISOString().slice(0, 10)}.csv`;
}
