import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, majorToMinor, maskMoney, minorToMajor } from './money.js';

describe('money', () => {
  it('formats two decimals with thousands separators', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('5.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(-999.999)).toBe('-1,000.00');
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(100000000)).toBe('100,000,000.00');
  });

  it('round-trips minor units through the wire format exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), (minor) => {
        expect(majorToMinor(minorToMajor(minor))).toBe(minor);
      }),
    );
  });

  it('formats every cent amount so that removing separators gives the amount back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), (minor) => {
        const text = formatMoney(minorToMajor(minor));
        expect(text).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(BigInt(text.replace(/[,.]/g, ''))).toBe(minor);
      }),
    );
  });

  it('refuses amounts with more than two decimals', () => {
    expect(() => majorToMinor(1.005)).toThrow(RangeError);
    expect(() => majorToMinor(Number.NaN)).toThrow(RangeError);
  });

  it('hides an amount as stars', () => {
    expect(maskMoney('1,234.50')).toBe('********');
    expect(maskMoney('0.00')).toBe('****');
  });
});
