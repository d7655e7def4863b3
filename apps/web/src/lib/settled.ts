import { startTransition, useEffect, useState } from 'react';
import { whenTakenOver } from './page-takeover';

/**
 * Runs `fn` once the page has loaded and been taken over (a page the server rendered), `delayMs` have
 * passed and the browser is idle: for what the first paint does not need (carousels, pop-ups). Returns a
 * cancel function.
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
  let stopWaiting = () => undefined as void;
  const loaded = () => {
    stopWaiting = whenTakenOver(start);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    cancelled = true;
    stopWaiting();
    window.removeEventListener('load', loaded);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * True once the page has settled (see `whenSettled`). What it brings renders in slices (a transition):
 * nothing the visitor waits for.
 */
export function useSettled(delayMs = 0): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => startTransition(() => setSettled(true)), delayMs), [delayMs]);
  return settled;
}
