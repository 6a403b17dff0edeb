import { describe, expect, it } from 'vitest';
import { messageOf } from './error-message';

describe('messageOf', () => {
  it("gives an Error's own sentence, whatever kind of Error it is", () => {
    expect(messageOf(new Error('The database is unavailable.'), 'Could not load.')).toBe('The database is unavailable.');
    expect(messageOf(new TypeError('Failed to fetch'), 'Could not load.')).toBe('Failed to fetch');
  });

  it('gives the fallback for an Error without a message and for anything thrown that is no Error', () => {
    expect(messageOf(new Error(''), 'Could not load.')).toBe('Could not load.');
    expect(messageOf('boom', 'Could not load.')).toBe('Could not load.');
    expect(messageOf({ message: 'looks like one' }, 'Could not load.')).toBe('Could not load.');
    expect(messageOf(undefined, 'Could not load.')).toBe('Could not load.');
  });

  it('gives undefined without a fallback, for a toast that then has no description', () => {
    expect(messageOf(null)).toBeUndefined();
    expect(messageOf(new Error('Gone.'))).toBe('Gone.');
  });
});
