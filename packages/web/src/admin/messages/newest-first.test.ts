import type { ContactMessage } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first';

const message = (id: number, submitted_at: string): ContactMessage => ({
  id,
  name: `N${id}`,
  email: 'a@b.co',
  message: 'Hi',
  submitted_at,
  read: false,
  notification: null,
  form: null,
  page: null,
  replied_at: null,
});

describe('newestFirst', () => {
  it('orders by submitted_at, newest first, without changing its input', () => {
    const input = [
      message(1, '2024-01-01T10:00:00.000Z'),
      message(3, '2024-03-01T10:00:00.000Z'),
      message(2, '2024-02-01T10:00:00.000Z'),
    ];
    expect(newestFirst(input).map((m) => m.id)).toEqual([3, 2, 1]);
    expect(input.map((m) => m.id)).toEqual([1, 3, 2]);
  });

  it('keeps the given order for messages sent in the same instant', () => {
    const at = '2024-05-05T12:00:00.000Z';
    expect(newestFirst([message(9, at), message(8, at), message(7, at)]).map((m) => m.id)).toEqual([9, 8, 7]);
  });

  it('puts a message with an unreadable date last', () => {
    const input = [message(1, 'not a date'), message(2, '2024-01-01T00:00:00.000Z')];
    expect(newestFirst(input).map((m) => m.id)).toEqual([2, 1]);
  });
});
