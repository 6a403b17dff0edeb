// The LIKE pattern matches the searched text literally, wildcards included.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern.js';

const sqlite = new Database(':memory:');
const matches = (value: string, text: string) =>
  sqlite.prepare(`SELECT ? LIKE ? ESCAPE '\\' AS hit`).pluck().get(value, containsPattern(text)) === 1;

describe('containsPattern', () => {
  it('finds the text anywhere in the value', () => {
    expect(matches('Hello there', 'lo th')).toBe(true);
    expect(matches('Hello there', 'bye')).toBe(false);
  });

  it.each([
    ['%', '100% sure', 'a 100 sure thing'],
    ['_', 'a_b', 'axb'],
    ['\\', 'C:\\temp', 'C:temp'],
  ])('takes %s literally', (_char, text, lookalike) => {
    expect(matches(`see ${text} here`, text)).toBe(true);
    expect(matches(lookalike, text)).toBe(false);
  });

  it('escapes each wildcard of a longer text', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
