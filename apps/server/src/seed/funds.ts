import type { Transaction } from '../db/client.js';
import { createLedger } from '../modules/wallet/index.js';

/**
 * Pays money into a member's main wallet from the brand's cash account, as a deposit would: a ledger
 * transfer with its record, never a balance written directly.
 */
export async function depositFromCash(
  tx: Transaction,
  merchantId: number,
  memberId: number,
  amount: bigint,
  reference: string,
): Promise<void> {
  const ledger = createLedger(tx);
  const cash = await ledger.houseAccountId(tx, merchantId, 'cash');
  const wallet = await ledger.memberAccountId(tx, merchantId, memberId);
  await ledger.transfer(tx, {
    merchantId,
    debitAccountId: cash,
    creditAccountId: wallet,
    amount,
    kind: 'deposit',
    reference,
    idempotencyKey: `seed:deposit:${memberId}`,
  });
}
