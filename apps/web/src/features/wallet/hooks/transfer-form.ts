import type { WalletTransferRequest } from '@platform/contracts';
import { z } from 'zod';
import { amountOr0, readAmount, type AmountProblem } from '@/lib/read-amount';
import { MAIN_WALLET } from '../api/wallet-calls';

/** One amount between two wallets (the contract's other request is the recall of every sub-wallet). */
export type TransferRequest = Extract<WalletTransferRequest, { from: string }>;
/** What the form gives: the request without its id (the submission's, added when it is sent). */
export type TransferInput = Omit<TransferRequest, 'requestId' | 'recallAll'>;

/** What the member types; the amount stays text until it is checked. */
export type TransferFormValues = { from: string; to: string; amount: string };

/** Why a transfer cannot be sent, as keys of `wallet.errors`. */
export type TransferProblem =
  'amountRequired' | 'amountInvalid' | 'amountTooLarge' | 'insufficient' | 'sameWallet' | 'mainSide';

const AMOUNT_PROBLEMS: Record<AmountProblem, TransferProblem> = {
  required: 'amountRequired',
  format: 'amountInvalid',
  tooLarge: 'amountTooLarge',
};

/**
 * The transfer form's schema: the shared contract's rules (a positive amount with at most two decimals,
 * within bounds, between two wallets), then what the member's balances allow. Messages are
 * `TransferProblem` keys; the output is the contract's request.
 */
export function transferFormSchema(available: (walletCode: string) => number) {
  return z
    .object({ from: z.string(), to: z.string(), amount: z.string() })
    .superRefine((values, ctx) => {
      const problem = (path: keyof TransferFormValues, message: TransferProblem) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (values.from === values.to) problem('to', 'sameWallet');
      else if (values.from !== MAIN_WALLET && values.to !== MAIN_WALLET) problem('to', 'mainSide');
      const read = readAmount(values.amount);
      if ('problem' in read) problem('amount', AMOUNT_PROBLEMS[read.problem]);
      else if (read.amount > available(values.from)) problem('amount', 'insufficient');
    })
    .transform((values): TransferInput => ({
      from: values.from,
      to: values.to,
      amount: amountOr0(values.amount),
    }));
}
