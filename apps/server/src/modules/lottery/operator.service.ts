import {
  ERROR_CODES,
  LOTTERY_ADMIN_ERRORS,
  minorToMajor,
  type AdminLotteryChange,
  type AdminLotteryNumero,
  type AdminLotteryResult,
  type NumeroStatus,
} from '@platform/contracts';
import { pageFields } from '../../db/paging.js';
import type { Database, Executor } from '../../db/client.js';
import type { Brand, Origin } from '../../lib/context.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { AuditRepository } from '../audit/index.js';
import { sameResult } from './engine/draws/index.js';
import type { GameStore } from './game-store.js';
import type { LotteryGameDef } from './games.js';
import type { LobbyRepository, NumeroWithMoney } from './lobby.repository.js';
import type { LobbyService } from './lobby.service.js';
import type { NumeroRow, NumerosRepository } from './numeros.repository.js';
import { checkResult } from './results.js';
import type { SettlementService } from './settlement.service.js';

// The operators' side of the lottery (`/admin/lottery/...` and `npm run admin`): the brand's numeros, a
// feed game's result entered, a drawn result corrected, a numero cancelled. Each change and its audit row
// commit together; the money follows (settlement, the corrections' transfers, refunds), a bounded part at
// once and the rest by the worker.

/** Operators who change results and numeros; every role reads. */
const CHANGE_ROLES: readonly string[] = ['owner', 'finance'];
/** Tickets worked through in the operator's call; the worker does the rest. */
const INLINE_TICKETS = 500;

export type LotteryOperator = { operatorId: number; role: string };

