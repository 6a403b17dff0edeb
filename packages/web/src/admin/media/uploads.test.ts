import { describe, expect, it } from 'vitest';
import { queueUploads, stateLabel, uploadSummary, withState } from './uploads';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('the upload list', () => {
  it('queues each file under its own key and changes only the entry named', () => {
    const list = queueUploads([file('a.png'), file('b.png')]);
    expect(list.map((e) => e.name)).toEqual(['a.png', 'b.png']);
    expect(list[0]!.key).not.toBe(list[1]!.key);
    const next = withState(list, list[1]!.key, { status: 'sending', sent: 0.42 });
    expect(next[0]!.state).toEqual({ status: 'waiting' });
    expect(stateLabel(next[1]!.state)).toBe('Uploading… 42%');
  });

  it('sums up while sending and afterwards, counting the refused files', () => {
    let list = queueUploads([file('a.png'), file('b.txt'), file('c.png')]);
    expect(uploadSummary(list)).toBe('Uploading 1 of 3...');
    list = withState(list, list[0]!.key, { status: 'done' });
    expect(uploadSummary(list)).toBe('Uploading 2 of 3...');
    list = withState(list, list[1]!.key, { status: 'failed', message: 'Not an image.' });
    list = withState(list, list[2]!.key, { status: 'done' });
    expect(uploadSummary(list)).toBe('2 of 3 uploaded, 1 refused.');
    expect(stateLabel(list[1]!.state)).toBe('Not an image.');
  });
});
