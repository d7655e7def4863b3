import type { Rng } from '../fair-stream.js';

/**
 * A fast seeded generator (xoshiro128**, of the xorshift family) for simulations only: it is not
 * the fair stream and never decides a real round. Draws in [0, n) by rejection, like the fair stream.
 */
export function xorshiftRng(seed: number): Rng {
  // splitmix32 spreads the seed over the four words of state.
  let x = seed >>> 0;
  const split = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const next = () => {
    const t = b << 9;
    let r = Math.imul(b, 5);
    r = Math.imul((r << 7) | (r >>> 25), 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return r;
  };
  return {
    int(n: number): number {
      const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
      for (;;) {
        const u = next();
        if (u < limit) return u % n;
      }
    },
  };
}
