export { createLedger, type Ledger } from './ledger.repository.js';
export { createVendorWalletRepository } from './vendor-wallet.repository.js';
export { createVendorWalletService, type VendorWalletService } from './vendor-wallet.service.js';
export { vendorWalletRoutes } from './vendor-wallet.routes.js';
export { createWalletRepository } from './wallet.repository.js';
export { createWalletService, type WalletService } from './wallet.service.js';
export { walletRoutes } from './wallet.routes.js';
export { DuplicateTransfer, type TransferRow, insufficientFunds } from './ledger.repository.js';
