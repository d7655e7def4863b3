import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { createRoundCredits } from '../wallet/index.js';
import { bigintArray, intArray, textArray } from '../../db/arrays.js';
import { TICKETS, ticketOfRaw, type TicketRow } from './tickets.repository.js';

// The settlement's statements: tickets claimed in batches (skipping those another run holds), the bets and
// tickets settled in one statement each; the credits and a correction's figures are the wallet's
// `createRoundCredits` (decision record 043).

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
    ...createRoundCredits(),
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
  };
}
export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
