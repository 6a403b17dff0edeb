// The toaster every screen's messages go to (where the original editor used alert()), themed like
// the rest of the admin.
import { Toaster } from 'sonner';
import { useTheme } from './theme/useTheme';

export function ThemedToaster() {
  const theme = useTheme();
  return <Toaster theme={theme} position="top-right" richColors closeButton />;
}
