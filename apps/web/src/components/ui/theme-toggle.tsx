import { Moon, Sun } from 'lucide-react';
import styles from './header-controls.module.css';

export function ThemeToggle({
  theme,
  label,
  onToggle,
}: {
  theme: 'light' | 'dark';
  label: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.trigger}
      onClick={onToggle}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      aria-pressed={theme === 'dark'}
    >
      {theme === 'dark' ? <Sun size={15} aria-hidden /> : <Moon size={15} aria-hidden />}
    </button>
  );
}
