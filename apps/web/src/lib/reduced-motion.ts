import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const motionQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;

/** Whether the visitor asked for less motion now (no autoplay, no rolling counters). */
export const prefersReducedMotion = (): boolean => motionQuery()?.matches ?? false;

function subscribe(onChange: () => void) {
  const list = motionQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for less motion, following a change of the setting. A page the server rendered
 * is taken over as it was rendered (no setting known there), then follows the setting.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
