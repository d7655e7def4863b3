import {
  JACKPOT_BASE,
  JACKPOT_CYCLE,
  JACKPOT_EPOCH_MS,
  JACKPOT_INTERVAL_MS,
  JACKPOT_STEP,
} from './lobby-constants';

const STEP_CENTS = Math.round(JACKPOT_STEP * 100);

/**
 * The jackpot figure at a moment: the base plus one step for every interval since the epoch, in whole
 * cents (no floating-point drift), starting again from the base once a cycle is full.
 */
export function jackpotAt(nowMs: number): number {
  const steps = Math.max(0, Math.floor((nowMs - JACKPOT_EPOCH_MS) / JACKPOT_INTERVAL_MS));
  const grown = (steps * STEP_CENTS) % (JACKPOT_CYCLE * 100);
  return (JACKPOT_BASE * 100 + grown) / 100;
}

/** One step more, in whole cents. */
export const nextJackpot = (value: number): number => (Math.round(value * 100) + STEP_CENTS) / 100;
