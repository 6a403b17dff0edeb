import { describe, expect, it, vi } from 'vitest';
import { RequestFailedError, UnauthorizedError } from '../api/errors';
import { runInTurn } from './run-in-turn';

describe('runInTurn', () => {
  it('calls the action once per item, in order, one at a time, reporting each start', async () => {
    const log: string[] = [];
    const outcome = await runInTurn(
      ['a', 'b', 'c'],
      async (item) => {
        log.push(`start ${item}`);
        // A turn for other work: a runner that did not wait would start the next item here.
        await Promise.resolve();
        log.push(`end ${item}`);
        return item.toUpperCase();
      },
      (position, total) => log.push(`progress ${position}/${total}`),
    );
    expect(outcome).toEqual({ done: ['A', 'B', 'C'], failures: [] });
    expect(log).toEqual([
      'progress 1/3',
      'start a',
      'end a',
      'progress 2/3',
      'start b',
      'end b',
      'progress 3/3',
      'start c',
      'end c',
    ]);
  });

  it("carries on after a refusal and keeps the server's sentence for each failed item", async () => {
    const outcome = await runInTurn([1, 2, 3], async (n) => {
      if (n === 2) throw new RequestFailedError(400, 'That file is not an image.');
      if (n === 3) throw new TypeError('Failed to fetch');
      return n;
    });
    expect(outcome.done).toEqual([1]);
    expect(outcome.failures).toEqual([
      { item: 2, message: 'That file is not an image.' },
      { item: 3, message: 'Failed to fetch' },
    ]);
  });

  it('stops at a signed-out answer and throws it', async () => {
    const action = vi.fn(async () => {
      throw new UnauthorizedError('Invalid token.');
    });
    await expect(runInTurn([1, 2], action)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('does nothing for no items', async () => {
    const onStart = vi.fn();
    expect(await runInTurn([], vi.fn(), onStart)).toEqual({ done: [], failures: [] });
    expect(onStart).not.toHaveBeenCalled();
  });
});
