import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { bigintOf, rowsOf } from '../../db/rows.js';
import { bigintArray, intArray, jsonbArray, textArray } from './numeros.repository.js';
import { TICKETS, ticketOfRaw, type TicketRow } from './tickets.repository.js';

// The settlement's statements: tickets claimed in batches (skipping those another run holds), the batch's
// credits in one call of `lottery_credit_batch` (migration 0016, decision record 043), the bets and tickets
// settled in one statement each, and a correction's round and day figures moved by what it paid.

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

export type SettledBet = { id: number; status: 'won' | 'lost' | 'refunded'; payout: bigint };
export type SettledTicket = {
  id: number;
  status: 'settled' | 'refunded';
  payout: bigint;
  shortfall: bigint;
  version: number;
};

export function createSettlementRepository(db: Database) {
  /** Tickets of a numero in one state, locked for this run; those another run holds are skipped. */
  async function claim(where: ReturnType<typeof sql>, limit: number, tx: Executor): Promise<TicketRow[]> {
    const rows = await rowsOf(
      tx,
      sql`${TICKETS} where ${where} order by t.id limit ${limit} for update of t skip locked`,
    );
    return rows.map(ticketOfRaw);
  }

  return {
    claimOpen(numeroId: number, limit: number, tx: Executor): Promise<TicketRow[]> {
      return claim(sql`t.numero_id = ${numeroId} and t.status = 'open'`, limit, tx);
    },

    /** Settled tickets paid by an older version of the numero's result (a correction came since). */
    claimOutdated(numeroId: number, version: number, limit: number, tx: Executor): Promise<TicketRow[]> {
      return claim(
        sql`t.numero_id = ${numeroId} and t.status = 'settled' and t.result_version < ${version}`,
        limit,
        tx,
      );
    },

    /** Tickets of a numero still to pay or refund: pending, open, or paid by an older result. */
    async waiting(numeroId: number, tx: Executor = db): Promise<number> {
      const [row] = await rowsOf<{ n: unknown }>(
        tx,
        sql`select count(*) as n from lottery_tickets t join lottery_numeros n on n.id = t.numero_id
            where t.numero_id = ${numeroId} and (t.status in ('pending', 'open')
              or (t.status = 'settled' and t.result_version < n.corrections))`,
      );
      return Number(row?.n ?? 0);
    },

    async credit(
      batch: { merchantId: number; vendorCode: string; walletCode: string; currency: string },
      elements: CreditElement[],
      tx: Executor,
    ): Promise<CreditOutcome[]> {
      if (elements.length === 0) return [];
      const rows = await rowsOf<{ transaction_id: string; outcome: CreditOutcome['outcome']; paid: unknown }>(
        tx,
        sql`select * from lottery_credit_batch(${batch.merchantId}::integer, ${batch.vendorCode}::text,
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

    async settleBets(bets: SettledBet[], now: Date, tx: Executor): Promise<void> {
      if (bets.length === 0) return;
      await tx.execute(
        sql`update lottery_bets b set status = u.s, payout = u.p, settled_at = ${now.toISOString()}::timestamptz
            from unnest(${bigintArray(bets.map((b) => b.id))}, ${textArray(bets.map((b) => b.status))},
              ${bigintArray(bets.map((b) => b.payout))}) as u(i, s, p)
            where b.id = u.i`,
      );
    },

    async settleTickets(tickets: SettledTicket[], now: Date, tx: Executor): Promise<void> {
      if (tickets.length === 0) return;
      await tx.execute(
        sql`update lottery_tickets t set status = u.s, payout = u.p, shortfall = u.f, result_version = u.v,
              settled_at = coalesce(t.settled_at, ${now.toISOString()}::timestamptz)
            from unnest(${bigintArray(tickets.map((t) => t.id))}, ${textArray(tickets.map((t) => t.status))},
              ${bigintArray(tickets.map((t) => t.payout))}, ${bigintArray(tickets.map((t) => t.shortfall))},
              ${intArray(tickets.map((t) => t.version))}) as u(i, s, p, f, v)
            where t.id = u.i`,
      );
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
export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
