import { FISHING_GAMES } from './definitions.js';
import { fishAt } from './ocean.js';

/** A batch of one shot in a fixed ocean, shown by the verify call when no bet is given. */
export function fishingDefaultBet() {
  const ocean = '0'.repeat(64);
  const at = 120_000;
  const fish = fishAt(FISHING_GAMES['ocean-hunter']!, ocean, at)[0]!;
  return { game: 'ocean-hunter', ocean, shots: [{ fish: fish.id, at, stake: 1 }] };
}
