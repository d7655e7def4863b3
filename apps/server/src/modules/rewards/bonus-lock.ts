import { ERROR_CODES, formatMoney, minorToMajor, type BonusLockView } from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import { unprocessable } from '../../lib/errors.js';
import { createBonusesRepository } from './bonuses.repository.js';
import { turnoverProgress } from './bonuses.service.js';

/** A bonus whose turnover is not met yet: its amount stays locked on the main wallet. */
export type OpenBonus = {
  id: number;
  source: string;
  amount: bigint;
  turnoverRequired: bigint;
  turnoverDone: bigint;
};

/**
 * What of the main wallet a member may take out (withdraw, transfer to the upline), decision 019:
 * the amounts of the bonuses whose turnover is not met are locked, at most the whole balance (a bonus
 * lost in play locks nothing more than what is left).
 */
export type BonusLock = {
  balance: bigint;
  locked: bigint;
  withdrawable: bigint;
  open: OpenBonus[];
};

/** The rule, from the member's bonuses (oldest first, with their progress) and the main balance. */
export function lockOf(balance: bigint, open: readonly OpenBonus[]): BonusLock {
  const owed = open.reduce((sum, b) => sum + b.amount, 0n);
  const locked = balance <= 0n ? 0n : owed < balance ? owed : balance;
  return { balance, locked, withdrawable: balance - locked, open: [...open] };
}

/**
 * The member's lock now. Inside the transaction that moves the money, call it after locking the member's
 * main account row (`select … for update`): bonuses are granted through the same row (the ledger locks
 * it), so no bonus or payout can change what is withdrawable between this check and the transfer.
 */
export async function bonusLockOf(
  db: Database | Executor,
  merchantId: number,
  memberId: number,
  balance: bigint,
): Promise<BonusLock> {
  const all = await createBonusesRepository(db).listWithWindows(merchantId, memberId, db);
  const done = turnoverProgress(all);
  const open: OpenBonus[] = [];
  all.forEach((b, i) => {
    const counted = done[i]!;
    if (counted < b.turnoverRequired)
      open.push({
        id: b.id,
        source: b.source,
        amount: b.amount,
        turnoverRequired: b.turnoverRequired,
        turnoverDone: counted,
      });
  });
  return lockOf(balance, open);
}

/** The lock as the member centre shows it (major units). */
export function lockView(lock: BonusLock): BonusLockView {
  return {
    amount: minorToMajor(lock.locked),
    withdrawable: minorToMajor(lock.withdrawable),
    bonuses: lock.open.map((b) => ({
      id: b.id,
      source: b.source,
      amount: minorToMajor(b.amount),
      turnoverRequired: minorToMajor(b.turnoverRequired),
      turnoverDone: minorToMajor(b.turnoverDone),
    })),
  };
}

/** 422 when `amount` reaches into locked bonus money; names what may be taken out. */
export function assertWithdrawable(lock: BonusLock, amount: bigint): void {
  if (amount <= lock.withdrawable) return;
  const first = lock.open[0];
  const why = first
    ? ` Bonus money is locked until its turnover is met (${formatMoney(minorToMajor(first.turnoverDone))}` +
      ` of ${formatMoney(minorToMajor(first.turnoverRequired))} done on the oldest bonus).`
    : '';
  throw unprocessable(
    ERROR_CODES.bonusLocked,
    `amount: at most ${formatMoney(minorToMajor(lock.withdrawable))} can be taken out now; ` +
      `${formatMoney(minorToMajor(lock.locked))} is locked bonus money.${why}`,
    { field: 'amount', ...lockView(lock) },
  );
}

/** The lock check of a money movement out of the member's main wallet, in the caller's transaction. */
export async function checkWithdrawable(
  tx: Executor,
  merchantId: number,
  memberId: number,
  lockedBalance: bigint,
  amount: bigint,
): Promise<void> {
  assertWithdrawable(await bonusLockOf(tx, merchantId, memberId, lockedBalance), amount);
}

/** Bonus money locked on the main wallet, as the wallet and the payments see it (injected). */
export function createBonusLock() {
  return { of: bonusLockOf, view: lockView, checkWithdrawable };
}
export type BonusLockService = ReturnType<typeof createBonusLock>;
