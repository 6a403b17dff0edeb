// The current theme, re-rendering when it changes.
import { useSyncExternalStore } from 'react';
import { readTheme, subscribeTheme, type Theme } from './theme-store';

export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, readTheme, () => 'light');
}
