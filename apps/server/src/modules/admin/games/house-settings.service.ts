import {
  ADMIN_GAMES_ERRORS,
  ERROR_CODES,
  majorToMinor,
  minorToMajor,
  type AdminHouseGame,
  type AdminHouseGameList,
  type AdminHouseRoom,
  type AdminHouseRoomList,
  type AdminHouseRoomUpdate,
} from '@platform/contracts';
import type { Database, Executor } from '../../../db/client.js';
import { pageFields } from '../../../db/paging.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { conflict, fieldError, notFound } from '../../../lib/errors.js';
import { pickLocalized } from '../../../lib/localized.js';
import type { OperatorActor } from '../../../lib/operator-queues.js';
import type { AuditRepository } from '../../audit/index.js';
import { HOUSE_MAX_STAKE, houseGameFigures, isHouseEngine, roomMinBalanceFloor } from '../../house/index.js';
import type { HouseAdminRepository, HouseGameRow, RoomRow } from './house-admin.repository.js';

type Deps = {
  db: Database;
  repo: HouseAdminRepository;
  audit: AuditRepository;
  /** Tells every API process's catalogue that the brand's games changed (a minimum bet is listed). */
  catalogueChanged: (merchantId: number) => Promise<void>;
};

const outOfBounds = (field: string, message: string) =>
  fieldError(ADMIN_GAMES_ERRORS.houseSettingBounds, `${field}: ${message}`, { field });

/**
 * The in-house games' settings the engines read from the brand: each game's minimum bet (read at every bet)
 * and each card room's base bet, minimum balance to sit, rake, betting time and state (read at every round).
 * What an engine fixes (the house's largest stake, the live tables' limits, every game's mathematics) is
 * shown, never written. Each write is one transaction with its audit row, before and after.
 */
