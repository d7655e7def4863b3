import { playSlotRound, slotStake } from './engine.js';
import { DRAGONFORGE_SLOTS } from './games/dragonforge.js';
import { GOLDPEAK_SLOTS } from './games/goldpeak.js';
import { JADEWAVE_SLOTS } from './games/jadewave.js';
import { LOTUS_SLOTS } from './games/lotus.js';
import { LUCKYCAT_SLOTS } from './games/luckycat.js';
import { NEONREEL_SLOTS } from './games/neonreel.js';
import { PIXELPALACE_SLOTS } from './games/pixelpalace.js';
import { STARFRUIT_SLOTS } from './games/starfruit.js';
import { TIGERSTRIKE_SLOTS } from './games/tigerstrike.js';
import type { SlotBet, SlotDefinition, SlotOutcome } from './types.js';
import type { Rng } from '../fair-stream.js';
import { ratio, type RoundResult } from '../engines/types.js';
import { slotProblems } from './validate.js';

// The slots of the in-house vendor: one engine, one definition per game (docs/house-games.md, "Slots").

export const SLOT_GAMES: readonly SlotDefinition[] = [
  ...LOTUS_SLOTS,
  ...GOLDPEAK_SLOTS,
  ...NEONREEL_SLOTS,
  ...DRAGONFORGE_SLOTS,
  ...STARFRUIT_SLOTS,
  ...LUCKYCAT_SLOTS,
  ...JADEWAVE_SLOTS,
  ...PIXELPALACE_SLOTS,
  ...TIGERSTRIKE_SLOTS,
];

const byCode = new Map(SLOT_GAMES.map((def) => [def.code, def]));

/** The definition of a slot by its game code; undefined for a code that is not a slot of this vendor. */
export const slotGame = (code: string): SlotDefinition | undefined => byCode.get(code);

/** One round of a slot game: the spin and every feature it triggers, drawn from the round's stream. */
export function playSlotGame(def: SlotDefinition, rng: Rng, bet: SlotBet): RoundResult<SlotOutcome> {
  const { outcome, payout, stake } = playSlotRound(def, rng, bet);
  return { outcome, stake, payout, multiplier: ratio(payout, stake) };
}

export { slotStake, slotProblems };
export type * from './types.js';
