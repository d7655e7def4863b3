import type { NumeroStatus } from '@platform/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { rowsOf, timeOf, timeOrNull, type RawRow } from '../../db/rows.js';
import { gameVendors, lotteryGames, lotteryNumeros, merchants, vendorCredentials } from '../../db/schema.js';
import type { DrawResult } from './engine/types.js';
import type { GameRow } from './games.js';

// The lottery's games and numeros: reads for the lobby, the worker's queue (open ahead, close, draw,
// settle) and the operators' changes, each a conditional update that a second worker finds done.

export type NumeroRow = {
  id: number;
  merchantId: number;
  gameId: number;
  numero: string;
  day: string;
  province: string | null;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  status: NumeroStatus;
  serverSeed: string | null;
  seedHash: string | null;
  result: DrawResult | null;
  corrections: number;
  drawnAt: Date | null;
  settledAt: Date | null;
};

export type NewNumero = {
  merchantId: number;
  gameId: number;
  numero: string;
  day: string;
  province: string | null;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  serverSeed: string | null;
  seedHash: string | null;
};

/** A numero read by a raw statement (snake_case columns). */
export const numeroOfRaw = (r: RawRow): NumeroRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  gameId: Number(r.game_id),
  numero: String(r.numero),
  day: String(r.day),
  province: (r.province as string | null) ?? null,
  opensAt: timeOf(r.opens_at),
  closesAt: timeOf(r.closes_at),
  drawAt: timeOf(r.draw_at),
  status: r.status as NumeroStatus,
  serverSeed: (r.server_seed as string | null) ?? null,
  seedHash: (r.seed_hash as string | null) ?? null,
  result: (r.result as DrawResult | null) ?? null,
  corrections: Number(r.corrections),
  drawnAt: timeOrNull(r.drawn_at),
  settledAt: timeOrNull(r.settled_at),
});

const numeroColumns = {
  id: lotteryNumeros.id,
  merchantId: lotteryNumeros.merchantId,
  gameId: lotteryNumeros.gameId,
  numero: lotteryNumeros.numero,
  day: lotteryNumeros.day,
  province: lotteryNumeros.province,
  opensAt: lotteryNumeros.opensAt,
  closesAt: lotteryNumeros.closesAt,
  drawAt: lotteryNumeros.drawAt,
  status: lotteryNumeros.status,
  serverSeed: lotteryNumeros.serverSeed,
  seedHash: lotteryNumeros.seedHash,
  result: lotteryNumeros.result,
  corrections: lotteryNumeros.corrections,
  drawnAt: lotteryNumeros.drawnAt,
  settledAt: lotteryNumeros.settledAt,
};
const typed = (rows: unknown[]) => rows as NumeroRow[];

/** The brand facts a call made without a request needs: the `Merchant` header, the currency, the zone. */
export type BrandFacts = { code: string; currencySymbol: string; defaultLanguage: string; timeZone?: string };

