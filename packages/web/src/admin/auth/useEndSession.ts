// What a screen does when an admin call answers 401 mid-session (token expired or logged out
// elsewhere): forget the session, say why, and go to /login, as the guard would on navigation.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LOGIN_PATH } from '../admin-paths';
import { clearSession } from './session';

export const SESSION_ENDED = 'Your session has ended. Please log in again.';

export function useEndSession(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    toast.error(SESSION_ENDED);
    void navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
}
