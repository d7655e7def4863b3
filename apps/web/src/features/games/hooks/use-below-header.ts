import { useLayoutEffect, useState } from 'react';

/**
 * Where the site's header ends, kept up to date on resize, for a game that fills the window below it; the
 * page does not scroll meanwhile (a game's own focus or scrolling must not move the page under it).
 */
export function useBelowHeader(): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () =>
      setTop(Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0));
    measure();
    window.addEventListener('resize', measure);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('resize', measure);
      root.style.overflow = overflow;
    };
  }, []);
  return top;
}
