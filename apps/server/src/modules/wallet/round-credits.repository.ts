import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bigintArray, intArray, jsonbArray, textArray } from '../../db/arrays.js';
import { bigintOf, rowsOf } from '../../db/rows.js';

// The statements of an in-house vendor that settles many rounds at once (the lottery, the sportsbook): the
// batch's credits in one call of `vendor_credit_batch` (migration 0016, renamed in 0017; decision record
// 043), the house's shards, and what a correction moves on a settled round and the member's day figures.

/** One round's credit: the vendor's transaction ids, the member, its house shard, the amount and detail. */
export type CreditElement = {
  transactionId: string;
  debitTransactionId: string;
  memberId: number;
  houseAccountId: number;
  amount: bigint;
  detail: Record<string, unknown>;
  reference: string;
};

/** What the batch did with one round: credited now; found settled (what it paid) or void; no such debit. */
export type CreditOutcome = {
  transactionId: string;
  outcome: 'credited' | 'settled' | 'void' | 'unknown';
  paid: bigint;
};

export function createRoundCredits() {
  return {
    async credit(
      batch: { merchantId: number; vendorCode: string; walletCode: string; currency: string },
      elements: CreditElement[],
      tx: Executor,
    ): Promise<CreditOutcome[]> {
      if (elements.length === 0) return [];
      const rows = await rowsOf<{ transaction_id: string; outcome: CreditOutcome['outcome']; paid: unknown }>(
        tx,
        sql`select * from vendor_credit_batch(${batch.merchantId}::integer, ${batch.vendorCode}::text,
              ${batch.walletCode}::text, ${batch.currency}::text,
              ${textArray(elements.map((e) => e.transactionId))},
              ${textArray(elements.map((e) => e.debitTransactionId))},
              ${intArray(elements.map((e) => e.memberId))},
              ${bigintArray(elements.map((e) => e.houseAccountId))},
              ${bigintArray(elements.map((e) => e.amount))},
              ${jsonbArray(elements.map((e) => e.detail))},
              ${textArray(elements.map((e) => e.reference))})`,
      );
      return rows.map((r) => ({
        transactionId: r.transaction_id,
        outcome: r.outcome,
        paid: bigintOf(r.paid),
      }));
    },

    /** The house's games accounts of a vendor, by shard (a member's debit made the member's shard). */
    async houseShards(merchantId: number, vendorCode: string, tx: Executor): Promise<Map<number, number>> {
      const rows = await rowsOf<{ shard: unknown; id: unknown }>(
        tx,
        sql`select shard, id from accounts where merchant_id = ${merchantId} and member_id is null
              and kind = 'games' and wallet_code = ${vendorCode}`,
      );
      return new Map(rows.map((r) => [Number(r.shard), Number(r.id)]));
    },

    /** The member's wallet balance, its row locked until the caller's transaction ends. */
    async lockedBalance(memberId: number, walletCode: string, tx: Executor): Promise<bigint> {
      const [row] = await rowsOf<{ balance: unknown }>(
        tx,
        sql`select balance from accounts where member_id = ${memberId} and wallet_code = ${walletCode} for update`,
      );
      return bigintOf(row?.balance);
    },

    /**
     * What a correction moved (signed: paid to the member, or taken back) added to its round's payout and to
     * the member's figures of the day (the betting record, reports and team figures read those).
     */
    async addToRound(
      round: { merchantId: number; vendorCode: string; roundId: string; memberId: number },
      moved: bigint,
      tx: Executor,
    ): Promise<number | null> {
      const [row] = await rowsOf<{ id: unknown }>(
        tx,
        sql`update game_rounds set payout = payout + ${moved}
            where merchant_id = ${round.merchantId} and vendor_code = ${round.vendorCode}
              and round_id = ${round.roundId} returning id`,
      );
      await tx.execute(
        sql`select member_daily_add(${round.merchantId}::integer, ${round.memberId}::integer, now(), 0, 0, 0, 0,
              0, ${moved}::bigint, 0, 0, 0)`,
      );
      return row ? Number(row.id) : null;
    },

    /** The ledger transfer that paid the round's credit, which a correction reverses in part or adds to. */
    async winTransferOf(roundRowId: number, tx: Executor): Promise<number | null> {
      const [row] = await rowsOf<{ id: unknown }>(
        tx,
        sql`select id from ledger_transfers where round_id = ${roundRowId} and kind = 'win' order by id limit 1`,
      );
      return row ? Number(row.id) : null;
    },
  };
}
export type RoundCredits = ReturnType<typeof createRoundCredits>;
