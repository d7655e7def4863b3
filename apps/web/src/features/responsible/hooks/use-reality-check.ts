import { useCallback, useEffect, useState } from 'react';

/**
 * When the next reality check is due: at `startedAt + k * minutes` (k = 1, 2, ...), the first such time
 * after `now`.
 */
export function nextCheckAt(startedAt: string, minutes: number, now: number): number | null {
  const start = Date.parse(startedAt);
  if (!Number.isFinite(start) || minutes <= 0) return null;
  const every = minutes * 60_000;
  const k = Math.max(1, Math.floor((now - start) / every) + 1);
  return start + k * every;
}

/**
 * The reality check's clock: `due` turns true at each `startedAt + k * minutes`; `done` hides it until the
 * next one. Nothing runs while `enabled` is false or the times are not known yet.
 */
export function useRealityCheck(
  startedAt: string | undefined,
  minutes: number | undefined,
  enabled: boolean,
) {
  const [due, setDue] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!enabled || !startedAt || !minutes || due) return;
    const at = nextCheckAt(startedAt, minutes, Date.now());
    if (at === null) return;
    const timer = window.setTimeout(() => setDue(true), Math.max(0, at - Date.now()));
    return () => window.clearTimeout(timer);
  }, [enabled, startedAt, minutes, due, round]);

  const done = useCallback(() => {
    setDue(false);
    setRound((n) => n + 1);
  }, []);

  return { due: due && enabled, done };
}