export function createLotteryOperator(deps: {
  db: Database;
  games: GameStore;
  numeros: NumerosRepository;
  lobby: LobbyRepository;
  lobbyService: Pick<LobbyService, 'numeroOf'>;
  settlement: Pick<SettlementService, 'settleSome'>;
  audit: AuditRepository;
  now: () => Date;
}) {
  const mayChange = (operator: LotteryOperator) => {
    if (!CHANGE_ROLES.includes(operator.role))
      throw forbidden(ERROR_CODES.forbidden, `The ${operator.role} role may not change lottery results.`);
  };

  function shown(def: LotteryGameDef, row: NumeroWithMoney, brand: Brand): AdminLotteryNumero {
    return {
      ...deps.lobbyService.numeroOf(def, row, brand.defaultLanguage, brand.defaultLanguage),
      source: def.source,
      bets: row.bets,
      stake: minorToMajor(row.stake),
      payout: minorToMajor(row.payout),
    };
  }

  async function numeroOf(brand: Brand, gameCode: string, numero: string) {
    const def = await deps.games.anyGame(brand.id, gameCode);
    const [row] = await deps.numeros.numerosOf(def.id, [numero]);
    if (!row) throw notFound(`${def.code} has no numero ${numero}.`, LOTTERY_ADMIN_ERRORS.unknownNumero);
    return { def, row };
  }

  const refuseState = (row: NumeroRow, wanted: string) =>
    conflict(LOTTERY_ADMIN_ERRORS.numeroState, `Numero ${row.numero} is ${row.status}: ${wanted}.`);

  function checked(def: LotteryGameDef, body: AdminLotteryResult) {
    const result = checkResult(def.shape, body.result);
    if (!result.ok) throw badRequest(LOTTERY_ADMIN_ERRORS.resultInvalid, `result: ${result.problem}.`);
    return result.result;
  }

  /** The change's audit row, in its transaction. */
  const audited = (
    tx: Executor,
    operator: LotteryOperator,
    brand: Brand,
    origin: Origin,
    event: string,
    detail: Record<string, unknown>,
  ) =>
    deps.audit.write(
      { merchantId: brand.id, operatorId: operator.operatorId, event, ip: origin.ip, detail },
      tx,
    );

  /** The numero as it is after the change, and the tickets worked now and left to the worker. */
  async function after(brand: Brand, def: LotteryGameDef, id: number): Promise<AdminLotteryChange> {
    const { done, left } = await deps.settlement.settleSome(id, INLINE_TICKETS);
    const row = await deps.lobby.withMoney(id);
    if (!row) throw new Error(`numero ${id} vanished`);
    return { numero: shown(def, row, brand), done, left };
  }

  return {
    async list(
      brand: Brand,
      query: {
        gameCode?: string | undefined;
        status?: NumeroStatus | undefined;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const def = query.gameCode ? await deps.games.anyGame(brand.id, query.gameCode) : undefined;
      const all = new Map((await deps.games.every()).map((g) => [g.id, g]));
      const { rows, total } = await deps.lobby.operatorList(
        brand.id,
        {
          ...(def ? { gameId: def.id } : {}),
          ...(query.status ? { status: query.status } : {}),
          until: deps.now(),
        },
        query,
      );
      return {
        ...pageFields(query, total),
        list: rows.flatMap((row) => {
          const game = all.get(row.gameId);
          return game ? [shown(game, row, brand)] : [];
        }),
      };
    },

    /** A feed game's result, entered once its draw time has passed and while it has none. */
    async enterResult(
      operator: LotteryOperator,
      brand: Brand,
      params: { gameCode: string; numero: string },
      body: AdminLotteryResult,
      origin: Origin,
    ): Promise<AdminLotteryChange> {
      mayChange(operator);
      const { def, row } = await numeroOf(brand, params.gameCode, params.numero);
      if (def.source !== 'feed')
        throw conflict(
          LOTTERY_ADMIN_ERRORS.numeroState,
          `${def.code} is drawn by the platform, not entered.`,
        );
      const result = checked(def, body);
      const now = deps.now();
      if (row.drawAt > now)
        throw refuseState(row, `its result can be entered after ${row.drawAt.toISOString()}`);
      await deps.db.transaction(async (tx) => {
        if (!(await deps.numeros.storeResult(row.id, result, now, tx)))
          throw refuseState(row, 'it has a result already (correct it instead)');
        await audited(tx, operator, brand, origin, 'lottery.result.enter', {
          game: def.code,
          numero: row.numero,
          result,
          note: body.note ?? null,
        });
      });
      return after(brand, def, row.id);
    },

    /** A drawn result replaced; the tickets it paid are settled again by the difference. */
    async correct(
      operator: LotteryOperator,
      brand: Brand,
      params: { gameCode: string; numero: string },
      body: AdminLotteryResult,
      origin: Origin,
    ): Promise<AdminLotteryChange> {
      mayChange(operator);
      const { def, row } = await numeroOf(brand, params.gameCode, params.numero);
      const result = checked(def, body);
      await deps.db.transaction(async (tx) => {
        const locked = await deps.numeros.lockNumero(row.id, tx);
        if (!locked?.result || (locked.status !== 'drawn' && locked.status !== 'settled'))
          throw refuseState(locked ?? row, 'only a drawn result can be corrected');
        if (sameResult(locked.result, result)) throw refuseState(locked, 'its result is already this one');
        const corrected = await deps.numeros.correctResult(row.id, result, tx);
        await audited(tx, operator, brand, origin, 'lottery.result.correct', {
          game: def.code,
          numero: row.numero,
          before: locked.result,
          after: result,
          correction: corrected?.corrections ?? null,
          note: body.note ?? null,
        });
      });
      return after(brand, def, row.id);
    },

    /** A numero without a result cancelled: every ticket on it refunded through the wallet's rollback. */
    async cancel(
      operator: LotteryOperator,
      brand: Brand,
      params: { gameCode: string; numero: string },
      body: { note: string },
      origin: Origin,
    ): Promise<AdminLotteryChange> {
      mayChange(operator);
      const { def, row } = await numeroOf(brand, params.gameCode, params.numero);
      await deps.db.transaction(async (tx) => {
        const cancelled = await deps.numeros.cancel(row.id, deps.now(), tx);
        if (!cancelled) throw refuseState(row, 'only a numero without a result can be cancelled');
        await audited(tx, operator, brand, origin, 'lottery.numero.cancel', {
          game: def.code,
          numero: row.numero,
          note: body.note,
        });
      });
      return after(brand, def, row.id);
    },
  };
}
export type LotteryOperatorService = ReturnType<typeof createLotteryOperator>;
