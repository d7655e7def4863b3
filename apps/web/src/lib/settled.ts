import { useEffect, useState } from 'react';

/**
 * Runs `fn` once the page has loaded, `delayMs` have passed and the browser is idle: for what the first
 * paint does not need (carousels, pop-ups). Returns a cancel function.
 */
export function whenSettled(fn: () => void, delayMs = 0): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const fire = () => {
    if (!cancelled) fn();
  };
  const start = () => {
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(fire, { timeout: 1000 });
      else fire();
    }, delayMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** True once the page has settled (see `whenSettled`). */
export function useSettled(delayMs = 0): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true), delayMs), [delayMs]);
  return settled;
}
