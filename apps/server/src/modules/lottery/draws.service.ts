import { randomBytes } from 'node:crypto';
import { seedHash } from '../house/index.js';
import { drawFor } from './engine/draws/index.js';
import { numerosBetween, type Numero } from './engine/schedule/index.js';
import type { ResultsFeed } from './feed.js';
import type { GameStore } from './game-store.js';
import { horizonOf, type LotteryGameDef } from './games.js';
import type { NumeroRow, NumerosRepository } from './numeros.repository.js';
import { checkResult } from './results.js';

// The numeros' lifecycle up to the result: opened ahead of time (a house game's server seed drawn and its
// hash committed then), closed at their cut-off, drawn at their draw time from the committed seed (house
// games) or taken from the results feed (feed games). The worker works from what is recorded, never from
// the time of its last run: after downtime it makes the numeros missed, in draw order, and draws them in
// order; a second worker running beside it finds each step done (unique numero ids, conditional updates).

/** Bounds of one run: numeros made per game, numeros drawn or asked of the feed in all. */
export const OPEN_PER_RUN = 500;
export const DRAWS_PER_RUN = 200;
/** A feed game's first numeros reach back this many days: its published results of those days are shown. */
export const FEED_HISTORY_DAYS = 7;
const DAY_MS = 86_400_000;

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type DrawsRun = { opened: number; closed: number; drawn: number };

/** A new numero's row: a house game's seed drawn now (only its hash is shown until the draw). */
function newRow(def: LotteryGameDef, n: Numero) {
  const serverSeed = def.source === 'house' ? randomBytes(32).toString('hex') : null;
  return {
    merchantId: def.merchantId,
    gameId: def.id,
    numero: n.id,
    day: n.day,
    province: n.province?.code ?? null,
    opensAt: n.opensAt,
    closesAt: n.closesAt,
    drawAt: n.drawAt,
    serverSeed,
    seedHash: serverSeed === null ? null : seedHash(serverSeed),
  };
}

export function createDrawsService(deps: {
  numeros: NumerosRepository;
  games: GameStore;
  feed: ResultsFeed | null;
  now: () => Date;
  log: Log;
}) {
  const { numeros } = deps;

  /** The rows of the schedule's numeros, made first where missing, in draw order. */
  async function ensureNumeros(def: LotteryGameDef, list: Numero[]): Promise<NumeroRow[]> {
    const ids = list.map((n) => n.id);
    const found = await numeros.numerosOf(def.id, ids);
    if (found.length === ids.length) return found;
    const have = new Set(found.map((r) => r.numero));
    await numeros.insertNumeros(list.filter((n) => !have.has(n.id)).map((n) => newRow(def, n)));
    return numeros.numerosOf(def.id, ids);
  }

  /** Each game's numeros up to its horizon, going on from its latest recorded one (none skipped, none twice). */
  async function openAhead(now: Date): Promise<number> {
    const latest = await numeros.latestPerGame();
    let opened = 0;
    for (const def of await deps.games.all()) {
      const horizon = horizonOf(def, now);
      const last = latest.get(def.id);
      if (last && last.drawAt >= horizon) continue;
      // A house game's first numeros start at now: the draws before it had no numero to bet on. A feed game
      // also shows the real-world draws of the last days (no bets on them), so its result board has history.
      const first = def.source === 'feed' ? new Date(now.getTime() - FEED_HISTORY_DAYS * DAY_MS) : now;
      const list = numerosBetween(def.schedule, last?.drawAt ?? first, horizon, OPEN_PER_RUN);
      opened += await numeros.insertNumeros(list.map((n) => newRow(def, n)));
    }
    return opened;
  }

  /** The result of a due numero: drawn from its committed seed, or the feed's (null while it has none). */
  async function resultOf(def: LotteryGameDef, row: NumeroRow) {
    if (def.source === 'house') {
      if (!row.serverSeed) throw new Error(`house numero ${row.id} has no server seed`);
      return drawFor(def.shape, row.serverSeed, def.code, row.numero);
    }
    if (!deps.feed) return null;
    const published = await deps.feed.result({
      merchantId: def.merchantId,
      gameCode: def.code,
      numero: row.numero,
      province: row.province,
      drawAt: row.drawAt,
      shape: def.shape,
    });
    if (!published) return null;
    const checked = checkResult(def.shape, published);
    if (!checked.ok) {
      deps.log.error(
        { game: def.code, numero: row.numero, problem: checked.problem },
        'lottery feed: bad result',
      );
      return null;
    }
    return checked.result;
  }

  /**
   * Draws each game's due numeros in draw order, at most `DRAWS_PER_RUN` in all; a feed game stops at its
   * first numero the feed has not published (or at once without a feed: an operator enters its results).
   */
  async function drawDue(now: Date): Promise<number> {
    let drawn = 0;
    for (const def of await deps.games.every()) {
      if (drawn >= DRAWS_PER_RUN) break;
      if (def.source === 'feed' && !deps.feed) continue;
      for (const row of await numeros.dueForDraw(def.id, now, DRAWS_PER_RUN - drawn)) {
        let result;
        try {
          result = await resultOf(def, row);
        } catch (error) {
          deps.log.warn({ err: error, game: def.code, numero: row.numero }, 'lottery: result not available');
          result = null;
        }
        if (!result) break;
        if (await numeros.storeResult(row.id, result, now)) drawn += 1;
      }
    }
    return drawn;
  }

  return {
    ensureNumeros,

    /** One run of the draws job: open ahead, close what passed its cut-off, draw what passed its draw time. */
    async run(): Promise<DrawsRun> {
      const now = deps.now();
      const opened = await openAhead(now);
      const closed = await numeros.closeDue(now);
      const drawn = await drawDue(now);
      return { opened, closed, drawn };
    },
  };
}
export type DrawsService = ReturnType<typeof createDrawsService>;
