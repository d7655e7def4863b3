import { useEffect, useState } from 'react';
import { jackpotAt, nextJackpot } from './jackpot';
import { JACKPOT_INTERVAL_MS } from './lobby-constants';

/** The jackpot figure: time-derived at mount, then one step more every 3 s while mounted (SPEC 2, 4). */
export function useJackpot(): number {
  const [value, setValue] = useState(() => jackpotAt(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setValue(nextJackpot), JACKPOT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return value;
}

/** Whether the visitor asked for less motion (the counter then changes without rolling). */
export function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
