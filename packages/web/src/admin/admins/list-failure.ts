// The sentence the Admins screen shows when its list did not load: the server's own for a refusal
// (while every account must have two-factor sign-in, an account without it is told to turn it on,
// and its Two-factor part below still works), else a plain "could not be loaded".
import { RequestFailedError } from '../api/errors';

export const FETCH_ADMINS_FAILED = 'The list of admins could not be loaded. Please reload the page.';

export function listFailureMessage(error: unknown): string {
  return error instanceof RequestFailedError && error.status === 403 ? error.message : FETCH_ADMINS_FAILED;
}
