// receiveMessage's refusals on two connections to one database, as two server processes would have:
// what one stored counts for the other, and a refusal stores nothing (no message, no alert).
import { describe, expect, it } from 'vitest';
import type { OpenDb } from '../db/client.js';
import { eachTwoConnections } from '../test/two-connections.js';
import { contactMessages, messageNotifications } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { ALREADY_SENT, receiveMessage } from './messages.js';

let one: OpenDb;
let two: OpenDb;
eachTwoConnections((a, b) => {
  one = a;
  two = b;
});

const input = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
const alertQueuedAt = new Date('2025-01-01T00:00:00.000Z');

/** The ApiError a call throws, or undefined when it does not. */
async function refusal(call: () => Promise<unknown>): Promise<ApiError | undefined> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return undefined;
}

describe('receiveMessage', () => {
  it('refuses on one connection the message the other stored, and queues no second alert', async () => {
    expect(await receiveMessage(one, input, null, { alertQueuedAt })).toEqual({ ok: true });
    const refused = await refusal(() => receiveMessage(two, { ...input, email: 'Ada@Example.com' }, null, { alertQueuedAt }));
    expect(refused?.status).toBe(409);
    expect(refused?.body).toEqual({ ok: false, error: ALREADY_SENT });
    expect(await two.select().from(contactMessages)).toHaveLength(1);
    expect(await two.select().from(messageNotifications)).toHaveLength(1);
  });

  it('counts the hour across connections, and says how long to wait in Retry-After', async () => {
    await receiveMessage(one, input, null, { perHour: 2 });
    await receiveMessage(two, { ...input, message: 'Again, differently' }, null, { perHour: 2 });
    const refused = await refusal(() => receiveMessage(one, { ...input, message: 'A third' }, null, { perHour: 2 }));
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await one.select().from(contactMessages)).toHaveLength(2);
    // A higher ceiling takes it.
    expect(await receiveMessage(two, { ...input, message: 'A third' }, null, { perHour: 3 })).toEqual({ ok: true });
  });

  it('stores one of two identical messages sent at once on one connection, and refuses the other', async () => {
    // Both start before either is stored; the transaction keeps the second's check behind the first's insert.
    const answers = await Promise.allSettled([
      receiveMessage(one, input, null, { alertQueuedAt }),
      receiveMessage(one, input, null, { alertQueuedAt }),
    ]);
    expect(answers[0]).toEqual({ status: 'fulfilled', value: { ok: true } });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: { status: 409 } });
    expect(await one.select().from(contactMessages)).toHaveLength(1);
    expect(await one.select().from(messageNotifications)).toHaveLength(1);
  });
});
