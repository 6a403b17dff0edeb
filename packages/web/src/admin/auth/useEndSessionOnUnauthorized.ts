// A screen's answer to a 401 from an admin call: the token has expired or been revoked, so the
// session is over; forget it and go to /login, as the guard would on the next navigation.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { UnauthorizedError } from '../api/errors';
import { LOGIN_PATH } from '../admin-paths';
import { clearSession } from './session';

/** Returns a handler that ends the session and answers true for an UnauthorizedError, else false. */
export function useEndSessionOnUnauthorized(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof UnauthorizedError)) return false;
      clearSession();
      toast.error('Your session has ended. Please log in again.');
      void navigate(LOGIN_PATH, { replace: true });
      return true;
    },
    [navigate],
  );
}
