import { compileSlot, evaluateWindow, FREE_SPIN_CAP, SCATTER, WILD, type CompiledSlot } from './engine.js';
import type { SlotDefinition } from './types.js';

// Exact mathematics of a slot without cascades or hold-and-win (docs/house-games.md, "Slots"):
// - lines: the cells of one payline lie on different reels, each uniform on its strip, so the line's symbols
//   are independent with the strips' frequencies; every line has the same expectation;
// - ways: a symbol's ways are a product of independent per-reel counts, so E[ways] is a product of
//   per-reel expectations (wild multipliers included);
// - scatters: the count is a sum of independent per-reel counts (a convolution);
// - free spins: N = awarded / (1 − ρ) expected spins, ρ the expected award of one free spin (retriggers).
// The caps (FREE_SPIN_CAP free spins, the win cap) are left out; the simulation measures their effect.

/** A non-negative rational of big integers. */
export class Ratio {
  constructor(
    readonly n: bigint,
    readonly d: bigint,
  ) {}
  static of(n: bigint | number, d: bigint | number = 1n) {
    return new Ratio(BigInt(n), BigInt(d)).reduce();
  }
  reduce(): Ratio {
    const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
    const g = gcd(this.n < 0n ? -this.n : this.n, this.d) || 1n;
    return new Ratio(this.n / g, this.d / g);
  }
  add(o: Ratio) {
    return new Ratio(this.n * o.d + o.n * this.d, this.d * o.d).reduce();
  }
  sub(o: Ratio) {
    return new Ratio(this.n * o.d - o.n * this.d, this.d * o.d).reduce();
  }
  mul(o: Ratio) {
    return new Ratio(this.n * o.n, this.d * o.d).reduce();
  }
  div(o: Ratio) {
    return new Ratio(this.n * o.d, this.d * o.n).reduce();
  }
  toNumber() {
    const scale = 10n ** 15n;
    return Number((this.n * scale) / this.d) / 1e15;
  }
}

const product = (xs: readonly number[]) => xs.reduce((p, x) => p * BigInt(x), 1n);

/** Expected line or ways pay of one spin on these strips, in coins. */
function expectedPay(c: CompiledSlot, strips: Int16Array[]): Ratio {
  const R = c.reels;
  const lengths = strips.map((s) => s.length);
  const combos = product(lengths);
  const nSym = c.ids.length;
  if (c.lines) {
    // One line on a one-row view: enumerate symbol combinations weighted by their per-reel frequencies.
    const freq = strips.map((strip) => {
      const f = new Array<number>(nSym).fill(0);
      for (const s of strip) f[s]!++;
      return f;
    });
    const one: CompiledSlot = { ...c, rows: 1, lines: [new Int8Array(R)] };
    const window = new Int16Array(R);
    let sum = 0n;
    const walk = (r: number, weight: bigint) => {
      if (r === R) {
        const pay = evaluateWindow(one, window, null, null, 1);
        if (pay) sum += weight * BigInt(pay);
        return;
      }
      for (let s = 0; s < nSym; s++) {
        if (!freq[r]![s]) continue;
        window[r] = s;
        walk(r + 1, weight * BigInt(freq[r]![s]!));
      }
    };
    walk(0, 1n);
    return Ratio.of(sum * BigInt(c.lines.length), combos);
  }
  // Ways: per reel, the sum over stops of the symbol's count (wilds by their multiplier) and the stops
  // where it is absent.
  let sum = 0n;
  for (const s of c.regular) {
    const sums: bigint[] = [];
    const zeros: bigint[] = [];
    strips.forEach((strip) => {
      let total = 0n;
      let none = 0n;
      for (let stop = 0; stop < strip.length; stop++) {
        let count = 0;
        for (let h = 0; h < c.rows; h++) {
          const t = strip[(stop + h) % strip.length]!;
          if (t === s) count++;
          else if (c.kind[t] === WILD) count += c.mult[t]!;
        }
        total += BigInt(count);
        if (count === 0) none++;
      }
      sums.push(total);
      zeros.push(none);
    });
    for (let n = 1; n <= R; n++) {
      const pay = c.pay[s]![n]!;
      if (!pay) continue;
      let w = BigInt(pay);
      for (let r = 0; r < n; r++) w *= sums[r]!;
      if (n < R) w *= zeros[n]!;
      for (let r = n + 1; r < R; r++) w *= BigInt(lengths[r]!);
      sum += w;
    }
  }
  return Ratio.of(sum, combos);
}

/** The distribution of the scatter count over all stop combinations (counts of combinations). */
export function scatterDistribution(c: CompiledSlot, strips: Int16Array[]): bigint[] {
  let dist: bigint[] = [1n];
  for (const strip of strips) {
    const perReel = new Array<bigint>(c.rows + 1).fill(0n);
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let h = 0; h < c.rows; h++) if (c.kind[strip[(stop + h) % strip.length]!] === SCATTER) n++;
      perReel[n]! += 1n;
    }
    const next = new Array<bigint>(dist.length + c.rows).fill(0n);
    dist.forEach((a, i) => perReel.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  return dist;
}

export interface ExactSlotMath {
  rtp: Ratio;
  /** Parts, per unit stake: base lines/ways, base scatters, free spins. */
  base: Ratio;
  scatter: Ratio;
  freeSpins: Ratio;
  /** P(a base spin starts free spins) and the expected free spins per trigger. */
  triggerChance: Ratio;
  spinsPerTrigger: Ratio;
}

/** Whether the engine's exact calculation applies (no cascades, no hold-and-win). */
export const hasExactMath = (def: SlotDefinition) => !def.features.cascades && !def.features.holdAndWin;

export function exactSlotMath(def: SlotDefinition): ExactSlotMath {
  if (!hasExactMath(def)) throw new RangeError(`${def.code}: cascades and hold-and-win are simulated`);
  const c = compileSlot(def);
  const cost = Ratio.of(def.bet.cost);
  const part = (strips: Int16Array[]) => {
    const combos = product(strips.map((s) => s.length));
    const dist = scatterDistribution(c, strips);
    let scatter = 0n;
    let awards = 0n;
    let triggers = 0n;
    dist.forEach((ways, k) => {
      const at = Math.min(k, c.scatterPay.length - 1);
      scatter += ways * BigInt(c.scatterPay[at]!);
      awards += ways * BigInt(c.awards[at]!);
      if (c.awards[at]! > 0) triggers += ways;
    });
    return {
      lines: expectedPay(c, strips).div(cost),
      scatter: Ratio.of(scatter, combos),
      awards: Ratio.of(awards, combos),
      triggers: Ratio.of(triggers, combos),
    };
  };
  const base = part(c.base);
  const fs = def.features.freeSpins;
  let freeSpins = Ratio.of(0);
  let spinsPerTrigger = Ratio.of(0);
  if (fs && base.awards.n > 0n) {
    const free = part(c.free);
    const rho = fs.retrigger ? free.awards : Ratio.of(0);
    if (rho.n >= rho.d) throw new RangeError(`${def.code}: free spins retrigger without end`);
    const perSpin = free.lines.add(free.scatter).mul(Ratio.of(fs.multiplier));
    const spins = base.awards.div(Ratio.of(1).sub(rho));
    freeSpins = spins.mul(perSpin);
    spinsPerTrigger = spins.div(base.triggers);
  }
  return {
    rtp: base.lines.add(base.scatter).add(freeSpins),
    base: base.lines,
    scatter: base.scatter,
    freeSpins,
    triggerChance: base.triggers,
    spinsPerTrigger,
  };
}

export { FREE_SPIN_CAP };
