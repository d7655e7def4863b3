import type { Executor } from '../db/client.js';
import { cardRooms } from '../db/schema.js';

/** The vendor and game of the demo brand's Niu Niu rooms (its catalogue entry has engine `room`). */
export const NIU_NIU = { vendorCode: 'CARDHOUSE', gameCode: 'niu-niu' } as const;

/** Four levels of Niu Niu rooms, base bets in minor units. */
const LEVELS = [
  { level: 'novice', baseBet: 100n },
  { level: 'standard', baseBet: 500n },
  { level: 'expert', baseBet: 2_000n },
  { level: 'master', baseBet: 10_000n },
] as const;

/**
 * The demo brand's card rooms: Niu Niu at four levels, two rooms each (six seats and four seats). To sit, a
 * member needs what the banker may lose at a full table: 15 × the base bet for each other seat (3× bet ×
 * a ×5 hand). The house keeps 5% of each winner's win; bets are chosen within 10 seconds. Running it
 * again keeps an operator's changes.
 */
export async function seedRooms(tx: Executor, merchantId: number): Promise<void> {
  const rows = LEVELS.flatMap(({ level, baseBet }, i) =>
    [6, 4].map((seats, j) => ({
      merchantId,
      ...NIU_NIU,
      code: `${level}-${j + 1}`,
      level,
      baseBet,
      minBalance: baseBet * 15n * BigInt(seats - 1),
      seats,
      rakeBps: 500,
      betSeconds: 10,
      sort: i * 10 + j,
    })),
  );
  await tx.insert(cardRooms).values(rows).onConflictDoNothing();
}