export function createNumerosRepository(db: Database) {
  return {
    /** Every game of a brand (or of every brand), enabled ones only unless asked. */
    async games(merchantId?: number, tx: Executor = db): Promise<GameRow[]> {
      return tx
        .select()
        .from(lotteryGames)
        .where(merchantId === undefined ? undefined : eq(lotteryGames.merchantId, merchantId))
        .orderBy(asc(lotteryGames.merchantId), asc(lotteryGames.sort), asc(lotteryGames.id));
    },

    async brand(merchantId: number, tx: Executor = db): Promise<BrandFacts | undefined> {
      const [row] = await tx
        .select({
          code: merchants.code,
          currencySymbol: merchants.currencySymbol,
          defaultLanguage: merchants.defaultLanguage,
          settings: merchants.settings,
        })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      return row && { ...row, timeZone: row.settings.timeZone };
    },

    async vendorSecret(merchantId: number, vendorCode: string, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .select({ secret: vendorCredentials.secret, enabled: vendorCredentials.enabled })
        .from(vendorCredentials)
        .where(
          and(eq(vendorCredentials.merchantId, merchantId), eq(vendorCredentials.vendorCode, vendorCode)),
        );
      return row?.enabled ? row.secret : null;
    },

    /** The wallet the vendor's rounds move: the main one, or its sub-wallet in transfer mode. */
    async walletCode(merchantId: number, vendorCode: string, tx: Executor = db): Promise<string> {
      const [row] = await tx
        .select({ mode: gameVendors.walletMode })
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, vendorCode)))
        .limit(1);
      return row?.mode === 'transfer' ? vendorCode : 'MAIN';
    },

    /** Each game's latest numero (by draw time): where opening ahead goes on from. */
    async latestPerGame(tx: Executor = db): Promise<Map<number, { numero: string; drawAt: Date }>> {
      const rows = await rowsOf<{ game_id: number; numero: string; draw_at: unknown }>(
        tx,
        sql`select g.id as game_id, n.numero, n.draw_at from lottery_games g
            cross join lateral (select numero, draw_at from lottery_numeros
              where game_id = g.id order by draw_at desc limit 1) n`,
      );
      return new Map(rows.map((r) => [Number(r.game_id), { numero: r.numero, drawAt: timeOf(r.draw_at) }]));
    },

    /** Adds the numeros not made yet (a second writer's rows, seeds and all, are kept). */
    async insertNumeros(rows: NewNumero[], tx: Executor = db): Promise<number> {
      if (rows.length === 0) return 0;
      const made = await tx
        .insert(lotteryNumeros)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: lotteryNumeros.id });
      return made.length;
    },

    async numerosOf(gameId: number, numeros: string[], tx: Executor = db): Promise<NumeroRow[]> {
      if (numeros.length === 0) return [];
      const rows = await tx
        .select(numeroColumns)
        .from(lotteryNumeros)
        .where(and(eq(lotteryNumeros.gameId, gameId), inArray(lotteryNumeros.numero, numeros)))
        .orderBy(asc(lotteryNumeros.drawAt), asc(lotteryNumeros.numero));
      return typed(rows);
    },

    async numeroById(id: number, tx: Executor = db): Promise<NumeroRow | undefined> {
      const [row] = await tx.select(numeroColumns).from(lotteryNumeros).where(eq(lotteryNumeros.id, id));
      return row as NumeroRow | undefined;
    },

    /** Open numeros past their cut-off become closed. */
    async closeDue(now: Date, tx: Executor = db): Promise<number> {
      const rows = await rowsOf(
        tx,
        sql`update lottery_numeros set status = 'closed'
            where status = 'open' and closes_at <= ${now.toISOString()}::timestamptz returning id`,
      );
      return rows.length;
    },

    /** A game's numeros past their draw time without a result, oldest draw first, at most `limit`. */
    async dueForDraw(gameId: number, now: Date, limit: number, tx: Executor = db): Promise<NumeroRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select * from lottery_numeros
            where game_id = ${gameId} and status in ('open', 'closed')
              and draw_at <= ${now.toISOString()}::timestamptz
            order by draw_at, id limit ${limit}`,
      );
      return rows.map(numeroOfRaw);
    },

    /** The result of a numero not drawn yet (a second writer finds it drawn: false). */
    async storeResult(id: number, result: DrawResult, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update lottery_numeros set status = 'drawn', result = ${JSON.stringify(result)}::jsonb,
              drawn_at = ${now.toISOString()}::timestamptz
            where id = ${id} and status in ('open', 'closed') returning id`,
      );
      return rows.length === 1;
    },

    /** A drawn numero's result replaced: one more correction, drawn again until its tickets are paid anew. */
    async correctResult(id: number, result: DrawResult, tx: Executor): Promise<NumeroRow | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`update lottery_numeros set result = ${JSON.stringify(result)}::jsonb,
              corrections = corrections + 1, status = 'drawn', settled_at = null
            where id = ${id} and status in ('drawn', 'settled') returning *`,
      );
      return row && numeroOfRaw(row);
    },

    /** A numero not drawn yet cancelled (its tickets are refunded after). */
    async cancel(id: number, now: Date, tx: Executor): Promise<NumeroRow | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`update lottery_numeros set status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz
            where id = ${id} and status in ('open', 'closed') returning *`,
      );
      return row && numeroOfRaw(row);
    },

    async lockNumero(id: number, tx: Executor): Promise<NumeroRow | undefined> {
      const [row] = await rowsOf(tx, sql`select * from lottery_numeros where id = ${id} for update`);
      return row && numeroOfRaw(row);
    },

    /** Drawn numeros, oldest draw first: the settlement's queue. */
    async drawnQueue(limit: number, tx: Executor = db): Promise<NumeroRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select * from lottery_numeros where status = 'drawn' order by draw_at, id limit ${limit}`,
      );
      return rows.map(numeroOfRaw);
    },

    /**
     * A drawn numero becomes settled once none of its tickets waits: none pending or open, none paid by an
     * older version of its result.
     */
    async markSettled(id: number, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update lottery_numeros n set status = 'settled', settled_at = ${now.toISOString()}::timestamptz
            where n.id = ${id} and n.status = 'drawn' and not exists (
              select 1 from lottery_tickets t where t.numero_id = n.id
                and (t.status in ('pending', 'open')
                  or (t.status = 'settled' and t.result_version < n.corrections)))
            returning n.id`,
      );
      return rows.length === 1;
    },
  };
}
export type NumerosRepository = ReturnType<typeof createNumerosRepository>;
