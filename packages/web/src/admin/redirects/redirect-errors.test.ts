import { describe, expect, it } from 'vitest';
import { RequestFailedError } from '../api/errors';
import { redirectErrors, SAVE_FAILED } from './redirect-errors';

describe('a refused redirect', () => {
  it("shows the server's sentence under the field it names", () => {
    const body = {
      error: 'This would send visitors round in a circle: /a leads to itself.',
      issues: [{ path: 'to', message: 'This would send visitors round in a circle: /a leads to itself.' }],
    };
    expect(redirectErrors(new RequestFailedError(400, body.error, body))).toEqual({ fields: { to: body.error } });
    const taken = {
      error: 'There is already a redirect from /a.',
      issues: [{ path: 'from', message: 'There is already a redirect from /a.' }],
    };
    expect(redirectErrors(new RequestFailedError(409, taken.error, taken))).toEqual({ fields: { from: taken.error } });
  });

  it('shows anything else above the buttons', () => {
    expect(redirectErrors(new RequestFailedError(409, 'A renamed page follows the page.', { error: 'x' }))).toEqual({
      fields: {},
      form: 'A renamed page follows the page.',
    });
    expect(redirectErrors(new Error('offline'))).toEqual({ fields: {}, form: SAVE_FAILED });
  });
});