export function createHouseSettings({ db, repo, audit, catalogueChanged }: Deps) {
  const record = (
    operator: OperatorActor,
    origin: Origin,
    event: string,
    detail: Record<string, unknown>,
    tx: Executor,
  ) =>
    audit.write(
      { merchantId: operator.merchantId, operatorId: operator.operatorId, event, ip: origin.ip, detail },
      tx,
    );

  const figuresOf = (row: HouseGameRow) =>
    isHouseEngine(row.engine) ? houseGameFigures(row.engine, row.gameCode) : undefined;

  const gameView = (brand: Brand, row: HouseGameRow): AdminHouseGame => {
    const figures = figuresOf(row);
    const limits = figures?.fixedLimits;
    return {
      id: row.id,
      vendorCode: row.vendorCode,
      category: row.category,
      gameCode: row.gameCode,
      name: pickLocalized(row.name, 'EN', brand.defaultLanguage) ?? row.gameCode,
      engine: row.engine,
      enabled: row.enabled,
      minBet: limits ? limits.minBet : figures?.minBetEditable ? minorToMajor(row.minBet) : null,
      maxBet: limits ? limits.maxBet : figures?.minBetEditable ? HOUSE_MAX_STAKE : null,
      minBetEditable: figures?.minBetEditable ?? false,
      rtp: figures?.rtp ?? null,
      rtpSource: figures?.rtpSource ?? null,
      bettingSeconds: figures?.bettingSeconds ?? null,
    };
  };

  const roomView = (brand: Brand, row: RoomRow): AdminHouseRoom => ({
    id: row.id,
    vendorCode: row.vendorCode,
    gameCode: row.gameCode,
    gameName: (row.gameName && pickLocalized(row.gameName, 'EN', brand.defaultLanguage)) ?? row.gameCode,
    code: row.code,
    level: row.level,
    baseBet: minorToMajor(row.baseBet),
    minBalance: minorToMajor(row.minBalance),
    seats: row.seats,
    rakePercent: row.rakeBps / 100,
    betSeconds: row.betSeconds,
    enabled: row.enabled,
    minBalanceFloor: minorToMajor(roomMinBalanceFloor(row.baseBet, row.seats)),
  });

  return {
    async games(
      operator: OperatorActor,
      brand: Brand,
      query: { engine?: string | undefined; name?: string | undefined; pageNo: number; pageSize: number },
    ): Promise<AdminHouseGameList> {
      const { rows, total } = await repo.games(operator.merchantId, query, query);
      return {
        list: rows.map((r) => gameView(brand, r)),
        maxStake: HOUSE_MAX_STAKE,
        ...pageFields(query, total),
      };
    },

    /** A game's minimum bet, from 0.01 to the house's largest stake, where its engine reads it. */
    async setMinBet(
      operator: OperatorActor,
      brand: Brand,
      gameId: number,
      minBet: number,
      origin: Origin,
    ): Promise<AdminHouseGame> {
      if (minBet > HOUSE_MAX_STAKE)
        throw outOfBounds('minBet', `at most ${HOUSE_MAX_STAKE.toFixed(2)}, the largest stake of a round`);
      const changed = await db.transaction(async (tx) => {
        const row = await repo.lockGame(operator.merchantId, gameId, tx);
        if (!row)
          throw notFound(`gameId: no in-house game ${gameId} in this brand.`, ERROR_CODES.gameUnknown);
        if (!figuresOf(row)?.minBetEditable)
          throw conflict(
            ADMIN_GAMES_ERRORS.houseSettingFixed,
            `minBet: ${row.gameCode} (${row.engine}) plays limits of its own; its minimum bet is not a brand setting.`,
            { field: 'minBet' },
          );
        const next = majorToMinor(minBet);
        if (next === row.minBet) return { row, changed: false };
        await repo.setMinBet(row.id, next, tx);
        await record(
          operator,
          origin,
          'games.house.game',
          {
            target: { id: row.id, vendorCode: row.vendorCode, gameCode: row.gameCode, engine: row.engine },
            before: { minBet: minorToMajor(row.minBet) },
            after: { minBet },
          },
          tx,
        );
        return { row: { ...row, minBet: next }, changed: true };
      });
      if (changed.changed) await catalogueChanged(operator.merchantId);
      return gameView(brand, changed.row);
    },

    async rooms(
      operator: OperatorActor,
      brand: Brand,
      query: { gameCode?: string | undefined; pageNo: number; pageSize: number },
    ): Promise<AdminHouseRoomList> {
      const { rows, total } = await repo.rooms(operator.merchantId, query, query);
      return { list: rows.map((r) => roomView(brand, r)), ...pageFields(query, total) };
    },

    /**
     * A card room's settings, taken from the next round on. The minimum balance to sit must cover what a
     * banker can lose in one round at the room's base bet and seats.
     */
    async updateRoom(
      operator: OperatorActor,
      brand: Brand,
      roomId: number,
      input: AdminHouseRoomUpdate,
      origin: Origin,
    ): Promise<AdminHouseRoom> {
      return db.transaction(async (tx) => {
        const row = await repo.lockRoom(operator.merchantId, roomId, tx);
        if (!row) throw notFound(`roomId: no card room ${roomId} in this brand.`);
        const next = {
          baseBet: input.baseBet === undefined ? row.baseBet : majorToMinor(input.baseBet),
          minBalance: input.minBalance === undefined ? row.minBalance : majorToMinor(input.minBalance),
          rakeBps: input.rakePercent === undefined ? row.rakeBps : Math.round(input.rakePercent * 100),
          betSeconds: input.betSeconds ?? row.betSeconds,
          enabled: input.enabled ?? row.enabled,
        };
        const floor = roomMinBalanceFloor(next.baseBet, row.seats);
        if (next.minBalance < floor)
          throw outOfBounds(
            input.minBalance === undefined ? 'baseBet' : 'minBalance',
            `the minimum balance to sit (${minorToMajor(next.minBalance).toFixed(2)}) must cover a banker's ` +
              `largest loss in a round at base bet ${minorToMajor(next.baseBet).toFixed(2)} with ${row.seats} ` +
              `seats: at least ${minorToMajor(floor).toFixed(2)}`,
          );
        const current = {
          baseBet: row.baseBet,
          minBalance: row.minBalance,
          rakeBps: row.rakeBps,
          betSeconds: row.betSeconds,
          enabled: row.enabled,
        };
        const keys = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== current[k]);
        if (keys.length === 0) return roomView(brand, row);
        const shown = (v: typeof next) => ({
          baseBet: minorToMajor(v.baseBet),
          minBalance: minorToMajor(v.minBalance),
          rakePercent: v.rakeBps / 100,
          betSeconds: v.betSeconds,
          enabled: v.enabled,
        });
        const name = (k: keyof typeof next) => (k === 'rakeBps' ? 'rakePercent' : k);
        const before = shown(current);
        const after = shown(next);
        await repo.updateRoom(row.id, next, tx);
        await record(
          operator,
          origin,
          'games.house.room',
          {
            target: { id: row.id, gameCode: row.gameCode, code: row.code },
            before: Object.fromEntries(keys.map((k) => [name(k), before[name(k)]])),
            after: Object.fromEntries(keys.map((k) => [name(k), after[name(k)]])),
          },
          tx,
        );
        return roomView(brand, { ...row, ...next });
      });
    },
  };
}
export type HouseSettings = ReturnType<typeof createHouseSettings>;
