import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { accounts } from '../../db/schema.js';

export function createWalletRepository(db: Database) {
  return {
    async memberWallets(memberId: number, tx: Executor = db) {
      return tx
        .select({ walletCode: accounts.walletCode, balance: accounts.balance })
        .from(accounts)
        .where(eq(accounts.memberId, memberId))
        .orderBy(asc(accounts.id));
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
