import type { Digits5Result, KenoResult } from '../types.js';
import type { Rng } from './fair-source.js';

// The fast lotteries' draws: five digits (the 1-, 3- and 5-minute games) and keno, 20 of 80.

export const DIGITS5_POSITIONS = 5;
export const KENO_POOL = 80;
export const KENO_DRAWN = 20;
/** The balls in their starting order, copied for each draw. */
const KENO_BALLS = Uint8Array.from({ length: KENO_POOL }, (_, i) => i + 1);

/** Five digits, each int(10) from the stream, ten-thousands first. */
export function drawDigits5(rng: Rng): Digits5Result {
  const digits: number[] = [];
  for (let p = 0; p < DIGITS5_POSITIONS; p++) digits.push(rng.int(10));
  return { kind: 'digits5', digits };
}

/**
 * Twenty distinct numbers of 1-80 in the order drawn, by the first 20 steps of a Fisher-Yates shuffle of
 * the balls 1..80: step k swaps position k with position k + int(80 - k) and draws the ball that lands on
 * position k. Every ordered draw of 20 balls is equally likely.
 */
export function drawKeno(rng: Rng): KenoResult {
  const balls = KENO_BALLS.slice();
  for (let k = 0; k < KENO_DRAWN; k++) {
    const j = k + rng.int(KENO_POOL - k);
    const ball = balls[j]!;
    balls[j] = balls[k]!;
    balls[k] = ball;
  }
  return { kind: 'keno', numbers: Array.from(balls.subarray(0, KENO_DRAWN)) };
}
