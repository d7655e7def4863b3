import { maskUsername, minorToMajor, type GameCategory, type Winner } from '@platform/contracts';
import type { Brand } from '../../lib/context.js';
import { formatDateTime } from '../../lib/localized.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { GamesRepository } from './games.repository.js';

const WINNERS_CACHE_MS = 5_000;

/** The latest wins of the brand's members, for the home page. */
export function createWinnersService({
  repo,
  now = Date.now,
}: {
  repo: GamesRepository;
  now?: () => number;
}) {
  const winnersCache = createTtlCache<Winner[]>(WINNERS_CACHE_MS, now);
  return {
    /** The latest wins of the brand's members (payout above stake), names masked. */
    async winners(
      brand: Brand,
      query: { gameCategory: GameCategory | 'ALL'; limitNum: number },
    ): Promise<{ list: Winner[] }> {
      const gameType = query.gameCategory === 'ALL' ? null : query.gameCategory;
      const list = await winnersCache.get(`${brand.id}:${query.gameCategory}:${query.limitNum}`, async () => {
        const rounds = await repo.listWinningRounds(brand.id, gameType, query.limitNum);
        return rounds.map((r) => ({
          vo: {
            account: maskUsername(r.username),
            gameName: r.gameName.slice(0, 100),
            vendor: r.vendorCode,
            gameType: r.gameType,
            winAmount: minorToMajor(r.payout - r.stake),
            betAmount: minorToMajor(r.stake),
            dateStr: formatDateTime(r.settledAt, brand.settings.timeZone),
          },
        }));
      });
      return { list };
    },
  };
}
