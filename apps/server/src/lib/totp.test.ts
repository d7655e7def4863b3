import { describe, expect, it } from 'vitest';
import { createSealer } from './sealed.js';
import { base32Decode, base32Encode, newTotpSecret, otpauthUrl, totpAt, verifyTotp } from './totp.js';

// RFC 6238 appendix B: the seeds are the ASCII digits repeated to the hash's size, codes of 8 digits.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)(
    'at %i s gives the RFC codes for SHA-1, SHA-256 and SHA-512',
    (seconds, sha1, sha256, sha512) => {
      const at = new Date(seconds * 1000);
      expect(totpAt(SEEDS.sha1, at, { digits: 8 })).toBe(sha1);
      expect(totpAt(SEEDS.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
      expect(totpAt(SEEDS.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
    },
  );

  it('gives the 6-digit codes authenticator apps show (the last six digits)', () => {
    expect(totpAt(SEEDS.sha1, new Date(59_000))).toBe('287082');
  });

  it('accepts the code of one step either side and nothing further', () => {
    const secret = newTotpSecret();
    const at = new Date(1_700_000_000_000);
    const key = base32Decode(secret);
    const code = (offsetSteps: number) => totpAt(key, new Date(at.getTime() + offsetSteps * 30_000));
    expect(verifyTotp(secret, code(0), at)).toBe(true);
    expect(verifyTotp(secret, code(-1), at)).toBe(true);
    expect(verifyTotp(secret, code(1), at)).toBe(true);
    expect(verifyTotp(secret, code(2) === code(0) ? '000000x' : code(2), at)).toBe(false);
    expect(verifyTotp(secret, code(-2) === code(0) ? '000000x' : code(-2), at)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', at)).toBe(false);
    expect(verifyTotp(secret, '12345', at)).toBe(false);
  });

  it('writes base32 as RFC 4648 does, and reads it back', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(SEEDS.sha1))).toEqual(SEEDS.sha1);
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('builds the otpauth address apps scan', () => {
    const address = otpauthUrl('Royal Lotus', 'player01', 'JBSWY3DPEHPK3PXP');
    expect(address.startsWith('otpauth://totp/Royal%20Lotus%3Aplayer01?')).toBe(true);
    const url = new URL(address);
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('issuer')).toBe('Royal Lotus');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });
});

describe('sealed values', () => {
  const sealer = createSealer(Buffer.alloc(32, 7));

  it('opens what it sealed, never shows it, and seals the same value differently each time', () => {
    const a = sealer.seal('1234567890');
    const b = sealer.seal('1234567890');
    expect(a).not.toBe(b);
    expect(a).not.toContain('1234567890');
    expect(sealer.open(a)).toBe('1234567890');
  });

  it('refuses a tampered value and one sealed with another key', () => {
    const sealed = sealer.seal('secret');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() => sealer.open(`v1:${bytes.toString('base64')}`)).toThrow();
    expect(() => createSealer(Buffer.alloc(32, 8)).open(sealed)).toThrow();
  });

  it('hashes with its key: equal values match, other keys do not', () => {
    expect(sealer.keyedHash('BDO:123456')).toBe(sealer.keyedHash('BDO:123456'));
    expect(sealer.keyedHash('BDO:123456')).not.toBe(sealer.keyedHash('BDO:123457'));
    expect(createSealer(Buffer.alloc(32, 8)).keyedHash('BDO:123456')).not.toBe(
      sealer.keyedHash('BDO:123456'),
    );
  });
});
