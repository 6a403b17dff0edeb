import { describe, expect, it } from 'vitest';
import { selectAllState, toggleAll, toggleId, visibleSelection } from './selection';

const ids = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe('toggleId', () => {
  it('adds an id that is not selected and removes one that is, leaving the input alone', () => {
    const start = new Set([1]);
    expect(ids(toggleId(start, 2))).toEqual([1, 2]);
    expect(ids(toggleId(start, 1))).toEqual([]);
    expect(ids(start)).toEqual([1]);
  });
});

describe('selectAllState', () => {
  it('is none, some or all of the visible rows', () => {
    expect(selectAllState(new Set(), [1, 2])).toBe('none');
    expect(selectAllState(new Set([1]), [1, 2])).toBe('some');
    expect(selectAllState(new Set([1, 2]), [1, 2])).toBe('all');
  });

  it('ignores selected ids that are not visible, and an empty table is none', () => {
    expect(selectAllState(new Set([7]), [1, 2])).toBe('none');
    expect(selectAllState(new Set([1, 2, 7]), [1, 2])).toBe('all');
    expect(selectAllState(new Set([7]), [])).toBe('none');
  });
});

describe('toggleAll', () => {
  it('selects every visible row from none or some, and clears them from all', () => {
    expect(ids(toggleAll(new Set(), [1, 2, 3]))).toEqual([1, 2, 3]);
    expect(ids(toggleAll(new Set([2]), [1, 2, 3]))).toEqual([1, 2, 3]);
    expect(ids(toggleAll(new Set([1, 2, 3]), [1, 2, 3]))).toEqual([]);
  });

  it('drops ids hidden by the filter when selecting the visible rows', () => {
    expect(ids(toggleAll(new Set([9]), [1, 2]))).toEqual([1, 2]);
  });
});

describe('visibleSelection', () => {
  it('keeps only the selected ids that are shown', () => {
    expect(ids(visibleSelection(new Set([1, 5, 9]), [1, 2, 9]))).toEqual([1, 9]);
  });
});
