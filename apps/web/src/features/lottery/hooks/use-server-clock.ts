import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * The server's clock (ms), from an answer's offset (`clockOffset`), ticking every second while mounted:
 * countdowns run from the server's time, never from this device's. Null until the page runs in the
 * browser (the server renders no countdown) or while no answer has come.
 */
export function useServerClock(offset: number | undefined): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now === null || offset === undefined ? null : now + offset;
}

/**
 * Whether the server's clock has passed `instant` (a cut-off): false until then, true from then on, with a
 * single timer rather than a tick, so the view around it renders again only when it passes.
 */
export function usePassed(instant: string | undefined, offset: number | undefined): boolean {
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (instant === undefined || offset === undefined) return;
    const left = Date.parse(instant) - (Date.now() + offset);
    // Past the cut-off already: told at once (from a timer, not in the middle of this effect).
    const timer = setTimeout(() => setPassed(instant), Math.max(0, Math.min(left, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [instant, offset]);
  return instant !== undefined && passed === instant;
}

/** After a draw time: when the result and then the settled bets are usually there (the jobs run every second). */
const AFTER_DRAW_MS = [2_500, 8_000];
/** What a draw changes: results, the member's bets, the last results and the open numeros' `last`. */
const DRAWN_PARTS = ['results', 'bets', 'latest', 'open', 'trends'];

/**
 * Asks again for what a draw changes shortly after each draw time the view has shown (on the server's clock),
 * so that a result and the bets it settled appear without a reload. A numero's timers outlive its turn as the
 * open one (at the cut-off the view moves to the next numero while this one is still to be drawn).
 */
export function useRefreshAfterDraws(drawAt: string | undefined, offset: number | undefined): void {
  const client = useQueryClient();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>[]>());
  useEffect(() => {
    const scheduled = timers.current;
    if (drawAt === undefined || offset === undefined || scheduled.has(drawAt)) return;
    const left = Date.parse(drawAt) - (Date.now() + offset);
    if (!(left > 0) || left > 2 ** 31 - 1 - AFTER_DRAW_MS.at(-1)!) return;
    const refresh = () => {
      for (const part of DRAWN_PARTS) void client.invalidateQueries({ queryKey: ['lottery', part] });
    };
    scheduled.set(
      drawAt,
      AFTER_DRAW_MS.map((after) => setTimeout(refresh, left + after)),
    );
  }, [drawAt, offset, client]);
  useEffect(() => {
    const scheduled = timers.current;
    return () => {
      for (const list of scheduled.values()) list.forEach(clearTimeout);
      scheduled.clear();
    };
  }, []);
}

const two = (n: number) => String(n).padStart(2, '0');

/** Time left as a countdown shows it: `mm:ss`, `hh:mm:ss` from an hour, `1d hh:mm:ss` from a day. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const clock = hours || days ? `${two(hours)}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
  return days ? `${days}d ${clock}` : clock;
}
