// The retry timetable of email alerts, and which SMTP failures end the tries at once.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, failureReason, isPermanentRefusal, nextTry } from './retry.js';

const queued = new Date('2025-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(queued.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('nextTry with the default timetable', () => {
  it('tries every 30 seconds for the first 5 minutes', () => {
    expect(nextTry(DEFAULT_RETRY, queued, at(0))).toEqual(at(30_000));
    expect(nextTry(DEFAULT_RETRY, queued, at(4 * MINUTE + 59_000))).toEqual(at(5 * MINUTE + 29_000));
  });

  it('then less often: every 5 minutes in the first hour, every half hour after it', () => {
    expect(nextTry(DEFAULT_RETRY, queued, at(5 * MINUTE))).toEqual(at(10 * MINUTE));
    expect(nextTry(DEFAULT_RETRY, queued, at(2 * HOUR))).toEqual(at(2.5 * HOUR));
  });

  it('tries a last time at 24 hours, then stops', () => {
    expect(nextTry(DEFAULT_RETRY, queued, at(23 * HOUR + 50 * MINUTE))).toEqual(at(24 * HOUR));
    expect(nextTry(DEFAULT_RETRY, queued, at(24 * HOUR))).toBeNull();
    expect(nextTry(DEFAULT_RETRY, queued, at(30 * HOUR))).toBeNull();
  });

  it('takes a timetable of its own', () => {
    const fast = { delayMs: () => 10, giveUpAfterMs: 100 };
    expect(nextTry(fast, queued, at(5))).toEqual(at(15));
    expect(nextTry(fast, queued, at(95))).toEqual(at(100));
  });
});

describe('isPermanentRefusal', () => {
  it.each([
    [{ code: 'EENVELOPE', responseCode: 550, response: '550 No such user' }, true],
    [{ code: 'EMESSAGE', responseCode: 554, response: '554 Rejected as spam' }, true],
    [{ code: 'EMESSAGE', responseCode: 451, response: '451 Try again later' }, false],
    [{ code: 'EENVELOPE', responseCode: 452, response: '452 Mailbox full' }, false],
    [{ code: 'EAUTH', responseCode: 535, response: '535 Authentication failed' }, false],
    [{ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:2525' }, false],
    [{ code: 'ETIMEDOUT', message: 'Greeting never received' }, false],
    [new Error('anything else'), false],
    [undefined, false],
  ])('%j: %s', (error, permanent) => {
    expect(isPermanentRefusal(error)).toBe(permanent);
  });
});

describe('failureReason', () => {
  it("is the server's answer when there is one, else the error's message, on one line", () => {
    expect(failureReason({ response: '451 4.3.0 Try\r\n again', message: 'Message failed: 451 …' })).toBe('451 4.3.0 Try again');
    expect(failureReason(new Error('connect ECONNREFUSED 127.0.0.1:1'))).toBe('connect ECONNREFUSED 127.0.0.1:1');
    expect(failureReason('x'.repeat(600))).toHaveLength(500);
  });
});
