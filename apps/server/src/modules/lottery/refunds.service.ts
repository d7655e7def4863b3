import type { Database, Executor } from '../../db/client.js';
import type { GameStore } from './game-store.js';
import { liabilityOf } from './liability.js';
import type { PartyOf } from './parties.js';
import { debitIdOf, rollbackIdOf, roundIdOf } from './payouts.js';
import type { TicketRow, TicketsRepository } from './tickets.repository.js';
import { WalletRefused, type VendorWalletClient } from '../../lib/vendor-wallet-client.js';

// Money given back through the wallet's rollback: a ticket refunded (its numero cancelled, its chase stopped
// by a win or cancelled by the member), and the pending tickets of a placement that did not finish, whose
// debits are rolled back (a debit that never arrived is barred) before their rows are taken away.

type Log = { warn: (obj: object, msg: string) => void };

export function createRefunds(deps: {
  db: Database;
  tickets: TicketsRepository;
  games: GameStore;
  wallet: VendorWalletClient;
  partyOf: PartyOf;
  now: () => Date;
  log: Log;
}) {
  const { tickets } = deps;

  async function gameOf(ticket: TicketRow) {
    const def = await deps.games.byId(ticket.merchantId, ticket.gameId);
    if (!def) throw new Error(`lottery game ${ticket.gameId} of ticket ${ticket.id} does not exist`);
    return def;
  }

  /** The rollback of the ticket's debit; false when the wallet refuses it (its round was settled first). */
  async function rollBack(ticket: TicketRow): Promise<boolean> {
    const def = await gameOf(ticket);
    const roundId = roundIdOf(ticket);
    try {
      await deps.wallet(await deps.partyOf(ticket.merchantId, def.vendorCode), 'rollback', {
        playerId: String(ticket.memberId),
        transactionId: rollbackIdOf(roundId),
        debitTransactionId: debitIdOf(roundId),
        roundId,
        gameCode: def.code,
      });
      return true;
    } catch (error) {
      if (!(error instanceof WalletRefused)) throw error;
      deps.log.warn({ ticket: ticket.id, errorCode: error.errorCode }, 'lottery: rollback refused');
      return false;
    }
  }

  /**
   * The liability the tickets' bets took on their numeros, given back. The games are looked up before the
   * transaction opens: a lookup that misses the cache reads through the pool, which on the embedded database
   * (one connection) would wait for this very transaction.
   */
  async function liabilityRelease(list: TicketRow[]) {
    const defs = await Promise.all(list.map(gameOf));
    return async (tx: Executor): Promise<void> => {
      const bets = await tickets.betsOfTickets(
        list.map((t) => t.id),
        tx,
      );
      for (const [i, ticket] of list.entries()) {
        const def = defs[i]!;
        const own = bets.filter((b) => b.ticketId === ticket.id);
        await tickets.subtractExposure(ticket.numeroId, liabilityOf(own, def.paytable, def.region), tx);
      }
    };
  }

  return {
    /**
     * Refunds an open ticket: its debit rolled back, then it and its bets marked refunded and their liability
     * given back. False when its round was settled meanwhile (the settlement pays it) or it was refunded.
     */
    async refund(ticket: TicketRow): Promise<boolean> {
      if (!(await rollBack(ticket))) return false;
      const releaseLiability = await liabilityRelease([ticket]);
      return deps.db.transaction(async (tx) => {
        if (!(await tickets.markRefunded(ticket.id, deps.now(), tx))) return false;
        await releaseLiability(tx);
        if (ticket.chaseId !== null) await tickets.finishChase(ticket.chaseId, deps.now(), tx);
        return true;
      });
    },

    /**
     * Withdraws a placement's pending tickets: the debits of `debited` rolled back (a debit that did not
     * arrive is barred from arriving later), then every ticket, its bets and its liability removed, and the
     * chase they made. A rollback the wallet cannot answer throws and leaves the rows for the worker.
     */
    async withdraw(all: TicketRow[], debited: readonly TicketRow[]): Promise<void> {
      for (const ticket of debited) await rollBack(ticket);
      const pending = all.filter((t) => t.status === 'pending');
      const releaseLiability = await liabilityRelease(pending);
      await deps.db.transaction(async (tx) => {
        await releaseLiability(tx);
        await tickets.deletePending(
          pending.map((t) => t.id),
          tx,
        );
        for (const chaseId of new Set(pending.flatMap((t) => (t.chaseId === null ? [] : [t.chaseId]))))
          await tickets.deleteChaseIfEmpty(chaseId, tx);
      });
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
