// What a screen does when a call answers 401 mid-session (token expired or logged out elsewhere):
// forget the session and go to /login, as the guard would on the next navigation.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../admin-paths';
import { UnauthorizedError } from '../api/errors';
import { clearSession } from './session';

/** Returns a handler that ends the session on an UnauthorizedError and says whether it did. */
export function useSessionEnd(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof UnauthorizedError)) return false;
      clearSession();
      void navigate(LOGIN_PATH, { replace: true });
      return true;
    },
    [navigate],
  );
}
