/** What an engine answers for one round: amounts in minor units (cents). */
export type RoundResult<Outcome> = {
  outcome: Outcome;
  /** The stake the bet costs. */
  stake: number;
  /** What the round pays back (0 when lost; the stake itself when a bet is returned). */
  payout: number;
  /** payout / stake. */
  multiplier: number;
};

/** Rounds a multiplier to four decimals for display and records (the payout itself is exact). */
export const ratio = (payout: number, stake: number) => Math.round((payout / stake) * 10_000) / 10_000;
