import { useSyncExternalStore } from 'react';
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

/**
 * The current theme for what the server renders too (the header's toggle): the light one there and while
 * the browser takes the page over, then the stored one. What the eye sees follows <html>'s theme at once.
 */
export const useRenderedTheme = (): Theme =>
  useSyncExternalStore(
    useTheme.subscribe,
    () => useTheme.getState().theme,
    () => 'light',
  );
