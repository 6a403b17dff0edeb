// The root of the admin app: the current route and the toaster every screen's messages go to
// (where the original editor used alert()), themed like the rest of the admin.
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { useTheme } from './theme/useTheme';

export function AdminRoot() {
  const theme = useTheme();
  return (
    <>
      <Outlet />
      <Toaster theme={theme} position="top-right" richColors closeButton />
    </>
  );
}
