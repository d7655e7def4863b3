import {
  linePay,
  PAY_BY_INDEX,
  SCATTER,
  SCATTER_BY_COUNT,
  SLOT_LINE_COUNT,
  SLOT_LINES,
  SLOT_SYMBOLS,
  STRIP_INDICES,
  WILD,
} from './slot.js';

// The slot's exact mathematics, from the reel strips (docs/house-games.md quotes these numbers).
// Amounts are in line bets; a round costs SLOT_LINE_COUNT line bets.

/** Every combination of reel stops is equally likely: this many of them. */
export const slotCombinations = () => STRIP_INDICES.reduce((n, strip) => n * BigInt(strip.length), 1n);

/**
 * The exact expected return, by the independence of the reels: on any one line the five symbols are
 * independent, each with its strip's symbol frequencies, so every line has the same expected pay; the
 * scatter count is a sum of independent per-reel counts. Returns the total pay over all stop combinations,
 * in line bets (RTP = total / (combinations x lines)).
 */
export function slotTotalPayAnalytic(): { linePay: bigint; scatterPay: bigint } {
  const symbolCount = SLOT_SYMBOLS.length;
  const freq = STRIP_INDICES.map((strip) => {
    const counts = new Array<bigint>(symbolCount).fill(0n);
    for (const s of strip) counts[s] = counts[s]! + 1n;
    return counts;
  });
  // Sum over symbol combinations of pay x (number of stop combinations showing it on one line).
  let oneLine = 0n;
  const symbols = new Int8Array(5);
  const walk = (reel: number, ways: bigint) => {
    if (reel === 5) {
      const pay = linePay(symbols).pay;
      if (pay) oneLine += ways * BigInt(pay);
      return;
    }
    for (let s = 0; s < symbolCount; s++) {
      const n = freq[reel]![s]!;
      if (n === 0n) continue;
      symbols[reel] = s;
      walk(reel + 1, ways * n);
    }
  };
  walk(0, 1n);
  // Scatter count distribution, in stop combinations.
  let dist: bigint[] = [1n];
  for (const strip of STRIP_INDICES) {
    const perReel = [0n, 0n, 0n, 0n];
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < 3; row++) if (strip[(stop + row) % strip.length] === SCATTER) n++;
      perReel[n]! += 1n;
    }
    const next = new Array<bigint>(dist.length + 3).fill(0n);
    dist.forEach((a, i) => perReel.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  let scatterStakes = 0n;
  dist.forEach((ways, count) => (scatterStakes += ways * BigInt(SCATTER_BY_COUNT[Math.min(count, 5)]!)));
  return { linePay: oneLine * BigInt(SLOT_LINE_COUNT), scatterPay: scatterStakes * BigInt(SLOT_LINE_COUNT) };
}

export type SlotMoments = {
  combinations: bigint;
  /** Sum over all stop combinations of the round's pay, in line bets. */
  sumPay: bigint;
  /** Sum of the squared pay, in line bets squared. */
  sumPaySquared: bigint;
  /** Combinations that pay anything. */
  winning: bigint;
  /** The largest pay of any combination, in line bets. */
  maxPay: number;
};

/**
 * Every combination of stops, enumerated (about 27.6 million): the exact mean and variance of a round's pay.
 * Lines are followed reel by reel and settled as soon as their runs break, so the last reels only carry
 * the few lines still running.
 */
