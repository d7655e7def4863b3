import { bonuses } from '../../db/schema.js';
import type { Executor } from '../../db/client.js';
import type { Ledger } from '../wallet/ledger.js';

export type BonusGrant = {
  merchantId: number;
  memberId: number;
  /** promotion, raffle, mission, referral_signup, referral_play, ... */
  source: string;
  /** Unique per member and source: the same grant never pays twice. */
  sourceRef: string;
  /** Minor units, above zero. */
  amount: bigint;
  /** Valid bets (minor units) needed before the bonus counts as released. */
  turnoverRequired: bigint;
  /** What the bonus detail shows: a template key and its parameters. */
  template: string;
  params?: Record<string, string | number>;
};

/**
 * Pays a bonus from the brand's `bonus` account to the member's main wallet and records it, in the
 * caller's transaction. The idempotency key is the grant itself (member, source, reference): paying the
 * same grant twice raises `DuplicateTransfer` and the caller's transaction rolls back.
 */
export async function grantBonus(tx: Executor, ledger: Ledger, grant: BonusGrant) {
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
      turnoverRequired: grant.turnoverRequired,
      transferId: transfer.id,
      template: grant.template,
      params: grant.params ?? {},
    })
    .returning();
  if (!row) throw new Error('bonus not recorded');
  return { bonus: row, transfer };
}
