import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A numeric code from the CSPRNG (randomInt draws without modulo bias). */
export const numericCode = (digits: number) =>
  Array.from({ length: digits }, () => String(randomInt(10))).join('');