export function enumerateSlot(): SlotMoments {
  const reels = STRIP_INDICES.length;
  const lines = SLOT_LINES.length;
  const windows = STRIP_INDICES.map((strip) =>
    Array.from({ length: strip.length }, (_, stop) =>
      Int8Array.from([0, 1, 2], (row) => strip[(stop + row) % strip.length]!),
    ),
  );
  const scatters = windows.map((ws) => ws.map((w) => w.filter((s) => s === SCATTER).length));
  // Per depth: the running lines and their state.
  const alive = Array.from({ length: reels + 1 }, () => new Int32Array(lines));
  const aliveCount = new Int32Array(reels + 1);
  const wildRun = Array.from({ length: reels + 1 }, () => new Int32Array(lines));
  const wildOn = Array.from({ length: reels + 1 }, () => new Uint8Array(lines));
  const sym = Array.from({ length: reels + 1 }, () => new Int32Array(lines));
  const run = Array.from({ length: reels + 1 }, () => new Int32Array(lines));
  const symOn = Array.from({ length: reels + 1 }, () => new Uint8Array(lines));
  for (let l = 0; l < lines; l++) {
    alive[0]![l] = l;
    wildOn[0]![l] = 1;
    symOn[0]![l] = 1;
    sym[0]![l] = -1;
  }
  aliveCount[0] = lines;

  const settle = (wr: number, s: number, rn: number) =>
    Math.max(PAY_BY_INDEX[WILD]![wr]!, s >= 0 ? PAY_BY_INDEX[s]![rn]! : 0);

  let sumPay = 0n;
  let sumSquared = 0n;
  let winning = 0n;
  let maxPay = 0;

  const walk = (reel: number, fixed: number, scatterCount: number) => {
    const last = reel === reels - 1;
    const inAlive = alive[reel]!;
    const n = aliveCount[reel]!;
    let localSum = 0;
    let localSquared = 0;
    let localWinning = 0;
    for (let stop = 0; stop < windows[reel]!.length; stop++) {
      const window = windows[reel]![stop]!;
      let pay = fixed;
      let count = 0;
      const outAlive = alive[reel + 1]!;
      for (let i = 0; i < n; i++) {
        const l = inAlive[i]!;
        const s = window[SLOT_LINES[l]![reel]!]!;
        let wr = wildRun[reel]![l]!;
        let won = wildOn[reel]![l]!;
        let sy = sym[reel]![l]!;
        let rn = run[reel]![l]!;
        let son = symOn[reel]![l]!;
        if (won) {
          if (s === WILD) wr++;
          else won = 0;
        }
        if (son) {
          if (s === WILD) rn++;
          else if (sy === -1) {
            if (s === SCATTER) son = 0;
            else {
              sy = s;
              rn++;
            }
          } else if (s === sy) rn++;
          else son = 0;
        }
        if ((!won && !son) || last) {
          pay += settle(wr, sy, rn);
        } else {
          outAlive[count++] = l;
          wildRun[reel + 1]![l] = wr;
          wildOn[reel + 1]![l] = won;
          sym[reel + 1]![l] = sy;
          run[reel + 1]![l] = rn;
          symOn[reel + 1]![l] = son;
        }
      }
      const sc = scatterCount + scatters[reel]![stop]!;
      if (last) {
        const total = pay + SCATTER_BY_COUNT[Math.min(sc, 5)]! * lines;
        localSum += total;
        localSquared += total * total;
        if (total > 0) localWinning++;
        if (total > maxPay) maxPay = total;
      } else {
        aliveCount[reel + 1] = count;
        walk(reel + 1, pay, sc);
      }
    }
    if (last) {
      sumPay += BigInt(localSum);
      sumSquared += BigInt(localSquared);
      winning += BigInt(localWinning);
    }
  };
  walk(0, 0, 0);
  return { combinations: slotCombinations(), sumPay, sumPaySquared: sumSquared, winning, maxPay };
}

/** Mean and standard deviation of a round's return per unit staked, from the moments. */
export function slotReturnStats(m: SlotMoments): { rtp: number; sd: number; hitRate: number } {
  const n = Number(m.combinations);
  const lines = SLOT_LINE_COUNT;
  const mean = Number(m.sumPay) / n / lines;
  const meanSquare = Number(m.sumPaySquared) / n / (lines * lines);
  return { rtp: mean, sd: Math.sqrt(meanSquare - mean * mean), hitRate: Number(m.winning) / n };
}
