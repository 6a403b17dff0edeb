// The admin's light/dark theme: persisted in localStorage `theme`,
// applied as <html data-theme>, which the admin stylesheet's colour variables follow. A tiny store
// rather than a React context, so the toggle and the toaster share it without a provider.
// admin.html applies the saved value before first paint with the same key and values.
export type Theme = 'light' | 'dark';

const THEME_KEY = 'theme';
const listeners = new Set<() => void>();

export function readTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage blocked: the theme still changes for this visit.
  }
  document.documentElement.dataset.theme = theme;
  for (const listener of listeners) listener();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
