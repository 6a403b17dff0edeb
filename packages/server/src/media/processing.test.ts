// One image at a time: queued work never overlaps, and a failure does not stop the queue.
import { describe, expect, it } from 'vitest';
import { oneAtATime } from './processing.js';

describe('oneAtATime', () => {
  it('runs tasks one after another, in order, passing results and errors to their callers', async () => {
    const events: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        expect(running).toBe(1);
        events.push(`start ${name}`);
        // Gives the event loop a turn, in which a queue that did not wait would start the next task.
        await new Promise(setImmediate);
        events.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([oneAtATime(task('a')), oneAtATime(task('b', true)), oneAtATime(task('c'))]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
