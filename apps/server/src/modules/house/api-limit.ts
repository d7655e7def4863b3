import { ERROR_CODES } from '@platform/contracts';
import { tooManyRequests } from '../../lib/errors.js';

export type HouseApiLimit = { perSessionPerSecond: number; perIpPerSecond: number };

/** Generous for play (a round takes a click), tight for a script hammering the wallet through a game. */
export const HOUSE_API_LIMIT: HouseApiLimit = { perSessionPerSecond: 20, perIpPerSecond: 100 };

/**
 * Calls of the in-house games' API counted per game session and per IP in one-second windows; the call
 * over either limit is refused with 429 and `Retry-After`.
 */
export function createHouseApiLimiter(limit: HouseApiLimit, now: () => number = Date.now) {
  let window = 0;
  let counts = new Map<string, number>();
  const take = (key: string, max: number) => {
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n <= max;
  };
  return (ip: string, sessionKey: string | undefined) => {
    const second = Math.floor(now() / 1000);
    if (second !== window) {
      window = second;
      counts = new Map();
    }
    const ipOk = take(`ip:${ip}`, limit.perIpPerSecond);
    const sessionOk = sessionKey === undefined || take(`session:${sessionKey}`, limit.perSessionPerSecond);
    if (!ipOk || !sessionOk)
      throw tooManyRequests(ERROR_CODES.tooManyRequests, 'Too many game calls; slow down.', 1);
  };
}
