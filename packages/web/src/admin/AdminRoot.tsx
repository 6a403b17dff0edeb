// The root of the admin app: the current route and the toaster every screen's messages go to
// (decisions §7: the original's alert() calls become toasts), themed like the rest of the admin.
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
