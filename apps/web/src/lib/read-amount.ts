import { amountSchema } from '@platform/contracts';

/** Why typed money is refused before any limit of the form: blank, not an amount, above the contract's maximum. */
export type AmountProblem = 'required' | 'format' | 'tooLarge';

const AMOUNT_TEXT = /^\d+(\.\d+)?$/;
const AMOUNT_MAX = amountSchema.maxValue ?? Number.POSITIVE_INFINITY;

/**
 * The one reading of money a member typed (every money input's form uses it): spaces and thousands commas
 * ignored, then the contracts' amount schema (positive, at most two decimals, at most the maximum). `zero`
 * lets 0 through, for the forms that ask "how much arrived".
 */
export function readAmount(
  typed: string,
  { zero = false }: { zero?: boolean } = {},
): { amount: number } | { problem: AmountProblem } {
  const text = typed.trim().replace(/,/g, '');
  if (!text) return { problem: 'required' };
  if (!AMOUNT_TEXT.test(text)) return { problem: 'format' };
  const amount = Number(text);
  if (amount > AMOUNT_MAX) return { problem: 'tooLarge' };
  if (zero && amount === 0) return { amount };
  return amountSchema.safeParse(amount).success ? { amount } : { problem: 'format' };
}

/** The amount of typed money that `readAmount` accepts, else 0. */
export const amountOr0 = (typed: string) => {
  const read = readAmount(typed, { zero: true });
  return 'amount' in read ? read.amount : 0;
};
