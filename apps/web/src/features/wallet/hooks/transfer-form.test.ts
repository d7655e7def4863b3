import { describe, expect, it } from 'vitest';
import { transferFormSchema } from './transfer-form';

const BALANCES: Record<string, number> = { MAIN: 100, TIGER: 20.5 };
const schema = transferFormSchema((code) => BALANCES[code] ?? 0);

const problems = (values: { from: string; to: string; amount: string }) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the transfer form rules', () => {
  it('sends the contract request for a valid transfer either way', () => {
    expect(schema.parse({ from: 'MAIN', to: 'TIGER', amount: ' 99.50 ' })).toEqual({
      from: 'MAIN',
      to: 'TIGER',
      amount: 99.5,
    });
    const rich = transferFormSchema(() => 5000);
    expect(rich.parse({ from: 'MAIN', to: 'TIGER', amount: '1,250.75' }).amount).toBe(1250.75);
    expect(schema.parse({ from: 'TIGER', to: 'MAIN', amount: '20.50' })).toEqual({
      from: 'TIGER',
      to: 'MAIN',
      amount: 20.5,
    });
  });

  it('names each problem of the amount', () => {
    expect(problems({ from: 'MAIN', to: 'TIGER', amount: '' })).toEqual({ amount: 'amountRequired' });
    expect(problems({ from: 'MAIN', to: 'TIGER', amount: '   ' })).toEqual({ amount: 'amountRequired' });
    for (const amount of ['0', '0.00', '-5', 'abc', '1e3', '1.234', '10.'])
      expect(problems({ from: 'MAIN', to: 'TIGER', amount }), amount).toEqual({ amount: 'amountInvalid' });
    expect(problems({ from: 'MAIN', to: 'TIGER', amount: '1000000001' })).toEqual({
      amount: 'amountTooLarge',
    });
  });

  it('refuses more than the wallet it comes from holds', () => {
    expect(problems({ from: 'MAIN', to: 'TIGER', amount: '100.01' })).toEqual({ amount: 'insufficient' });
    expect(problems({ from: 'TIGER', to: 'MAIN', amount: '21' })).toEqual({ amount: 'insufficient' });
    expect(problems({ from: 'MAIN', to: 'TIGER', amount: '100' })).toEqual({});
  });

  it('needs two different wallets, one of them the main wallet', () => {
    expect(problems({ from: 'MAIN', to: 'MAIN', amount: '5' })).toEqual({ to: 'sameWallet' });
    expect(problems({ from: 'TIGER', to: 'ARENA', amount: '5' })).toEqual({ to: 'mainSide' });
  });
});
