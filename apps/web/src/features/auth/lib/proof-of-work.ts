import type { CaptchaValue } from '@platform/contracts';

// The captcha is a proof of work (decision record 022): find a nonce such that SHA-256 of
// `${challenge}:${nonce}` starts with `difficulty` zero bits. A plain SHA-256 runs here rather than
// crypto.subtle: it is synchronous (millions of short hashes a second) and works on plain http too.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const W = new Uint32Array(64);

/** SHA-256 of an ASCII string, as eight 32-bit words (big-endian). */
export function sha256Words(text: string): Uint32Array {
  const length = text.length;
  const blocks = Math.ceil((length + 9) / 64);
  const bytes = new Uint8Array(blocks * 64);
  for (let i = 0; i < length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  bytes[length] = 0x80;
  const bits = length * 8;
  bytes[bytes.length - 4] = (bits >>> 24) & 0xff;
  bytes[bytes.length - 3] = (bits >>> 16) & 0xff;
  bytes[bytes.length - 2] = (bits >>> 8) & 0xff;
  bytes[bytes.length - 1] = bits & 0xff;
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  for (let block = 0; block < blocks; block++) {
    const o = block * 64;
    for (let i = 0; i < 16; i++)
      W[i] =
        (bytes[o + i * 4]! << 24) |
        (bytes[o + i * 4 + 1]! << 16) |
        (bytes[o + i * 4 + 2]! << 8) |
        bytes[o + i * 4 + 3]!;
    for (let i = 16; i < 64; i++) {
      const w15 = W[i - 15]!;
      const w2 = W[i - 2]!;
      const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
      const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
      W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
    }
    let a = h[0]!,
      b = h[1]!,
      c = h[2]!,
      d = h[3]!,
      e = h[4]!,
      f = h[5]!,
      g = h[6]!,
      hh = h[7]!;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (hh + S1 + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h[0] = h[0]! + a;
    h[1] = h[1]! + b;
    h[2] = h[2]! + c;
    h[3] = h[3]! + d;
    h[4] = h[4]! + e;
    h[5] = h[5]! + f;
    h[6] = h[6]! + g;
    h[7] = h[7]! + hh;
  }
  return h;
}

/** True when the words start with `difficulty` zero bits. */
function enoughZeros(h: Uint32Array, difficulty: number): boolean {
  let left = difficulty;
  for (let i = 0; i < h.length && left > 0; i++, left -= 32) {
    const word = h[i]!;
    if (left >= 32) {
      if (word !== 0) return false;
    } else if (word >>> (32 - left) !== 0) return false;
  }
  return true;
}

const BATCH = 4000;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds the nonce of a challenge, yielding to the page between batches so it stays responsive. Rejects
 * with an AbortError when `signal` is aborted.
 */
export async function solveChallenge(
  { challenge, difficulty }: Pick<CaptchaValue, 'challenge' | 'difficulty'>,
  signal?: AbortSignal,
): Promise<string> {
  const prefix = `${challenge}:`;
  for (let nonce = 0; ;) {
    const end = nonce + BATCH;
    for (; nonce < end; nonce++) {
      if (enoughZeros(sha256Words(prefix + nonce), difficulty)) return String(nonce);
    }
    await pause();
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
  }
}
