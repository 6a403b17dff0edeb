// The inbox at scale and the CSV export as a spreadsheet reads it: rows that a line break inside a
// message must not split, formulas hidden behind whitespace, and 10,000 messages listed a page at
// a time and exported as a stream. Every export is read back with a real CSV parser.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { MESSAGES_CSV_COLUMNS } from '@site/contracts';
import { contactMessages } from '../db/schema.js';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const exportCsv = (query = '') => t.app.inject({ url: `/backend/api/contact-messages/export.csv${query}`, headers: auth(token) });
const list = (query = '') => t.app.inject({ url: `/backend/api/contact-messages/${query}`, headers: auth(token) });

/** Stores messages straight in the database, the first newest, each a second before the one above it. */
async function storeMessages(rows: { name?: string; email?: string; message?: string; read?: boolean }[]): Promise<void> {
  const start = Date.UTC(2025, 0, 1);
  const values = rows.map((row, i) => ({
    name: row.name ?? `Sender ${i}`,
    email: row.email ?? `sender${i}@example.com`,
    message: row.message ?? `Message ${i}`,
    read: row.read ?? false,
    submittedAt: new Date(start - i * 1000).toISOString(),
  }));
  // In batches, within both engines' limits on the parameters of one statement.
  await t.app.db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += 1000) await tx.insert(contactMessages).values(values.slice(i, i + 1000));
  });
}

/** A cell a spreadsheet would run: `= + - @` (also full-width) after whitespace it may trim, or a leading tab or line break. */
const RUNNABLE = /^(?:[\t\r\n]|[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/u;

describe('GET /contact-messages/export.csv as a spreadsheet reads it', () => {
  const attacks = [
    'Hello\n=1+1',
    'Hello\r=1+1',
    'Hello\r\n=HYPERLINK("http://evil.example","x")',
    '\n=1+1',
    '\r=1+1',
    '\r\n+1+1',
    ' =1+1',
    '   @SUM(1)',
    '\u00a0-1+1',
    '\uff1d1+1',
    '\t=1+1',
    'plain\n\n-2+3\n',
  ];

  it('keeps each message on one row of nine columns, whatever line breaks it holds, and no cell runs', async () => {
    await storeMessages(attacks.map((message, i) => ({ name: i % 2 ? ` =name${i}` : `\n@name${i}`, message })));
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    const records: string[][] = parse(res.body, { relax_column_count: true });
    expect(records).toHaveLength(attacks.length + 1);
    expect(records[0]).toEqual([...MESSAGES_CSV_COLUMNS]);
    for (const record of records) expect(record).toHaveLength(MESSAGES_CSV_COLUMNS.length);
    // The text survives whole; one that starts as a formula does behind the guard's quote mark.
    expect(records.slice(1).map((r) => r[4])).toEqual(attacks.map((m) => (RUNNABLE.test(m) ? `'${m}` : m)));
    // Every line of the file, read on its own as a spreadsheet that split rows would, starts harmlessly.
    for (const cell of records.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(RUNNABLE);
  });

  it('quotes a field with a lone line feed or carriage return, so no physical line starts a new row', async () => {
    await storeMessages([{ message: 'first\nsecond' }, { message: 'one\rtwo' }]);
    const res = await exportCsv();
    expect(res.body).toContain('"first\nsecond"');
    expect(res.body).toContain('"one\rtwo"');
  });
});

describe('10,000 messages', () => {
  const MANY = 10_000;
  /** One message in ten is a needle to search for. */
  const nameOf = (i: number) => (i % 10 === 7 ? `Needle ${i}` : `Sender ${i}`);

  it('are listed a page at a time with limit and offset, still as an array, with the totals in headers', async () => {
    await storeMessages(Array.from({ length: MANY }, (_, i) => ({ read: i % 4 !== 0, name: nameOf(i) })));
    const first = await list('?limit=50');
    expect(first.statusCode).toBe(200);
    expect(first.json<{ name: string }[]>().map((m) => m.name)).toEqual(Array.from({ length: 50 }, (_, i) => nameOf(i)));
    expect(first.headers['x-total-count']).toBe(String(MANY));
    expect(first.headers['x-unread-count']).toBe(String(MANY / 4));

    const later = await list('?limit=50&offset=9980');
    expect(later.json<{ name: string }[]>().map((m) => m.name)).toEqual(Array.from({ length: 20 }, (_, i) => nameOf(9980 + i)));

    // A search still looks through all of them; the total counts its matches, the unread count all messages.
    const search = await list('?q=needle&limit=50&offset=950');
    expect(search.json<{ name: string }[]>().map((m) => m.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Needle ${(950 + i) * 10 + 7}`),
    );
    expect(search.headers['x-total-count']).toBe(String(MANY / 10));
    expect(search.headers['x-unread-count']).toBe(String(MANY / 4));

    // around=id answers the page that holds that message, and says where it starts.
    const ids = first.json<{ id: number }[]>().map((m) => m.id);
    // Stored newest first, so ids grow with age.
    const oldestId = ids[0]! + (MANY - 1);
    const around = await list(`?limit=50&around=${oldestId}`);
    expect(around.headers['x-offset']).toBe('9950');
    expect(around.json<{ id: number }[]>().at(-1)?.id).toBe(oldestId);
    const aroundSearch = await list(`?q=needle&limit=50&around=${ids[0]! + 127}`);
    expect(aroundSearch.headers['x-offset']).toBe('0');
    expect(aroundSearch.json<{ name: string }[]>()[12]?.name).toBe('Needle 127');
    // An id that does not match the search falls back to the offset.
    const unmatched = await list(`?q=needle&limit=50&offset=100&around=${ids[0]}`);
    expect(unmatched.headers['x-offset']).toBe('100');

    // Without limit the documented answer is unchanged: every message.
    expect((await list()).json()).toHaveLength(MANY);
  });

  it('are exported as a stream of 10,001 CSV records, newest first', async () => {
    await storeMessages(Array.from({ length: MANY }, () => ({})));
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    // Written as it is read: no length is known up front, so the reply is chunked.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const records: string[][] = parse(res.body);
    expect(records).toHaveLength(MANY + 1);
    expect(records.slice(1).map((r) => r[2])).toEqual(Array.from({ length: MANY }, (_, i) => `Sender ${i}`));
    expect(new Set(records.slice(1).map((r) => r[0])).size).toBe(MANY);
  });
});

describe('GET /contact-messages/ paging parameters', () => {
  it.each([
    ['?limit=0', 'limit must be at least 1.'],
    ['?limit=501', 'limit must be at most 500.'],
    ['?limit=ten', 'limit must be a whole number.'],
    ['?limit=2.5', 'limit must be a whole number.'],
    ['?offset=-1', 'offset must be 0 or more.'],
    ['?offset=2000000000', 'offset must be at most 1000000000.'],
    ['?offset=1e20', 'offset must be a whole number.'],
    ['?around=abc', 'around must be a message id.'],
  ])('refuses %s with 400 and one readable sentence', async (query, sentence) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(sentence);
  });

  it('answers an offset past the end with an empty page', async () => {
    await storeMessages([{}, {}]);
    const res = await list('?offset=5&limit=10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('2');
  });
});
