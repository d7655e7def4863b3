import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const KEY = 'admin.theme';
const listeners = new Set<() => void>();

function initial(): Theme {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // no storage: follow the system
  }
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

let theme: Theme = initial();

/** Puts the theme on the document (`data-theme`, read by the CSS variables). */
export function applyTheme(next: Theme = theme) {
  document.documentElement.dataset.theme = next;
  document.documentElement.style.colorScheme = next;
}

/** Sets and remembers the theme. */
export function setTheme(next: Theme) {
  theme = next;
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // kept for this page only
  }
  applyTheme(next);
  for (const l of listeners) l();
}

/** The theme, light or dark, and its setter. */
export function useTheme(): [Theme, (t: Theme) => void] {
  const value = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => theme,
    () => theme,
  );
  return [value, setTheme];
}
