import { formatMoney, maskMoney } from '@platform/contracts';

// Money as the site shows it. Typed money is read by `readAmount` (./read-amount.ts), which carries the
// contracts' amount schema: the pages that only show money load no schema.

export const money = (amount: number, symbol: string) => `${symbol} ${formatMoney(amount)}`;
export { formatMoney, maskMoney };
