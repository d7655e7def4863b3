import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { lotteryGames, merchants } from '../db/schema.js';
import { LOTTERY_GAMES } from './catalogue-data.js';

// The demo brand's lottery (docs/lottery.md): the Vietnamese draws of the three regions, whose results come
// from the results feed (the sandbox feed in the demo), paid by the Lott paytable; the 1-, 3- and 5-minute
// five-digit games and keno, drawn here provably fair, paid by the Elott paytable. Names come from the
// catalogue's lottery entries (catalogue-data.ts), one per game under the same code.

const VN_ZONE = 'Asia/Ho_Chi_Minh';
/** Unit prices in minor units. */
const VN_PRICES = [100, 200, 500, 1_000, 5_000, 10_000];
const FAST_PRICES = [100, 200, 500, 1_000, 2_000, 5_000];

type GameSetup = Omit<
  typeof lotteryGames.$inferInsert,
  'merchantId' | 'code' | 'name' | 'vendorCode' | 'timeZone' | 'sort'
> & { timeZone?: string };

const vn = (region: 'north' | 'central' | 'south'): GameSetup => ({
  lobbyGroup: 'VN',
  kind: 'vn',
  region,
  timeZone: VN_ZONE,
  cutoffSeconds: 15 * 60,
  source: 'feed',
  prizeMode: 'Lott',
  unitPrices: VN_PRICES,
  maxMultiple: 1_000,
  liabilityCap: 5_000_000_00n,
  dailyLimit: 500_000_00n,
});

const fast = (intervalSeconds: number, group: 'FAST' | 'KENO', kind: 'digits5' | 'keno'): GameSetup => ({
  lobbyGroup: group,
  kind,
  intervalSeconds,
  cutoffSeconds: 10,
  source: 'house',
  prizeMode: 'Elott',
  unitPrices: FAST_PRICES,
  maxMultiple: 1_000,
  liabilityCap: 2_000_000_00n,
  dailyLimit: 200_000_00n,
});

const SETUP: Record<string, GameSetup> = {
  'vn-north': vn('north'),
  'vn-central': vn('central'),
  'vn-south': vn('south'),
  'fast-1m': fast(60, 'FAST', 'digits5'),
  'fast-3m': fast(180, 'FAST', 'digits5'),
  'fast-5m': fast(300, 'FAST', 'digits5'),
  keno: fast(300, 'KENO', 'keno'),
};

/** The demo brand's lottery games; fast games count their draws from midnight in the brand's zone. */
export async function seedLotteryGames(tx: Executor, merchantId: number): Promise<void> {
  const [brand] = await tx
    .select({ settings: merchants.settings })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const zone = brand?.settings.timeZone ?? 'Asia/Manila';
  await tx
    .insert(lotteryGames)
    .values(
      LOTTERY_GAMES.map((game, sort) => {
        const setup = SETUP[game.gameCode];
        if (!setup) throw new Error(`no lottery setup for ${game.gameCode}`);
        return {
          ...setup,
          merchantId,
          code: game.gameCode,
          name: game.name,
          vendorCode: game.vendor,
          timeZone: setup.timeZone ?? zone,
          sort,
        };
      }),
    )
    .onConflictDoNothing();
}
