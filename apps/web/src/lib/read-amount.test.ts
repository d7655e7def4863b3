import { describe, expect, it } from 'vitest';
import { amountOr0, readAmount } from './read-amount';

describe('reading typed money', () => {
  it('takes digits with at most two decimals, ignoring spaces and thousands commas', () => {
    expect(readAmount(' 99.50 ')).toEqual({ amount: 99.5 });
    expect(readAmount('1,250.75')).toEqual({ amount: 1250.75 });
    expect(readAmount('100')).toEqual({ amount: 100 });
  });

  it('names what is wrong: blank, not an amount, above the maximum', () => {
    expect(readAmount('   ')).toEqual({ problem: 'required' });
    for (const typed of ['abc', '1e3', '-5', '10.', '1.234', '0', '0.00'])
      expect(readAmount(typed), typed).toEqual({ problem: 'format' });
    expect(readAmount('1000000001')).toEqual({ problem: 'tooLarge' });
  });

  it('lets zero through only when asked', () => {
    expect(readAmount('0', { zero: true })).toEqual({ amount: 0 });
    expect(amountOr0('12.5')).toBe(12.5);
    expect(amountOr0('nonsense')).toBe(0);
  });
});
