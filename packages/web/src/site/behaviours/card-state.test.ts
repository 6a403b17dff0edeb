import { describe, expect, it } from 'vitest';
import { enter, flip, leave } from './card-state';

describe('card state', () => {
  it('entering a card makes it the only active one', () => {
    expect(enter(null, 2)).toBe(2);
    expect(enter(0, 2)).toBe(2);
  });

  it('leaving the active card turns it back; leaving another keeps the active one', () => {
    expect(leave(2, 2)).toBeNull();
    expect(leave(0, 2)).toBe(0);
    expect(leave(null, 2)).toBeNull();
  });

  it('a click flips a card over, a second click flips it back, a click on another moves the flip there', () => {
    expect(flip(null, 1)).toBe(1);
    expect(flip(1, 1)).toBeNull();
    expect(flip(1, 3)).toBe(3);
  });
});
