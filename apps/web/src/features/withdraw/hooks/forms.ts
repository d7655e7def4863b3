import type { UplineTransferRequest, WithdrawRequest } from '@platform/contracts';
import { z } from 'zod';
import { amountOr0, readAmount } from '@/lib/read-amount';

/** What a form field can be refused for; each is a translation key under `withdraw.problems`. */
export type FormProblem =
  | 'amountRequired'
  | 'amountFormat'
  | 'amountMin'
  | 'amountMax'
  | 'amountBalance'
  | 'bankRequired'
  | 'passwordRequired';

export type Limits = { min: number; max: number; balance: number };

const amountField = ({ min, max, balance }: Limits) =>
  z.string().superRefine((text, ctx) => {
    const refuse = (message: FormProblem) => ctx.addIssue({ code: 'custom', message });
    const read = readAmount(text);
    if ('problem' in read)
      return refuse(
        read.problem === 'required'
          ? 'amountRequired'
          : read.problem === 'format'
            ? 'amountFormat'
            : 'amountMax',
      );
    if (read.amount < min) refuse('amountMin');
    else if (read.amount > max) refuse('amountMax');
    else if (read.amount > balance) refuse('amountBalance');
  });

const passwordField = z.string().min(1, 'passwordRequired').max(64, 'passwordRequired');

export type WithdrawFormValues = { amount: string; bankAccountId: string; paymentPassword: string };

/**
 * The withdraw form, checked against the limits and balance the page shows, before it is sent. The
 * request id is the submission's: the same one goes again on a retry, so the server holds the money once.
 */
export const withdrawFormSchema = (limits: Limits, requestId: string) =>
  z
    .object({
      amount: amountField(limits),
      bankAccountId: z.string().min(1, 'bankRequired'),
      paymentPassword: passwordField,
    })
    .transform((v): WithdrawRequest => ({
      amount: amountOr0(v.amount),
      bankAccountId: Number(v.bankAccountId),
      paymentPassword: v.paymentPassword,
      requestId,
    }));

export { keepsRequestId, newRequestId } from '@/lib/request-id';

export type UplineFormValues = { amount: string; paymentPassword: string };

export const uplineFormSchema = (limits: Limits, requestId: string) =>
  z
    .object({ amount: amountField(limits), paymentPassword: passwordField })
    .transform((v): UplineTransferRequest => ({
      amount: amountOr0(v.amount),
      paymentPassword: v.paymentPassword,
      requestId,
    }));
