// Switches between the light and dark theme; the label names what a press will do.
import { Moon, Sun } from 'lucide-react';
import { setTheme } from './theme-store';
import { useTheme } from './useTheme';
import styles from './ThemeToggle.module.css';

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button type="button" className={styles.toggle} onClick={() => setTheme(next)} aria-label={`Switch to ${next} theme`}>
      <Icon aria-hidden="true" size={18} />
      {theme === 'dark' ? 'Light' : 'Dark'} theme
    </button>
  );
}
