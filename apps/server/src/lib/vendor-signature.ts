import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 with the vendor's secret over `<timestamp>.<raw body>` (contracts `wallet.ts`). */
export function signVendorBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Constant-time comparison of a presented signature with the expected one. */
export function vendorSignatureMatches(
  secret: string,
  timestamp: string,
  rawBody: string,
  presented: string,
): boolean {
  const expected = Buffer.from(signVendorBody(secret, timestamp, rawBody), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(presented) ? Buffer.from(presented, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
