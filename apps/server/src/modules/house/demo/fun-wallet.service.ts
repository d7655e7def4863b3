import {
  ERROR_CODES,
  FUN_CREDITS_START,
  majorToMinor,
  minorToMajor,
  type VendorWalletResult,
} from '@platform/contracts';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { badRequest, conflict, notFound, unprocessable } from '../../../lib/errors.js';
import type { HouseSessionRow } from '../house.repository.js';
import type { DemoWallet } from '../house.service.js';
import type { FunWalletRepository } from './fun-wallet.repository.js';

/** The currency of fun credits on the wallet answers: never a brand's currency. */
export const FUN_CURRENCY = 'FUN';
export const FUN_START_MINOR = majorToMinor(FUN_CREDITS_START);

const callSchema = z.object({
  roundId: z.string().min(1).max(200),
  transactionId: z.string().min(1).max(200),
  debitTransactionId: z.string().min(1).max(200).optional(),
  amount: z.number().nonnegative().optional(),
  detail: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Fun credits behind the house wallet interface (decision record 045): the same balance, debit, credit and
 * rollback as the vendor wallet API, idempotent the same way (a debit of an existing round answers
 * `replayed`), on the fun player's wallet and its demo rounds, in one transaction each. Nothing here
 * reaches the ledger, the vendor transactions, the round records, points or reports.
 */
export function createFunWallet({
  db,
  repo,
  now = () => new Date(),
}: {
  db: Database;
  repo: FunWalletRepository;
  now?: () => Date;
}) {
  const walletIdOf = (session: Pick<HouseSessionRow, 'mode' | 'funPlayerId'>): number => {
    if (session.mode !== 'demo' || session.funPlayerId === null)
      throw badRequest(
        ERROR_CODES.forbidden,
        'This game is played with real money; fun credits are for demos.',
      );
    return session.funPlayerId;
  };
  const answer = (walletId: number, balance: bigint, transactionId?: string, replayed = false) => ({
    playerId: String(walletId),
    currency: FUN_CURRENCY,
    balance: minorToMajor(balance),
    ...(transactionId === undefined ? {} : { transactionId }),
    ...(replayed ? { replayed } : {}),
  });
  const balanceOf = async (walletId: number, tx?: Parameters<FunWalletRepository['balance']>[1]) => {
    const balance = await repo.balance(walletId, tx);
    if (balance === undefined) throw notFound('The fun wallet is gone; open the demo again.');
    return balance;
  };
  const roundGone = (roundId: string) =>
    conflict(ERROR_CODES.debitUnknown, `Demo round ${roundId} has no open stake.`);

  async function debit(walletId: number, body: z.infer<typeof callSchema>): Promise<VendorWalletResult> {
    const stake = majorToMinor(body.amount ?? 0);
    if (stake <= 0n) throw badRequest(ERROR_CODES.validation, 'amount: the stake must be above zero');
    return db.transaction(async (tx) => {
      const opened = await repo.openRound(
        walletId,
        { roundId: body.roundId, debitId: body.transactionId, stake },
        tx,
      );
      if (!opened) return answer(walletId, await balanceOf(walletId, tx), body.transactionId, true);
      const balance = await repo.move(walletId, -stake, now(), tx);
      if (balance === undefined)
        throw unprocessable(
          ERROR_CODES.insufficientFunds,
          'The fun credits are not enough for this stake; refill them.',
        );
      return answer(walletId, balance, body.transactionId);
    });
  }

  async function credit(walletId: number, body: z.infer<typeof callSchema>): Promise<VendorWalletResult> {
    const payout = majorToMinor(body.amount ?? 0);
    return db.transaction(async (tx) => {
      const settled = await repo.settleRound(walletId, body.roundId, payout, body.detail ?? null, now(), tx);
      if (settled === undefined) {
        const round = await repo.round(walletId, body.roundId, tx);
        if (round?.status !== 'settled') throw roundGone(body.roundId);
        return answer(walletId, await balanceOf(walletId, tx), body.transactionId, true);
      }
      const balance = payout > 0n ? await repo.move(walletId, payout, now(), tx) : undefined;
      return answer(walletId, balance ?? (await balanceOf(walletId, tx)), body.transactionId);
    });
  }

  async function rollback(walletId: number, body: z.infer<typeof callSchema>): Promise<VendorWalletResult> {
    return db.transaction(async (tx) => {
      const stake = await repo.voidRound(walletId, body.roundId, now(), tx);
      if (stake === undefined) {
        const round = await repo.round(walletId, body.roundId, tx);
        if (round?.status === 'settled')
          throw conflict(ERROR_CODES.roundSettled, `Demo round ${body.roundId} is settled.`);
        return answer(walletId, await balanceOf(walletId, tx), body.transactionId, true);
      }
      const balance = await repo.move(walletId, stake, now(), tx);
      return answer(walletId, balance ?? (await balanceOf(walletId, tx)), body.transactionId);
    });
  }

  const wallet: DemoWallet = {
    async call(session, action, body) {
      const walletId = walletIdOf(session);
      if (action === 'balance') return answer(walletId, await balanceOf(walletId));
      const parsed = callSchema.parse(body);
      if (action === 'debit') return debit(walletId, parsed);
      if (action === 'credit') return credit(walletId, parsed);
      return rollback(walletId, parsed);
    },
    round: (session, roundId) => repo.round(walletIdOf(session), roundId),
    rounds: (session, prefix, limit) => repo.rounds(walletIdOf(session), prefix, limit),
    playerFor: (merchantId, memberId) =>
      memberId === null
        ? repo.insertVisitor(merchantId, FUN_START_MINOR)
        : repo.memberPlayer(merchantId, memberId, FUN_START_MINOR, now()),
  };

  return {
    wallet,
    /** Tops a demo session's fun credits up to the start, only when below it. */
    async refill(session: Pick<HouseSessionRow, 'mode' | 'funPlayerId'>) {
      const walletId = walletIdOf(session);
      const at = now();
      const balance = await repo.refill(walletId, FUN_START_MINOR, at);
      if (balance === undefined)
        throw conflict(
          ERROR_CODES.idempotencyConflict,
          `Fun credits are refilled only below ${minorToMajor(FUN_START_MINOR).toFixed(2)}; play on.`,
        );
      return { balance: minorToMajor(balance), refilledAt: at.toISOString() };
    },
  };
}
export type FunWallet = ReturnType<typeof createFunWallet>;
