import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret (the size RFC 4226 recommends for SHA-1). */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** HOTP (RFC 4226) of one counter value. */
export function hotp(
  secret: Buffer,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of the step that holds `at`. */
export function totpAt(
  secret: Buffer,
  at: Date,
  options: { digits?: number; algorithm?: 'sha1' | 'sha256' | 'sha512' } = {},
): string {
  const step = Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
  return hotp(secret, step, options.digits ?? TOTP_DIGITS, options.algorithm ?? 'sha1');
}

/**
 * The time step whose code `code` is: the current step or one either side (clock drift), else null. A
 * caller must still refuse a step at or before the last one the member used (`claimTotpStep`), so that a
 * code works once.
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const secret = base32Decode(secretBase32);
  const step = Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
  let match: number | null = null;
  for (const drift of [-1, 0, 1]) {
    const expected = Buffer.from(hotp(secret, step + drift));
    // Every candidate is compared, so the time taken says nothing about which one matched.
    if (timingSafeEqual(expected, Buffer.from(code))) match = step + drift;
  }
  return match;
}

/** True when `code` is the code of the current step or of one step either side (clock drift). */
export function verifyTotp(secretBase32: string, code: string, at: Date): boolean {
  return matchTotpStep(secretBase32, code, at) !== null;
}

/** The `otpauth://` address an authenticator app reads from a QR code. */
export function otpauthUrl(issuer: string, account: string, secretBase32: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
