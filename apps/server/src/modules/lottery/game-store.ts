import { LOTTERY_ERRORS } from '@platform/contracts';
import { notFound } from '../../lib/errors.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import { gameDefOf, type LotteryGameDef } from './games.js';
import type { NumerosRepository } from './numeros.repository.js';

/** How long the games of a brand are remembered (an operator's change shows within this). */
const GAMES_TTL_MS = 5_000;

function found(list: LotteryGameDef[], code: string): LotteryGameDef {
  const def = list.find((g) => g.code === code);
  if (!def) throw notFound(`No lottery game of this brand has the code ${code}.`, LOTTERY_ERRORS.unknownGame);
  return def;
}

/** The lottery games read once every few seconds, per brand and for the worker (every brand). */
export function createGameStore(deps: { repo: NumerosRepository; now: () => Date }) {
  const cache = createTtlCache<LotteryGameDef[]>(GAMES_TTL_MS, () => deps.now().getTime());
  const enabledOf = async (key: string, merchantId?: number) =>
    cache.get(key, async () => {
      const rows = await deps.repo.games(merchantId);
      return rows.filter((r) => r.enabled).map(gameDefOf);
    });
  const everyOf = (merchantId: number) =>
    cache.get(`every:${merchantId}`, async () => (await deps.repo.games(merchantId)).map(gameDefOf));

  return {
    /** The brand's enabled games, in lobby order. */
    ofBrand: (merchantId: number) => enabledOf(`brand:${merchantId}`, merchantId),

    /** Every brand's enabled games (the worker opens numeros ahead for these). */
    all: () => enabledOf('all'),

    /** Every brand's games, disabled ones too (numeros made before a game was closed are still drawn). */
    every: () => cache.get('every', async () => (await deps.repo.games()).map(gameDefOf)),

    /** An enabled game of the brand by its code; 404 `lottery.game.unknown` otherwise. */
    game: async (merchantId: number, code: string) =>
      found(await enabledOf(`brand:${merchantId}`, merchantId), code),

    /** Any game of the brand, disabled ones too (operators settle and correct what was played). */
    anyGame: async (merchantId: number, code: string) => found(await everyOf(merchantId), code),

    /** A game by its id, disabled ones too (the worker settles what was played before a game was closed). */
    async byId(merchantId: number, id: number): Promise<LotteryGameDef | undefined> {
      return (await everyOf(merchantId)).find((g) => g.id === id);
    },

    clear: () => cache.clear(),
  };
}
export type GameStore = ReturnType<typeof createGameStore>;
