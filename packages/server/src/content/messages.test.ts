// receiveMessage's refusals on two connections to one database, as two server processes would have:
// what one stored counts for the other, and a refusal stores nothing (no message, no alert).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/client.js';
import { contactMessages, messageNotifications } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { ALREADY_SENT, receiveMessage } from './messages.js';

let dir: string;
let one: Db;
let two: Db;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-messages-'));
  one = openDatabase(path.join(dir, 'site.db'));
  two = openDatabase(path.join(dir, 'site.db'));
});
afterEach(() => {
  one.$client.close();
  two.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const input = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
const alertQueuedAt = new Date('2025-01-01T00:00:00.000Z');

/** The ApiError a call throws, or undefined when it does not. */
function refusal(call: () => unknown): ApiError | undefined {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return undefined;
}

describe('receiveMessage', () => {
  it('refuses on one connection the message the other stored, and queues no second alert', () => {
    expect(receiveMessage(one, input, null, { alertQueuedAt })).toEqual({ ok: true });
    const refused = refusal(() => receiveMessage(two, { ...input, email: 'Ada@Example.com' }, null, { alertQueuedAt }));
    expect(refused?.status).toBe(409);
    expect(refused?.body).toEqual({ ok: false, error: ALREADY_SENT });
    expect(two.select().from(contactMessages).all()).toHaveLength(1);
    expect(two.select().from(messageNotifications).all()).toHaveLength(1);
  });

  it('counts the hour across connections, and says how long to wait in Retry-After', () => {
    receiveMessage(one, input, null, { perHour: 2 });
    receiveMessage(two, { ...input, message: 'Again, differently' }, null, { perHour: 2 });
    const refused = refusal(() => receiveMessage(one, { ...input, message: 'A third' }, null, { perHour: 2 }));
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3500);
    expect(one.select().from(contactMessages).all()).toHaveLength(2);
    // A higher ceiling takes it.
    expect(receiveMessage(two, { ...input, message: 'A third' }, null, { perHour: 3 })).toEqual({ ok: true });
  });
});
