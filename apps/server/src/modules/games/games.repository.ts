import { and, asc, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { gameRounds, gameVendors, members } from '../../db/schema.js';

export type VendorRow = typeof gameVendors.$inferSelect;

export type WinningRound = {
  username: string;
  vendorCode: string;
  gameType: string;
  gameName: string;
  stake: bigint;
  payout: bigint;
  settledAt: Date;
};

export function createGamesRepository(db: Database) {
  return {
    /** The brand's enabled vendors, hot first, then in the operator's order. */
    async listEnabledVendors(merchantId: number, tx: Executor = db): Promise<VendorRow[]> {
      return tx
        .select()
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.enabled, true)))
        .orderBy(desc(gameVendors.isHot), asc(gameVendors.sort), asc(gameVendors.id));
    },

    /** Distinct enabled vendor codes (a vendor in several categories counts once). */
    /** The latest settled rounds that paid more than their stake, newest first. */
    async listWinningRounds(
      merchantId: number,
      gameType: string | null,
      limit: number,
      tx: Executor = db,
    ): Promise<WinningRound[]> {
      const rows = await tx
        .select({
          username: members.username,
          vendorCode: gameRounds.vendorCode,
          gameType: gameRounds.gameType,
          gameName: gameRounds.gameName,
          stake: gameRounds.stake,
          payout: gameRounds.payout,
          settledAt: gameRounds.settledAt,
        })
        .from(gameRounds)
        .innerJoin(members, eq(members.id, gameRounds.memberId))
        .where(
          and(
            eq(gameRounds.merchantId, merchantId),
            eq(gameRounds.status, 'settled'),
            isNotNull(gameRounds.settledAt),
            gt(gameRounds.payout, gameRounds.stake),
            gameType === null ? undefined : eq(gameRounds.gameType, gameType),
          ),
        )
        .orderBy(desc(gameRounds.settledAt), desc(gameRounds.id))
        .limit(limit);
      return rows.flatMap((r) => (r.settledAt ? [{ ...r, settledAt: r.settledAt }] : []));
    },
  };
}
export type GamesRepository = ReturnType<typeof createGamesRepository>;
