import { describe, expect, it } from 'vitest';
import { keyTarget, movedSentence, reorderTarget } from './use-reorder';

describe('reorderTarget', () => {
  it('moves an entry to another place inside the list', () => {
    expect(reorderTarget(0, 2, 3)).toBe(2);
    expect(reorderTarget(2, 0, 3)).toBe(0);
  });

  it('is no move onto itself, past either end, or from outside the list', () => {
    expect(reorderTarget(1, 1, 3)).toBeNull();
    expect(reorderTarget(0, -1, 3)).toBeNull();
    expect(reorderTarget(2, 3, 3)).toBeNull();
    expect(reorderTarget(3, 0, 3)).toBeNull();
  });
});

describe('keyTarget', () => {
  it('moves up one with ArrowUp and down one with ArrowDown, and ignores other keys', () => {
    expect(keyTarget('ArrowUp', 2)).toBe(1);
    expect(keyTarget('ArrowDown', 2)).toBe(3);
    expect(keyTarget('Enter', 2)).toBeNull();
    expect(keyTarget('ArrowLeft', 2)).toBeNull();
  });
});

describe('movedSentence', () => {
  it('says the entry and its new position counted from 1', () => {
    expect(movedSentence('Card 3', 0, 4)).toBe('Card 3 moved to position 1 of 4.');
  });
});
