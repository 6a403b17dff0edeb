import { describe, expect, it, vi } from 'vitest';
import { createLiveDraft } from './live-draft';

describe('createLiveDraft', () => {
  it('starts empty, keeps what is set and tells each reader of a change', () => {
    const live = createLiveDraft<{ title: string }>();
    expect(live.get()).toBeNull();
    const reader = vi.fn();
    const unsubscribe = live.subscribe(reader);
    const values = { title: 'New' };
    live.set(values);
    expect(live.get()).toBe(values);
    expect(reader).toHaveBeenCalledTimes(1);
    live.set(null);
    expect(live.get()).toBeNull();
    expect(reader).toHaveBeenCalledTimes(2);
    unsubscribe();
    live.set({ title: 'Later' });
    expect(reader).toHaveBeenCalledTimes(2);
  });

  it('tells no one when the same values are set again', () => {
    const live = createLiveDraft<{ title: string }>();
    const values = { title: 'Same' };
    live.set(values);
    const reader = vi.fn();
    live.subscribe(reader);
    live.set(values);
    expect(reader).not.toHaveBeenCalled();
  });
});
