// Log Out: on success the session is cleared and the admin goes to /login. If the call fails the
// session is kept (the token may still be valid) and a toast says so; the failure is logged too. A 401 means the server has already forgotten the token, so that counts as logged out.
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { UnauthorizedError } from '../api/errors';
import { logout } from '../api/logout';
import { LOGIN_PATH } from '../admin-paths';
import { clearSession } from '../auth/session';
import styles from './Sidebar.module.css';

export function LogoutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function onLogout() {
    setBusy(true);
    try {
      await logout();
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) {
        console.error('Logout failed', error);
        toast.error('Logout failed', { description: 'You are still signed in. Please try again.' });
        setBusy(false);
        return;
      }
    }
    clearSession();
    await navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <button type="button" className={styles.logout} onClick={() => void onLogout()} disabled={busy} aria-busy={busy}>
      <LogOut aria-hidden="true" size={18} />
      Log Out
    </button>
  );
}
