// Claiming an alert on PostgreSQL, where two servers' claims run at the same time (no single writer
// as on SQLite): two claims that waited for the same due row, then went ahead together, give it to
// one of them only.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { connectDatabase, type OpenDb } from '../db/client.js';
import { receiveMessage } from '../content/messages.js';
import { messageNotifications } from '../db/schema.js';
import { holdLock } from '../test/held-lock.js';
import { freshPostgresDatabase } from '../test/pg-database.js';
import { claimDueAlert } from './outbox-store.js';

let url: string;
let one: OpenDb;
let two: OpenDb;
let drop: () => Promise<void>;
beforeEach(async () => {
  const database = await freshPostgresDatabase();
  url = database.url;
  drop = () => database.drop();
  one = await connectDatabase({ databasePath: '', databaseUrl: url });
  two = await connectDatabase({ databasePath: '', databaseUrl: url });
});
afterEach(async () => {
  await one.$close();
  await two.$close();
  await drop();
});

const queuedAt = new Date('2025-01-01T00:00:00.000Z');

it('gives a due alert to one of two claims that went ahead at the same moment', async () => {
  await receiveMessage(one, { name: 'A', email: 'a@example.com', message: 'Hi' }, null, { alertQueuedAt: queuedAt });
  // Both claims find the row due, then wait for the lock on it.
  const lock = await holdLock(url, 'SELECT 1 FROM message_notifications FOR UPDATE');
  const claims = Promise.all([claimDueAlert(one, queuedAt, 1000), claimDueAlert(two, queuedAt, 1000)]);
  await lock.waiters(2);
  await lock.release();
  const claimed = (await claims).filter((claim) => claim !== undefined);
  expect(claimed).toHaveLength(1);
  expect((await one.select().from(messageNotifications))[0]?.attempts).toBe(1);
});
