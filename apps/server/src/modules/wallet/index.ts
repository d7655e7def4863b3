import type { FastifyInstance } from 'fastify';
import { createAgentConsolidated } from '../commissions/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { createVendorWalletRepository } from './vendor-wallet.repository.js';
import { vendorWalletRoutes } from './vendor-wallet.routes.js';
import { createVendorWalletService } from './vendor-wallet.service.js';
import { walletRoutes } from './wallet.routes.js';

export { createLedger, type Ledger } from './ledger.repository.js';
export type { VendorWalletService } from './vendor-wallet.service.js';
export { createWalletRepository } from './wallet.repository.js';
export {
  createRoundCredits,
  type CreditElement,
  type CreditOutcome,
  type RoundCredits,
} from './round-credits.repository.js';
export { createWalletService, type WalletService } from './wallet.service.js';
export { DuplicateTransfer, type TransferRow, insufficientFunds } from './ledger.repository.js';
export { HOUSE_SHARDS, houseShardOf, type MemberWallet } from './ledger.repository.js';

/** The member's wallets and transfers (the wallet service is shared), and the vendor wallet API. */
export async function registerWallet(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const vendorWallet = createVendorWalletService({
    db: deps.db,
    ledger: deps.ledger,
    repo: createVendorWalletRepository(deps.db),
    // A session past its time ends at its next round: the member signs in again to start a new one.
    sessionLimitReached: (memberId) => deps.sessions.revokeOthers(memberId, null),
    now: () => deps.now().getTime(),
  });
  await app.register(walletRoutes, { wallet: deps.wallet, agentPart: createAgentConsolidated(deps) });
  await app.register(vendorWalletRoutes, { vendorWallet });
}
