/**
 * Money is integer minor units (cents) in the database and numbers in major units with two decimals
 * on the wire. These helpers are the only conversions.
 */
export const MINOR_PER_MAJOR = 100n;

export function minorToMajor(minor: bigint): number {
  return Number(minor) / 100;
}

/** Converts a wire amount (at most two decimals) to minor units; throws on anything else. */
export function majorToMinor(major: number): bigint {
  if (!Number.isFinite(major)) throw new RangeError('amount is not a finite number');
  const cents = Math.round(major * 100);
  if (!Number.isSafeInteger(cents)) throw new RangeError('amount is too large');
  // Exact: the amount must be the very number that its cents divide back to.
  if (cents / 100 !== major) throw new RangeError('amount has more than two decimals');
  return BigInt(cents);
}

/** `1234567.5` -> `1,234,567.50`; negative numbers keep their sign. */
export function formatMoney(major: number): string {
  const cents = Math.round(Math.abs(major) * 100);
  const whole = (cents - (cents % 100)) / 100;
  const fraction = String(cents % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${major < 0 && cents !== 0 ? '-' : ''}${grouped}.${fraction}`;
}

/** The hidden balance: the same number of characters, as stars. */
export function maskMoney(formatted: string): string {
  return '*'.repeat(Math.max(4, formatted.length));
}
