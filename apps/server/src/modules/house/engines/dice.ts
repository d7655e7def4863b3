import type { Rng } from '../fair-stream.js';
import { ratio, type RoundResult } from './types.js';

// "Lucky Dice": a roll from 0.00 to 99.99 (10,000 equally likely values), over or under a chosen target.

/** The house keeps 2%: a winning bet returns 98% of stake / win chance. */
export const DICE_RTP_BASIS_POINTS = 9_800;
export const DICE_OUTCOMES = 10_000;
/** Win chance limits, in outcomes of 10,000 (1% to 98%). */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

export type DiceDirection = 'over' | 'under';
export type DiceBet = {
  stake: number;
  /** The target in hundredths (1 to 9998): 5000 is 50.00. */
  target: number;
  direction: DiceDirection;
};

export type DiceOutcome = {
  /** The roll in hundredths: 0 to 9999 (shown as 0.00 to 99.99). */
  roll: number;
  target: number;
  direction: DiceDirection;
  win: boolean;
  /** Winning rolls out of 10,000. */
  winningOutcomes: number;
};

/** Rolls that win: under T wins on 0 .. T-1; over T wins on T+1 .. 9999. */
export const diceWinningOutcomes = (target: number, direction: DiceDirection) =>
  direction === 'under' ? target : DICE_OUTCOMES - 1 - target;

/** Why a bet cannot be played, or null. */
export function diceBetProblem(target: number, direction: DiceDirection): string | null {
  if (!Number.isInteger(target) || target < 1 || target > DICE_OUTCOMES - 2)
    return 'target must be between 0.01 and 99.98';
  const winning = diceWinningOutcomes(target, direction);
  if (winning < DICE_MIN_WINNING || winning > DICE_MAX_WINNING)
    return `the win chance must be between 1% and 98% (this bet wins ${(winning / 100).toFixed(2)}%)`;
  return null;
}

/** The payout of a winning stake: stake x 0.98 x 10000 / winning outcomes, rounded down to the cent. */
export const dicePayout = (stake: number, winningOutcomes: number) =>
  Math.floor((stake * DICE_RTP_BASIS_POINTS) / winningOutcomes);

export function playDice(rng: Rng, bet: DiceBet): RoundResult<DiceOutcome> {
  const roll = rng.int(DICE_OUTCOMES);
  const winningOutcomes = diceWinningOutcomes(bet.target, bet.direction);
  const win = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
  const payout = win ? dicePayout(bet.stake, winningOutcomes) : 0;
  return {
    outcome: { roll, target: bet.target, direction: bet.direction, win, winningOutcomes },
    stake: bet.stake,
    payout,
    multiplier: ratio(payout, bet.stake),
  };
}
