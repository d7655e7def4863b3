export { createWalletRepository } from './wallet.repository.js';
export { createWalletService, type WalletService } from './wallet.service.js';
export { walletRoutes } from './wallet.routes.js';
