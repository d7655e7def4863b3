import type { WalletTransferRequest, WalletTransferResult } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import {
  MAIN_WALLET,
  consolidatedFundsQuery,
  merchantWalletQuery,
  transferFunds,
  walletBalanceQuery,
  walletKeys,
} from '../api/wallet-calls';

export type WalletLine = { walletCode: string; name: string; balance: number; main: boolean };

/**
 * The member's wallets as the brand shows them: the main wallet first, then every vendor sub-wallet with its
 * balance (zero until money first moves there); a seamless brand (`isSingle`) shows the main wallet only.
 */
export function useMyWallet() {
  const token = useSession((s) => s.token);
  const merchant = useQuery(merchantWalletQuery(token));
  const balance = useQuery(walletBalanceQuery(token));
  const consolidated = useQuery(consolidatedFundsQuery(token));
  const isSingle = merchant.data?.isSingle ?? false;
  const balances = new Map(balance.data?.wallets.map((w) => [w.walletCode, w.balance]));
  const listed = merchant.data?.wallets ?? [];
  const wallets: WalletLine[] = [
    ...listed.filter((w) => w.walletCode === MAIN_WALLET),
    ...(isSingle ? [] : listed.filter((w) => w.walletCode !== MAIN_WALLET)),
  ].map((w) => ({
    walletCode: w.walletCode,
    name: w.name,
    balance: balances.get(w.walletCode) ?? 0,
    main: w.walletCode === MAIN_WALLET,
  }));
  const queries = [merchant, balance, consolidated];
  return {
    wallets,
    isSingle,
    consolidated: consolidated.data,
    currencySymbol: consolidated.data?.currencySymbol ?? balance.data?.currencySymbol ?? '',
    loading: merchant.isPending || balance.isPending,
    error: queries.find((q) => q.error)?.error ?? null,
    refreshing: queries.some((q) => q.isFetching),
    available: (walletCode: string) => balances.get(walletCode) ?? 0,
  };
}

/**
 * A transfer or a recall: the answer's balances go straight into the wallet list, then every wallet query
 * (and, through `onMoved`, the header's balance) is fetched again.
 */
export function useWalletTransfer(onMoved: () => void) {
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  return useMutation<WalletTransferResult, Error, WalletTransferRequest>({
    mutationFn: transferFunds,
    onSuccess: (result) => {
      client.setQueryData(walletKeys.balance(token), (old) =>
        old ? { ...old, sumBalance: result.sumBalance, wallets: result.wallets } : old,
      );
    },
    onSettled: async () => {
      onMoved();
      await client.invalidateQueries({ queryKey: walletKeys.all(token) });
    },
  });
}

/** Fetches every wallet figure again (and the header's balance through `onMoved`). */
export function useRefreshWallet(onMoved: () => void) {
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  return () => {
    onMoved();
    return client.invalidateQueries({ queryKey: walletKeys.all(token) });
  };
}
