// The export's reading and guarding on their own: pages that leave the database connection free
// between reads, and the formula guard cell by cell.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.js';
import { type TestApp, withTestApp } from '../test/test-app.js';
import { defuseFormula } from './csv-stream.js';
import { exportRows } from './messages-csv.js';

let t: TestApp;
withTestApp((made) => {
  t = made.t;
});

describe('exportRows', () => {
  it('reads a page at a time, leaving the connection free for writes between reads, without repeats', async () => {
    await t.app.db.insert(contactMessages).values(
      Array.from({ length: 7 }, (_, i) => ({
        name: `N${i}`,
        email: 'a@example.com',
        message: 'm',
        submittedAt: '2025-01-01T00:00:00.000Z',
      })),
    );
    const rows = exportRows(t.app.db, undefined, 3);
    const seen = [(await rows.next()).value?.name];
    // A statement left open by the reader would make this write throw "connection is busy".
    await t.app.db.update(contactMessages).set({ read: true });
    await t.app.db.delete(contactMessages).where(eq(contactMessages.name, 'N2'));
    for await (const row of rows) seen.push(row.name);
    expect(seen).toEqual(['N6', 'N5', 'N4', 'N3', 'N1', 'N0']);
  });
});

describe('defuseFormula', () => {
  it.each(['=1', '+1', '-1', '@x', '\t=1', '\r=1', '\n=1', ' =1', '\u00a0@x', '\uff1d1'])('guards %j', (cell) => {
    expect(defuseFormula(cell)).toBe(`'${cell}`);
  });
  it.each(['Hello\n=1+1', 'ada@example.com', '2025-01-01T00:00:00.000Z', '12', ''])('leaves %j as it is', (cell) => {
    expect(defuseFormula(cell)).toBe(cell);
  });
});
