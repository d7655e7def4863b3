import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { gameRounds, raffleDraws, raffles } from '../../db/schema.js';
import { bigintOf } from '../../db/rows.js';

export type RaffleRow = typeof raffles.$inferSelect;
export type RaffleDrawRow = typeof raffleDraws.$inferSelect;

export function createRaffleRepository(db: Database) {
  return {
    /** Enabled raffles of the brand that have started and not ended at `at`. */
    async listRunning(merchantId: number, at: Date, tx: Executor = db): Promise<RaffleRow[]> {
      return tx
        .select()
        .from(raffles)
        .where(
          and(
            eq(raffles.merchantId, merchantId),
            eq(raffles.enabled, true),
            lte(raffles.startsAt, at),
            or(isNull(raffles.endsAt), gt(raffles.endsAt, at)),
          ),
        )
        .orderBy(asc(raffles.id));
    },

    async findEnabled(merchantId: number, id: number, tx: Executor = db): Promise<RaffleRow | undefined> {
      const [row] = await tx
        .select()
        .from(raffles)
        .where(and(eq(raffles.id, id), eq(raffles.merchantId, merchantId), eq(raffles.enabled, true)))
        .limit(1);
      return row;
    },

    /** The member's draws of a day in the given raffles. */
    async drawsOfDay(
      memberId: number,
      day: string,
      raffleIds: number[],
      tx: Executor = db,
    ): Promise<RaffleDrawRow[]> {
      if (raffleIds.length === 0) return [];
      return tx
        .select()
        .from(raffleDraws)
        .where(
          and(
            eq(raffleDraws.memberId, memberId),
            eq(raffleDraws.day, day),
            inArray(raffleDraws.raffleId, raffleIds),
          ),
        );
    },

    /** The day's draw, once: undefined when the member already drew in this raffle that day. */
    async insertDraw(
      values: { merchantId: number; raffleId: number; memberId: number; day: string; prize: bigint },
      tx: Executor = db,
    ): Promise<RaffleDrawRow | undefined> {
      const [row] = await tx.insert(raffleDraws).values(values).onConflictDoNothing().returning();
      return row;
    },

    async setDrawBonus(drawId: number, bonusId: number, tx: Executor = db): Promise<void> {
      await tx.update(raffleDraws).set({ bonusId }).where(eq(raffleDraws.id, drawId));
    },

    /** Valid bets (minor units) of the member's rounds settled in [from, until). */
    async validBetsSettled(
      merchantId: number,
      memberId: number,
      from: Date,
      until: Date,
      tx: Executor = db,
    ): Promise<bigint> {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${gameRounds.validBet}), 0)` })
        .from(gameRounds)
        .where(
          and(
            eq(gameRounds.merchantId, merchantId),
            eq(gameRounds.memberId, memberId),
            eq(gameRounds.status, 'settled'),
            sql`${gameRounds.settledAt} >= ${from.toISOString()}::timestamptz`,
            sql`${gameRounds.settledAt} < ${until.toISOString()}::timestamptz`,
          ),
        );
      return bigintOf(row?.total);
    },
  };
}
export type RaffleRepository = ReturnType<typeof createRaffleRepository>;
