// /login inside the editor's router (after a logout or an ended session, where a toast may still be
// showing): signing in is a router navigation to /admin (or to the two-factor setup when it must be on).
import { useNavigate } from 'react-router';
import { ADMIN_BASE } from '../admin-paths';
import { LoginPage } from './LoginPage';

export function LoginRoute() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={(to) => navigate(to ?? ADMIN_BASE, { replace: true })} />;
}
