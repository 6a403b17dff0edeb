import { TWO_FACTOR_REQUIRED } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { RequestFailedError } from '../api/errors';
import { FETCH_ADMINS_FAILED, listFailureMessage } from './list-failure';

describe('listFailureMessage', () => {
  it("says a refusal in the server's words", () => {
    expect(listFailureMessage(new RequestFailedError(403, TWO_FACTOR_REQUIRED, { detail: TWO_FACTOR_REQUIRED }))).toBe(
      TWO_FACTOR_REQUIRED,
    );
  });

  it('says the list could not be loaded for any other failure', () => {
    expect(listFailureMessage(new RequestFailedError(500, 'The server answered 500.'))).toBe(FETCH_ADMINS_FAILED);
    expect(listFailureMessage(new TypeError('Failed to fetch'))).toBe(FETCH_ADMINS_FAILED);
  });
});
