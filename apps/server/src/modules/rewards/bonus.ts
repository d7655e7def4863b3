import type { Executor } from '../../db/client.js';
import type { MerchantSettings } from '../../db/schema.js';
import type { Ledger } from '../wallet/index.js';
import { createBonusesRepository } from './bonuses.repository.js';

export type BonusGrant = {
  merchantId: number;
  memberId: number;
  /** promotion, raffle, mission, referral_signup, referral_play, ... */
  source: string;
  /** Unique per member and source: the same grant never pays twice. */
  sourceRef: string;
  /** Minor units, above zero. */
  amount: bigint;
  /**
   * Valid bets (minor units) needed before the bonus counts as released (and can be withdrawn); raised to
   * the brand's least multiple of the amount (`settings.bonus.minTurnoverMultiple`, at least 1).
   */
  turnoverRequired: bigint;
  /** What the bonus detail shows: a template key and its parameters. */
  template: string;
  params?: Record<string, string | number>;
};

/** The brand's least turnover multiple of a bonus (decision 020): at least 1, whatever the settings say. */
export function minTurnoverMultiple(settings: MerchantSettings | undefined): number {
  const configured = Math.trunc(settings?.bonus?.minTurnoverMultiple ?? 1);
  return Number.isSafeInteger(configured) && configured > 1 ? configured : 1;
}

/** The turnover a grant carries: what its source asks, never below the brand's multiple of the amount. */
export function turnoverFloor(amount: bigint, required: bigint, settings: MerchantSettings | undefined) {
  const floor = amount * BigInt(minTurnoverMultiple(settings));
  return required > floor ? required : floor;
}

/** True once money came into the member's wallets from outside (a `deposit` transfer from cash). */
export async function hasDeposited(tx: Executor, merchantId: number, memberId: number): Promise<boolean> {
  return createBonusesRepository(tx).hasDeposited(merchantId, memberId, tx);
}

/**
 * Pays a bonus from the brand's `bonus` account to the member's main wallet and records it, in the
 * caller's transaction. The idempotency key is the grant itself (member, source, reference): paying the
 * same grant twice raises `DuplicateTransfer` and the caller's transaction rolls back.
 */
export async function grantBonus(tx: Executor, ledger: Ledger, grant: BonusGrant) {
  // Free money is never withdrawable at once: every grant needs turnover (decisions 019 and 020).
  const repo = createBonusesRepository(tx);
  const settings = await repo.brandSettings(grant.merchantId, tx);
  const turnoverRequired = turnoverFloor(grant.amount, grant.turnoverRequired, settings);
  const from = await ledger.houseAccountId(tx, grant.merchantId, 'bonus');
  const to = await ledger.memberAccountId(tx, grant.merchantId, grant.memberId);
  const transfer = await ledger.transfer(tx, {
    merchantId: grant.merchantId,
    debitAccountId: from,
    creditAccountId: to,
    amount: grant.amount,
    kind: 'bonus',
    reference: `${grant.source}:${grant.sourceRef}`,
    idempotencyKey: `bonus:${grant.memberId}:${grant.source}:${grant.sourceRef}`,
  });
  const bonus = await repo.insertBonus(
    {
      merchantId: grant.merchantId,
      memberId: grant.memberId,
      source: grant.source,
      sourceRef: grant.sourceRef,
      amount: grant.amount,
      turnoverRequired,
      transferId: transfer.id,
      template: grant.template,
      params: grant.params ?? {},
    },
    tx,
  );
  return { bonus, transfer };
}
