import { formatMoney, maskMoney } from '@platform/contracts';

export const money = (amount: number, symbol: string) => `${symbol} ${formatMoney(amount)}`;
export { formatMoney, maskMoney };
