import { describe, expect, it } from 'vitest';
import { issuesOf } from './server-issues';

describe('issuesOf', () => {
  it("reads the API's {error, issues} into field names and messages", () => {
    const body = {
      error: 'The document is invalid.',
      issues: [
        { path: 'cards.2.title', message: 'Keep this under 300 characters.' },
        { path: '', message: 'Unknown field: x.' },
      ],
    };
    expect(issuesOf(body)).toEqual([
      { name: 'cards.2.title', message: 'Keep this under 300 characters.' },
      { name: '', message: 'Unknown field: x.' },
    ]);
  });

  it('gives nothing for other bodies', () => {
    expect(issuesOf(undefined)).toEqual([]);
    expect(issuesOf({ detail: 'Invalid token.' })).toEqual([]);
    expect(issuesOf({ issues: [{ path: 3 }] })).toEqual([]);
  });
});
