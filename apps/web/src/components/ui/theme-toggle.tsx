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
      {/* Both icons, the page's theme showing one: a page rendered by the server shows the right one
          before its script knows the stored theme. */}
      <Sun size={15} aria-hidden className={styles.toLight} />
      <Moon size={15} aria-hidden className={styles.toDark} />
    </button>
  );
}
