import {
  API,
  type Balance,
  type ConsolidatedFunds,
  type MerchantWallet,
  type WalletTransferRequest,
  type WalletTransferResult,
} from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The main wallet's code; every other wallet is a vendor's sub-wallet. */
export const MAIN_WALLET = 'MAIN';

export const walletKeys = {
  all: (token: string | null) => ['wallet', token] as const,
  merchant: (token: string | null) => ['wallet', token, 'merchant'] as const,
  balance: (token: string | null) => ['wallet', token, 'balance'] as const,
  consolidated: (token: string | null) => ['wallet', token, 'consolidated'] as const,
};

/** `GCS_merchantWallet`: whether the brand plays on one wallet, and the wallets it shows. */
export const merchantWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.merchant(token),
    queryFn: () => call<MerchantWallet>(API.merchantWallet),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** Every wallet of the member with its balance. */
export const walletBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.balance(token),
    queryFn: () => call<Balance>(API.balance),
    enabled: token !== null,
  });

/** Main, sub-wallets, stakes in play and points in one view. */
export const consolidatedFundsQuery = (token: string | null) =>
  queryOptions({
    queryKey: walletKeys.consolidated(token),
    queryFn: () => call<ConsolidatedFunds>(API.consolidatedFunds),
    enabled: token !== null,
  });

/** `GCS_walletTransfer`: one amount between the main wallet and a sub-wallet, or every sub-wallet back. */
export const transferFunds = (request: WalletTransferRequest) =>
  call<WalletTransferResult>(API.walletTransfer, { method: 'POST', body: request });
