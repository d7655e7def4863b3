import { and, desc, eq, like, lt, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { demoRounds, funWallets, houseSessions } from '../../../db/schema.js';
import type { HouseRoundRow } from '../house.repository.js';

const roundColumns = {
  roundId: demoRounds.roundId,
  status: demoRounds.status,
  stake: demoRounds.stake,
  payout: demoRounds.payout,
  detail: demoRounds.detail,
  createdAt: demoRounds.createdAt,
  settledAt: demoRounds.settledAt,
};

/** Fun wallets and their demo rounds (decision record 045): nothing here is money. */
export function createFunWalletRepository(db: Database) {
  const ofRound = (walletId: number, roundId: string) =>
    and(eq(demoRounds.funWalletId, walletId), eq(demoRounds.roundId, roundId));

  return {
    /** A new visitor's fun player with `start` credits. */
    async insertVisitor(merchantId: number, start: bigint, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .insert(funWallets)
        .values({ merchantId, balance: start })
        .returning({ id: funWallets.id });
      if (!row) throw new Error('fun wallet not created');
      return row.id;
    },

    /** The member's fun player, made with `start` credits on its first demo; marked used. */
    async memberPlayer(merchantId: number, memberId: number, start: bigint, now: Date, tx: Executor = db) {
      const [row] = await tx
        .insert(funWallets)
        .values({ merchantId, memberId, balance: start, usedAt: now })
        .onConflictDoUpdate({ target: [funWallets.merchantId, funWallets.memberId], set: { usedAt: now } })
        .returning({ id: funWallets.id });
      if (!row) throw new Error('fun wallet not created');
      return row.id;
    },

    async balance(walletId: number, tx: Executor = db): Promise<bigint | undefined> {
      const [row] = await tx
        .select({ balance: funWallets.balance })
        .from(funWallets)
        .where(eq(funWallets.id, walletId));
      return row?.balance;
    },

    /** Adds `delta` (negative: takes), never below zero; the balance after, or undefined when short. */
    async move(walletId: number, delta: bigint, now: Date, tx: Executor = db): Promise<bigint | undefined> {
      const [row] = await tx
        .update(funWallets)
        .set({ balance: sql`${funWallets.balance} + ${delta}`, usedAt: now })
        .where(and(eq(funWallets.id, walletId), sql`${funWallets.balance} + ${delta} >= 0`))
        .returning({ balance: funWallets.balance });
      return row?.balance;
    },

    /** Opens the round with its stake; false when the round exists already. */
    async openRound(
      walletId: number,
      round: { roundId: string; debitId: string; stake: bigint },
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(demoRounds)
        .values({ funWalletId: walletId, ...round })
        .onConflictDoNothing()
        .returning({ id: demoRounds.id });
      return rows.length === 1;
    },

    /** Settles an open round; its payout, or undefined when it is not open. */
    async settleRound(
      walletId: number,
      roundId: string,
      payout: bigint,
      detail: Record<string, unknown> | null,
      now: Date,
      tx: Executor = db,
    ): Promise<bigint | undefined> {
      const [row] = await tx
        .update(demoRounds)
        .set({ status: 'settled', payout, detail, settledAt: now })
        .where(and(ofRound(walletId, roundId), eq(demoRounds.status, 'open')))
        .returning({ payout: demoRounds.payout });
      return row?.payout;
    },

    /** Voids an open round; its stake, or undefined when it is not open. */
    async voidRound(walletId: number, roundId: string, now: Date, tx: Executor = db) {
      const [row] = await tx
        .update(demoRounds)
        .set({ status: 'void', settledAt: now })
        .where(and(ofRound(walletId, roundId), eq(demoRounds.status, 'open')))
        .returning({ stake: demoRounds.stake });
      return row?.stake;
    },

    async round(walletId: number, roundId: string, tx: Executor = db): Promise<HouseRoundRow | undefined> {
      const [row] = await tx.select(roundColumns).from(demoRounds).where(ofRound(walletId, roundId));
      return row;
    },

    /** The fun player's rounds whose id starts with `prefix`, newest first. */
    async rounds(walletId: number, prefix: string, limit: number, tx: Executor = db) {
      return tx
        .select(roundColumns)
        .from(demoRounds)
        .where(
          and(
            eq(demoRounds.funWalletId, walletId),
            like(demoRounds.roundId, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          ),
        )
        .orderBy(desc(demoRounds.id))
        .limit(limit);
    },

    /** Tops the credits up to `start` when below it; the balance after, or undefined when not below. */
    async refill(walletId: number, start: bigint, now: Date, tx: Executor = db) {
      const [row] = await tx
        .update(funWallets)
        .set({ balance: start, refilledAt: now, usedAt: now })
        .where(and(eq(funWallets.id, walletId), lt(funWallets.balance, start)))
        .returning({ balance: funWallets.balance });
      return row?.balance;
    },

    /**
     * Deletes what is older than `before`: fun wallets unused since (with their sessions and rounds), demo
     * rounds played before, and demo sessions that ended before.
     */
    async deleteOlderThan(before: Date, tx: Executor = db) {
      const wallets = await tx
        .delete(funWallets)
        .where(lte(funWallets.usedAt, before))
        .returning({ id: funWallets.id });
      const rounds = await tx
        .delete(demoRounds)
        .where(lte(demoRounds.createdAt, before))
        .returning({ id: demoRounds.id });
      const sessions = await tx
        .delete(houseSessions)
        .where(and(eq(houseSessions.mode, 'demo'), lte(houseSessions.expiresAt, before)))
        .returning({ id: houseSessions.id });
      return { wallets: wallets.length, rounds: rounds.length, sessions: sessions.length };
    },
  };
}
export type FunWalletRepository = ReturnType<typeof createFunWalletRepository>;
