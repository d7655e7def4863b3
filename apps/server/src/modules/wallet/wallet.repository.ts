import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { accounts } from '../../db/schema.js';

export function createWalletRepository(db: Database) {
  const selectWallets = (tx: Executor) =>
    tx
      .select({ walletCode: accounts.walletCode, balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.memberId, sql.placeholder('memberId')))
      .orderBy(asc(accounts.id));
  // The balance is read on every page of a logged-in member: prepared once.
  const memberWalletsPrepared = selectWallets(db).prepare('wallet_member_wallets');

  return {
    async memberWallets(memberId: number, tx?: Executor) {
      return (tx ? selectWallets(tx) : memberWalletsPrepared).execute({ memberId });
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
