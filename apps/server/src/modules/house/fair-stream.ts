// The provably-fair stream (docs/house-games.md): a round's randomness is the byte stream
//   HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`), cursor = 0, 1, 2, ...
// read four bytes at a time as big-endian unsigned 32-bit integers. An integer in [0, n) is drawn by
// rejection sampling: a value at or above the largest multiple of n below 2^32 is thrown away and the next
// one read, so every result is exactly equally likely (no modulo bias).
// This file runs in the browser too (the verify page), so it imports nothing from Node.

/** HMAC-SHA256 of `message` keyed by `key` (both as UTF-8 text); 32 bytes. */
export type HmacFn = (key: string, message: string) => Uint8Array;

/** The random source an engine draws from. */
export interface Rng {
  /** A uniform integer in [0, n); n an integer from 1 to 2^32. */
  int(n: number): number;
}

const TWO_32 = 0x1_0000_0000;

/** The largest multiple of n not above 2^32: values at or above it are rejected. */
export const rejectionLimit = (n: number) => TWO_32 - (TWO_32 % n);

/** A reader of 32-bit words from any word source, drawing integers by rejection sampling. */
export function rngFromWords(next: () => number): Rng & { words: () => number } {
  let used = 0;
  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`cannot draw from ${n} values`);
      const limit = rejectionLimit(n);
      for (;;) {
        const u = next();
        used++;
        if (u < limit) return u % n;
      }
    },
    /** How many 32-bit words were read (draws plus rejections). */
    words: () => used,
  };
}

/** The round's stream: words of successive HMAC blocks. */
export function fairRng(
  hmac: HmacFn,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Rng & { words: () => number } {
  let cursor = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;
  return rngFromWords(() => {
    if (offset >= block.length) {
      block = hmac(serverSeed, `${clientSeed}:${nonce}:${cursor}`);
      cursor++;
      offset = 0;
    }
    const word =
      ((block[offset]! << 24) |
        (block[offset + 1]! << 16) |
        (block[offset + 2]! << 8) |
        block[offset + 3]!) >>>
      0;
    offset += 4;
    return word;
  });
}

/** A client seed: 1 to 64 letters, digits, `_`, `-` or `.` (no `:`, which separates the message parts). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
/** A server seed: 32 bytes as 64 lowercase hex digits. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
