// What a screen does when an admin call answers 401 mid-session (token expired or logged out
// elsewhere): forget the session, say why, and go to /login, as the guard would on navigation.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LOGIN_PATH } from '../admin-paths';
import { UnauthorizedError } from '../api/errors';
import { clearSession } from './session';

const SESSION_ENDED = 'Your session has ended. Please log in again.';

export function useEndSession(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    // One toast however many calls met the 401 at once.
    toast.error(SESSION_ENDED, { id: SESSION_ENDED });
    void navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
}

/** A handler for any failure: it ends the session on an UnauthorizedError and says whether it did. */
export function useEndSessionOnUnauthorized(): (error: unknown) => boolean {
  const endSession = useEndSession();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof UnauthorizedError)) return false;
      endSession();
      return true;
    },
    [endSession],
  );
}
