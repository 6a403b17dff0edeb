// The root of the admin app: the current route and the toaster.
import { Outlet } from 'react-router';
import { ThemedToaster } from './ThemedToaster';

export function AdminRoot() {
  return (
    <>
      <Outlet />
      <ThemedToaster />
    </>
  );
}
