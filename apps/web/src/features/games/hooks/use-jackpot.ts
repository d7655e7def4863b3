import { useEffect, useState } from 'react';
import { jackpotAt, nextJackpot } from './jackpot';
import { JACKPOT_INTERVAL_MS } from './lobby-constants';

/**
 * The jackpot figure: time-derived at mount, then one step more every 3 s while mounted and `running`
 * (SPEC 2, 4); paused, it keeps its figure.
 */
export function useJackpot(running = true): number {
  const [value, setValue] = useState(() => jackpotAt(Date.now()));
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setValue(nextJackpot), JACKPOT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running]);
  return value;
}
