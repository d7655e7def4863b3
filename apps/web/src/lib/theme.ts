import { create } from 'zustand';
import { local } from './storage';

export type Theme = 'light' | 'dark';

export const readTheme = (): Theme => (local.get('theme') === 'dark' ? 'dark' : 'light');

/** Stores the theme and applies it to <html>; index.html applies the stored one before first paint. */
export function applyTheme(theme: Theme) {
  local.set('theme', theme);
  document.documentElement.dataset.theme = theme;
  useTheme.setState({ theme });
}

/** The current theme, for the parts that pick an image per theme (white vendor logos in dark). */
export const useTheme = create<{ theme: Theme }>(() => ({ theme: readTheme() }));
