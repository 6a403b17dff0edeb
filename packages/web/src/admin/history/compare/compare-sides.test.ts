import { describe, expect, it } from 'vitest';
import { defaultSides } from './compare-sides';

const items = [3, 2, 1].map((version) => ({ version, savedBy: null, savedAt: '', note: null }));

describe('defaultSides', () => {
  it('compares with the draft when there is one', () => {
    expect(defaultSides(2, items, true)).toEqual({ from: 2, to: 'draft' });
  });

  it('else with the version saved after it, and the newest with the one before', () => {
    expect(defaultSides(1, items, false)).toEqual({ from: 1, to: 2 });
    expect(defaultSides(3, items, false)).toEqual({ from: 2, to: 3 });
    expect(defaultSides(1, items.slice(2), false)).toEqual({ from: 1, to: 1 });
  });
});
