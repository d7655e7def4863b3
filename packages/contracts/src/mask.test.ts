import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, maskUsername } from './mask.js';

describe('masks', () => {
  it('masks a username the same way everywhere, long or short', () => {
    expect(maskUsername('player01')).toBe('pl***01');
    expect(maskUsername('agent01')).toBe('ag***01');
    expect(maskUsername('abcd')).toBe('a***');
    expect(maskUsername('a')).toBe('a***');
  });
  it('keeps the last four digits of a mobile number and its dialing code', () => {
    expect(maskMobile('+66', '0812345678')).toBe('+66 ******5678');
    expect(maskMobile(null, '0812345678')).toBe('******5678');
    expect(maskMobile('+66', null)).toBeNull();
  });
  it('keeps two letters of an address and its domain', () => {
    expect(maskEmail('someone@example.com')).toBe('so*****@example.com');
    expect(maskEmail('a@example.com')).toBe('a*@example.com');
    expect(maskEmail(null)).toBeNull();
  });
});
