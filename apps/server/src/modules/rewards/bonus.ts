import { eq, sql } from 'drizzle-orm';
import { bonuses, merchants, type MerchantSettings } from '../../db/schema.js';
import type { Executor } from '../../db/client.js';
import { type Ledger } from '../wallet/ledger.repository.js';
import { rowsOf } from '../../db/rows.js';

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
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`select 1 as one from ledger_transfers t join accounts a on a.id = t.credit_account_id
         where t.merchant_id = ${merchantId} and a.member_id = ${memberId} and t.kind = 'deposit' limit 1`,
  );
  return rows.length > 0;
}

/**
 * Pays a bonus from the brand's `bonus` account to the member's main wallet and records it, in the
 * caller's transaction. The idempotency key is the grant itself (member, source, reference): paying the
 * same grant twice raises `DuplicateTransfer` and the caller's transaction rolls back.
 */
export async function grantBonus(tx: Executor, ledger: Ledger, grant: BonusGrant) {
  // Free money is never withdrawable at once: every grant needs turnover (decisions 019 and 020).
  const [brand] = await tx
    .select({ settings: merchants.settings })
    .from(merchants)
    .where(eq(merchants.id, grant.merchantId))
    .limit(1);
  const turnoverRequired = turnoverFloor(grant.amount, grant.turnoverRequired, brand?.settings);
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
  const [row] = await tx
    .insert(bonuses)
    .values({
      merchantId: grant.merchantId,
      memberId: grant.memberId,
      source: grant.source,
      sourceRef: grant.sourceRef,
      amount: grant.amount,
      turnoverRequired,
      transferId: transfer.id,
      template: grant.template,
      params: grant.params ?? {},
    })
    .returning();
  if (!row) throw new Error('bonus not recorded');
  return { bonus: row, transfer };
}
