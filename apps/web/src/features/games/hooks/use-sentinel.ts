import { useEffect, useEffectEvent, useRef } from 'react';
import { INFINITE_SCROLL_THROTTLE_MS } from './lobby-constants';
import { throttle } from './throttle';

/**
 * Watches an element below a list and calls `onReach` while it is on (or near) the screen, at most once
 * per 200 ms (SPEC section 9). `enabled` false stops watching (no next page, a page on its way).
 */
export function useSentinel<T extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const reached = useEffectEvent(onReach);

  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const reach = throttle(() => reached(), INFINITE_SCROLL_THROTTLE_MS);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) reach();
      },
      { rootMargin: '320px 0px', threshold: 0 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      reach.cancel();
    };
  }, [enabled]);

  return ref;
}
