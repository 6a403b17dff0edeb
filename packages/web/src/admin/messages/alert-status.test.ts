import type { MessageNotification } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { alertStatus } from './alert-status';

const time = (iso: string) => `<${iso}>`;
const notification = (extra: Partial<MessageNotification>): MessageNotification => ({
  state: 'pending',
  attempts: 0,
  error: null,
  next_attempt_at: null,
  sent_at: null,
  ...extra,
});

describe('alertStatus', () => {
  it('says nothing when email alerts were off', () => {
    expect(alertStatus(null, time)).toBeNull();
  });

  it('says when the alert was sent', () => {
    expect(alertStatus(notification({ state: 'sent', attempts: 1, sent_at: '2025-03-03T10:15:00Z' }), time)).toEqual({
      tone: 'ok',
      text: 'Email alert sent <2025-03-03T10:15:00Z>',
    });
  });

  it('says an alert waits for its first try', () => {
    expect(alertStatus(notification({}), time)).toEqual({ tone: 'waiting', text: 'Email alert waiting to be sent' });
  });

  it('says when a retrying alert tries next, and why the last try failed', () => {
    const retrying = notification({
      state: 'retrying',
      attempts: 2,
      error: '421 Try again later',
      next_attempt_at: '2025-03-03T10:20:00Z',
    });
    expect(alertStatus(retrying, time)).toEqual({
      tone: 'waiting',
      text: 'Email alert retrying — next try <2025-03-03T10:20:00Z> (421 Try again later)',
    });
  });

  it("gives a failed alert's reason", () => {
    expect(alertStatus(notification({ state: 'failed', attempts: 9, error: '550 Mailbox unavailable' }), time)).toEqual({
      tone: 'failed',
      text: 'Email alert failed: 550 Mailbox unavailable',
    });
    expect(alertStatus(notification({ state: 'failed', attempts: 9 }), time)?.text).toBe(
      'Email alert failed: no reason was given',
    );
  });
});
