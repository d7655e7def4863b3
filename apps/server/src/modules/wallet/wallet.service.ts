import { minorToMajor, type Balance } from '@platform/contracts';
import type { Actor } from '../auth/actor.js';
import type { Brand } from '../system/brand.js';
import type { WalletRepository } from './wallet.repository.js';

const WALLET_NAMES: Record<string, string> = { MAIN: 'Main wallet' };

export function createWalletService({ repo }: { repo: Pick<WalletRepository, 'memberWallets'> }) {
  return {
    async balance(actor: Actor, brand: Brand): Promise<Balance> {
      const rows = await repo.memberWallets(actor.memberId);
      const total = rows.reduce((sum, r) => sum + BigInt(r.balance), 0n);
      return {
        sumBalance: minorToMajor(total),
        currencySymbol: brand.currencySymbol,
        wallets: rows.map((r) => ({
          walletCode: r.walletCode,
          name: WALLET_NAMES[r.walletCode] ?? r.walletCode,
          balance: minorToMajor(BigInt(r.balance)),
        })),
      };
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
