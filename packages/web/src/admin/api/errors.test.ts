import { describe, expect, it } from 'vitest';
import { ConflictError, RequestFailedError, refusalMessage, UnauthorizedError } from './errors';

describe('refusalMessage', () => {
  it("gives the server's own sentence for a refusal, a conflict included", () => {
    expect(refusalMessage(new RequestFailedError(404, 'There is no message with the id 3.'), 'Please try again.')).toBe(
      'There is no message with the id 3.',
    );
    const current = { version: 2, etag: '"2.a"', savedBy: null, savedAt: null };
    expect(refusalMessage(new ConflictError('Saved since.', {}, current), 'Please try again.')).toBe('Saved since.');
  });

  it("gives the caller's sentence when no answer came, or the refusal said nothing", () => {
    expect(refusalMessage(new TypeError('Failed to fetch'), 'The server could not be reached. Please try again.')).toBe(
      'The server could not be reached. Please try again.',
    );
    expect(refusalMessage(new RequestFailedError(500, ''), 'Please try again.')).toBe('Please try again.');
    expect(refusalMessage(new UnauthorizedError('Invalid token.'), 'Please try again.')).toBe('Please try again.');
  });
});
