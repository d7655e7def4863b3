import { useEffect, useState } from 'react';
import { renderTime } from '@/lib/page-clock';
import { jackpotAt, nextJackpot } from './jackpot';
import { JACKPOT_INTERVAL_MS } from './lobby-constants';

/**
 * The jackpot figure: time-derived at mount, then one step more every 3 s while mounted and `running`
 * (SPEC 2, 4); paused, it keeps its figure. A page the server rendered shows the server's figure first
 * (the browser takes the page over as it was rendered), then the figure of now.
 */
export function useJackpot(running = true): number {
  const [value, setValue] = useState(() => jackpotAt(renderTime()));
  useEffect(() => {
    const now = setTimeout(() => setValue(jackpotAt(Date.now())), 0);
    return () => clearTimeout(now);
  }, []);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setValue(nextJackpot), JACKPOT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running]);
  return value;
}
