import {
  LOTTERY_GROUPS,
  type Language,
  type LotteryLatest,
  type LotteryMenu,
  type LotteryNumero,
  type LotteryNumeroDetail,
  type LotteryOpen,
  type LotteryRecent,
  type LotteryResults,
  type LotteryTrends,
} from '@platform/contracts';
import { pageFields } from '../../db/paging.js';
import type { Actor, Brand } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { LOTTERY_NONCE, lotteryClientSeed, verifyDraw } from './engine/draws/index.js';
import { openNumeros } from './engine/schedule/index.js';
import type { DrawsService } from './draws.service.js';
import type { GameStore } from './game-store.js';
import { gameItemOf, GROUP_NAMES, nameOf, type LotteryGameDef } from './games.js';
import type { LobbyRepository } from './lobby.repository.js';
import type { NumeroRow, NumerosRepository } from './numeros.repository.js';
import type { TicketsRepository } from './tickets.repository.js';
import { trendLines } from './trends.js';

// The lobby's calls: the menu of groups and games, the member's recent games, the latest results, the
// numeros taking bets now (with the server's clock for countdowns), a game's results, one numero with
// everything to verify it, and trends. A numero's server seed is shown only once it has its result.

const RECENT_GAMES = 20;

export function createLobbyService(deps: {
  games: GameStore;
  numeros: NumerosRepository;
  lobby: LobbyRepository;
  tickets: TicketsRepository;
  draws: Pick<DrawsService, 'ensureNumeros'>;
  now: () => Date;
}) {
  const { games, lobby } = deps;

  function numeroOf(
    def: LotteryGameDef,
    row: NumeroRow,
    language: Language,
    fallback: string,
  ): LotteryNumero {
    return {
      gameCode: def.code,
      gameName: nameOf(def, language, fallback),
      numero: row.numero,
      status: row.status,
      opensAt: row.opensAt.toISOString(),
      closesAt: row.closesAt.toISOString(),
      drawAt: row.drawAt.toISOString(),
      seedHash: row.seedHash,
      serverSeed: row.result ? row.serverSeed : null,
      result: row.result,
      corrections: row.corrections,
    };
  }

  async function byId(brand: Brand) {
    return new Map((await games.ofBrand(brand.id)).map((g) => [g.id, g]));
  }

  return {
    numeroOf,

    async menu(brand: Brand, language: Language): Promise<LotteryMenu> {
      const all = await games.ofBrand(brand.id);
      return {
        groups: LOTTERY_GROUPS.flatMap((group) => {
          const list = all.filter((g) => g.group === group);
          if (list.length === 0) return [];
          return [
            {
              group,
              name: GROUP_NAMES[group][language],
              games: list.map((g) => gameItemOf(g, language, brand.defaultLanguage)),
            },
          ];
        }),
      };
    },

    async recent(brand: Brand, actor: Actor, language: Language): Promise<LotteryRecent> {
      const ids = await deps.tickets.recentGames(actor.memberId, RECENT_GAMES);
      const known = await byId(brand);
      return {
        list: ids.flatMap((id) => {
          const def = known.get(id);
          return def ? [gameItemOf(def, language, brand.defaultLanguage)] : [];
        }),
      };
    },

    async latest(brand: Brand, count: number, language: Language): Promise<LotteryLatest> {
      const known = await byId(brand);
      const rows = await lobby.latestDrawn([...known.keys()], count);
      return {
        list: rows.flatMap((row) => {
          const def = known.get(row.gameId);
          return def ? [numeroOf(def, row, language, brand.defaultLanguage)] : [];
        }),
      };
    },

    /** The numeros taking bets now (their rows made if the worker has not yet), each with the last result. */
    async open(brand: Brand, gameCode: string | undefined, language: Language): Promise<LotteryOpen> {
      const now = deps.now();
      const list = gameCode ? [await games.game(brand.id, gameCode)] : await games.ofBrand(brand.id);
      const last = new Map<number, NumeroRow>();
      for (const row of await lobby.latestDrawn(
        list.map((g) => g.id),
        list.length,
      ))
        if (!last.has(row.gameId)) last.set(row.gameId, row);
      const out: LotteryOpen['list'] = [];
      for (const def of list) {
        const previous = last.get(def.id);
        const rows = await deps.draws.ensureNumeros(def, openNumeros(def.schedule, now));
        for (const row of rows)
          out.push({
            ...numeroOf(def, row, language, brand.defaultLanguage),
            last: previous ? numeroOf(def, previous, language, brand.defaultLanguage) : null,
          });
      }
      return { serverTime: now.toISOString(), list: out };
    },

    async results(
      brand: Brand,
      query: { gameCode: string; date?: string | undefined; pageNo: number; pageSize: number },
      language: Language,
    ): Promise<LotteryResults> {
      const def = await games.anyGame(brand.id, query.gameCode);
      const { rows, total } = await lobby.results(def.id, query.date, query);
      return {
        ...pageFields(query, total),
        list: rows.map((row) => numeroOf(def, row, language, brand.defaultLanguage)),
      };
    },

    /** One numero with its proof: a house draw is verified again from its published seed. */
    async numero(
      brand: Brand,
      gameCode: string,
      numero: string,
      language: Language,
    ): Promise<LotteryNumeroDetail> {
      const def = await games.anyGame(brand.id, gameCode);
      const [row] = await deps.numeros.numerosOf(def.id, [numero]);
      if (!row) throw notFound(`${def.code} has no numero ${numero}.`);
      const house = def.source === 'house';
      const shown = numeroOf(def, row, language, brand.defaultLanguage);
      const verdict =
        house && row.result && row.serverSeed && row.seedHash
          ? verifyDraw({
              shape: def.shape,
              gameCode: def.code,
              numeroId: row.numero,
              serverSeedHash: row.seedHash,
              serverSeed: row.serverSeed,
              result: row.result,
            }).verified
          : null;
      return {
        ...shown,
        clientSeed: house ? lotteryClientSeed(def.code, row.numero) : null,
        nonce: house ? LOTTERY_NONCE : null,
        verified: verdict,
      };
    },

    async trends(brand: Brand, query: { gameCode: string; count: number }): Promise<LotteryTrends> {
      const def = await games.anyGame(brand.id, query.gameCode);
      const results = await lobby.lastResults(def.id, query.count);
      return { gameCode: def.code, draws: results.length, lines: trendLines(def.kind, results) };
    },
  };
}
export type LobbyService = ReturnType<typeof createLobbyService>;
