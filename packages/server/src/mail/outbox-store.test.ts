// Claiming an alert is atomic across processes: of two connections to one database, only one gets a
// due row; the other gets it only once the first one's lease has run out, and the first one's late
// result is then ignored.
import { expect, it } from 'vitest';
import type { OpenDb } from '../db/client.js';
import { eachTwoConnections } from '../test/two-connections.js';
import { receiveMessage } from '../content/messages.js';
import { messageNotifications } from '../db/schema.js';
import { claimDueAlert, nextDueAt, recordFailure, recordSent } from './outbox-store.js';

let one: OpenDb;
let two: OpenDb;
eachTwoConnections((a, b) => {
  one = a;
  two = b;
});

const queuedAt = new Date('2025-01-01T00:00:00.000Z');
const later = (ms: number) => new Date(queuedAt.getTime() + ms);
const row = async () => (await one.select().from(messageNotifications).limit(1))[0];

it('gives a due alert to one connection only, until its lease runs out', async () => {
  await receiveMessage(one, { name: 'A', email: 'a@example.com', message: 'Hi' }, null, { alertQueuedAt: queuedAt });
  const id = (await row())?.messageId;
  expect(await claimDueAlert(one, later(-1), 1000)).toBeUndefined();

  const first = await claimDueAlert(one, later(0), 1000);
  expect(first).toEqual({ messageId: id, queuedAt, lease: later(1000).toISOString() });
  expect(await claimDueAlert(two, later(500), 1000)).toBeUndefined();
  expect(await nextDueAt(two)).toEqual(later(1000));

  const second = await claimDueAlert(two, later(1000), 1000);
  expect(second?.messageId).toBe(id);
  expect((await row())?.attempts).toBe(2);

  // The first worker's result comes too late: the row is the second's now.
  await recordSent(one, first!, later(1200));
  expect(await row()).toMatchObject({ state: 'pending', sentAt: null });
  await recordFailure(two, second!, '451 Try again later', later(3000));
  expect(await row()).toMatchObject({
    state: 'retrying',
    error: '451 Try again later',
    nextAttemptAt: later(3000).toISOString(),
    leaseUntil: null,
  });
  expect(await nextDueAt(one)).toEqual(later(3000));
});

it('leaves sent and failed alerts alone', async () => {
  await receiveMessage(one, { name: 'A', email: 'a@example.com', message: 'Hi' }, null, { alertQueuedAt: queuedAt });
  const claim = (await claimDueAlert(one, later(0), 1000))!;
  await recordFailure(one, claim, '550 No such user', null);
  expect(await row()).toMatchObject({ state: 'failed', nextAttemptAt: null });
  expect(await claimDueAlert(two, later(10_000), 1000)).toBeUndefined();
  expect(await nextDueAt(two)).toBeUndefined();
});
