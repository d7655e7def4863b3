import type { Rng } from '../fair-stream.js';
import type {
  SlotBet,
  SlotCoinValue,
  SlotDefinition,
  SlotHoldAndWinRespin,
  SlotJackpotName,
  SlotOutcome,
  SlotSpin,
  SlotStep,
  SlotWin,
} from './types.js';

// The slot engine: one spin of any slot definition is one provably fair round (docs/house-games.md,
// "Slots"). Every draw comes from the round's stream, in this order:
//   1. the base spin: one stop per reel, `int(strip length)`, reels from the left, then the refills of its
//      cascades;
//   2. each free spin, in turn: one stop per reel on the free-spin strips (and its cascades' refills);
//   3. the hold-and-win: a value `int(total weight)` for each triggering coin (reel by reel, top to
//      bottom), then in each respin, for each empty cell in the same order, `int(denominator)` (a coin lands
//      when below the numerator) and, for a coin that lands, its value.
// A cascade step draws, for each reel that lost cells (reels from the left), a stop `int(strip length)`: the
// cells removed are refilled from the top with the strip's symbols from that stop on. Caps: at most FREE_SPIN_CAP free spins per round, at most CASCADE_CAP steps
// per spin, and a round pays at most the definition's `maxWinStakes` stakes.

export const FREE_SPIN_CAP = 300;
export const CASCADE_CAP = 100;

export const REGULAR = 0;
export const WILD = 1;
export const SCATTER = 2;
export const COIN = 3;
const KIND_CODE = { regular: REGULAR, wild: WILD, scatter: SCATTER, coin: COIN } as const;

/** A definition turned into arrays of symbol indices for fast play (built once per definition). */
export interface CompiledSlot {
  def: SlotDefinition;
  reels: number;
  rows: number;
  ids: string[];
  kind: Uint8Array;
  /** pay[symbol][count], in coins (scatter: in stakes), counts 0..reels×rows. */
  pay: Int32Array[];
  mult: Int32Array;
  regular: number[];
  base: Int16Array[];
  free: Int16Array[];
  lines: Int8Array[] | null;
  /** Free spins awarded by scatter count (0..cells). */
  awards: Int32Array;
  scatterPay: Int32Array;
  coinIndex: number;
  valueWeights: Int32Array;
  valueTotal: number;
}

const byCountTable = (pays: Readonly<Record<number, number>>, size: number, carry: boolean) => {
  const table = new Int32Array(size + 1);
  let last = 0;
  for (let n = 0; n <= size; n++) {
    const p = pays[n];
    if (p !== undefined) last = p;
    table[n] = p ?? (carry && n > Math.max(0, ...Object.keys(pays).map(Number)) ? last : 0);
  }
  return table;
};

const compiled = new WeakMap<SlotDefinition, CompiledSlot>();

export function compileSlot(def: SlotDefinition): CompiledSlot {
  const hit = compiled.get(def);
  if (hit) return hit;
  const { reels, rows } = def.grid;
  const cells = reels * rows;
  const ids = def.symbols.map((s) => s.id);
  const index = (id: string) => {
    const i = ids.indexOf(id);
    if (i < 0) throw new RangeError(`${def.code}: unknown symbol ${id}`);
    return i;
  };
  const kind = Uint8Array.from(def.symbols, (s) => KIND_CODE[s.kind]);
  const scatter = def.symbols.find((s) => s.kind === 'scatter');
  const hw = def.features.holdAndWin;
  const c: CompiledSlot = {
    def,
    reels,
    rows,
    ids,
    kind,
    pay: def.symbols.map((s) => byCountTable(s.pays, cells, s.kind === 'scatter')),
    mult: Int32Array.from(def.symbols, (s) => s.multiplier ?? 1),
    regular: def.symbols.flatMap((s, i) => (s.kind === 'regular' ? [i] : [])),
    base: def.strips.map((strip) => Int16Array.from(strip, index)),
    free: (def.features.freeSpins?.strips ?? def.strips).map((strip) => Int16Array.from(strip, index)),
    lines: def.pay.kind === 'lines' ? def.pay.lines.map((l) => Int8Array.from(l)) : null,
    awards: byCountTable(def.features.freeSpins?.awards ?? {}, cells, true),
    scatterPay: byCountTable(scatter?.pays ?? {}, cells, true),
    coinIndex: hw ? index(hw.coin) : -1,
    valueWeights: Int32Array.from(hw?.values ?? [], (v) => v.weight),
    valueTotal: (hw?.values ?? []).reduce((n, v) => n + v.weight, 0),
  };
  compiled.set(def, c);
  return c;
}

/** The pays of one window (cells indexed reel × rows + row): coins, and the cells of the wins. */
export function evaluateWindow(
  c: CompiledSlot,
  window: Int16Array,
  marked: Uint8Array | null,
  wins: SlotWin[] | null,
  coinValue: number,
): number {
  const { reels, rows, kind, pay, mult } = c;
  let total = 0;
  if (c.lines) {
    const lines = c.lines;
    for (let li = 0; li < lines.length; li++) {
      const line = lines[li]!;
      let w = 0;
      let wm = 1;
      const first = window[line[0]!]!;
      while (w < reels && kind[window[w * rows + line[w]!]!] === WILD) {
        wm *= mult[window[w * rows + line[w]!]!]!;
        w++;
      }
      let bestSym = first;
      let bestCount = w;
      let bestPay = w > 0 ? pay[first]![w]! * wm : 0;
      if (w < reels) {
        const s = window[w * rows + line[w]!]!;
        if (kind[s] === REGULAR) {
          let run = w;
          let m = wm;
          while (run < reels) {
            const t = window[run * rows + line[run]!]!;
            if (t === s) run++;
            else if (kind[t] === WILD) {
              m *= mult[t]!;
              run++;
            } else break;
          }
          const p = pay[s]![run]! * m;
          if (p > bestPay) {
            bestPay = p;
            bestSym = s;
            bestCount = run;
          }
        }
      }
      if (bestPay <= 0) continue;
      total += bestPay;
      if (marked) for (let r = 0; r < bestCount; r++) marked[r * rows + line[r]!] = 1;
      if (wins) {
        let wild = 1;
        for (let r = 0; r < bestCount; r++) {
          const t = window[r * rows + line[r]!]!;
          if (kind[t] === WILD) wild *= mult[t]!;
        }
        wins.push({
          symbol: c.ids[bestSym]!,
          count: bestCount,
          line: li + 1,
          wildMultiplier: wild,
          positions: Array.from({ length: bestCount }, (_, r) => [r, line[r]!] as const),
          amount: bestPay * coinValue,
        });
      }
    }
    return total;
  }
  for (const s of c.regular) {
    let ways = 1;
    let n = 0;
    for (let r = 0; r < reels; r++) {
      let count = 0;
      for (let h = 0; h < rows; h++) {
        const t = window[r * rows + h]!;
        if (t === s) count++;
        else if (kind[t] === WILD) count += mult[t]!;
      }
      if (count === 0) break;
      ways *= count;
      n++;
    }
    const p = pay[s]![n]!;
    if (p <= 0) continue;
    total += p * ways;
    if (marked || wins) {
      const positions: [number, number][] = [];
      let wild = 1;
      for (let r = 0; r < n; r++)
        for (let h = 0; h < rows; h++) {
          const t = window[r * rows + h]!;
          if (t === s || kind[t] === WILD) {
            if (marked) marked[r * rows + h] = 1;
            positions.push([r, h]);
            if (kind[t] === WILD) wild *= mult[t]!;
          }
        }
      wins?.push({
        symbol: c.ids[s]!,
        count: n,
        ways,
        wildMultiplier: wild,
        positions,
        amount: p * ways * coinValue,
      });
    }
  }
  return total;
}

const countKind = (c: CompiledSlot, window: Int16Array, k: number) => {
  let n = 0;
  for (let i = 0; i < window.length; i++) if (c.kind[window[i]!] === k) n++;
  return n;
};

const windowIds = (c: CompiledSlot, window: Int16Array) =>
  Array.from({ length: c.reels }, (_, r) =>
    Array.from({ length: c.rows }, (_, h) => c.ids[window[r * c.rows + h]!]!),
  );

/** The window of the given stops on the given strips. */
export function windowAt(c: CompiledSlot, strips: Int16Array[], stops: readonly number[]): Int16Array {
  const window = new Int16Array(c.reels * c.rows);
  for (let r = 0; r < c.reels; r++) {
    const strip = strips[r]!;
    for (let h = 0; h < c.rows; h++) window[r * c.rows + h] = strip[(stops[r]! + h) % strip.length]!;
  }
  return window;
}

type SpinResult = { amount: number; scatters: number; coins: number; window: Int16Array; trace?: SlotSpin };

/** One spin with its cascades: the stops are drawn, the steps evaluated; amounts in minor units. */
export function playSpin(
  c: CompiledSlot,
  rng: Rng,
  strips: Int16Array[],
  coinValue: number,
  stake: number,
  spinMultiplier: number,
  ladder: readonly number[] | null,
  trace: boolean,
): SpinResult {
  const stops = strips.map((strip) => rng.int(strip.length));
  const drawn = trace ? [...stops] : stops;
  const window = windowAt(c, strips, stops);
  const steps: SlotStep[] = [];
  const marked = ladder ? new Uint8Array(window.length) : null;
  let amount = 0;
  for (let step = 0; ; step++) {
    const multiplier = spinMultiplier * (ladder ? ladder[Math.min(step, ladder.length - 1)]! : 1);
    const wins: SlotWin[] | null = trace ? [] : null;
    if (marked) marked.fill(0);
    const coins = evaluateWindow(c, window, marked, wins, coinValue * multiplier);
    const stepAmount = coins * coinValue * multiplier;
    amount += stepAmount;
    const cascade = marked !== null && coins > 0 && step + 1 < CASCADE_CAP;
    const removed: [number, number][] = [];
    if (trace && cascade)
      for (let i = 0; i < window.length; i++)
        if (marked[i]) removed.push([Math.floor(i / c.rows), i % c.rows]);
    if (trace)
      steps.push({ window: windowIds(c, window), wins: wins!, removed, multiplier, amount: stepAmount });
    if (!cascade) break;
    // Survivors fall to the bottom; a reel with k cells removed draws a new stop and fills its top k cells
    // from the strip there.
    for (let r = 0; r < c.reels; r++) {
      const strip = strips[r]!;
      const base = r * c.rows;
      let write = base + c.rows - 1;
      for (let h = c.rows - 1; h >= 0; h--) if (!marked[base + h]) window[write--] = window[base + h]!;
      const fresh = write - base + 1;
      if (fresh === 0) continue;
      const stop = rng.int(strip.length);
      for (let h = 0; h < fresh; h++) window[base + h] = strip[(stop + h) % strip.length]!;
    }
  }
  const scatters = countKind(c, window, SCATTER);
  const scatterAmount = c.scatterPay[scatters]! * stake * spinMultiplier;
  amount += scatterAmount;
  const coins = c.coinIndex >= 0 ? countKind(c, window, COIN) : 0;
  const result: SpinResult = { amount, scatters, coins, window };
  if (trace)
    result.trace = {
      stops: drawn,
      steps,
      scatter: { count: scatters, amount: scatterAmount },
      awarded: 0,
      amount,
    };
  return result;
}

function drawCoin(c: CompiledSlot, rng: Rng, coinValue: number, stake: number): SlotCoinValue {
  const values = c.def.features.holdAndWin!.values;
  let pick = rng.int(c.valueTotal);
  let i = 0;
  while (pick >= c.valueWeights[i]!) pick -= c.valueWeights[i++]!;
  const v = values[i]!;
  const jackpots = c.def.features.holdAndWin!.jackpots;
  return v.jackpot
    ? { amount: jackpots[v.jackpot] * stake, jackpot: v.jackpot }
    : { amount: (v.coins ?? 0) * coinValue };
}

function playHoldAndWin(
  c: CompiledSlot,
  rng: Rng,
  window: Int16Array,
  coinValue: number,
  stake: number,
  trace: boolean,
): NonNullable<SlotOutcome['holdAndWin']> {
  const hw = c.def.features.holdAndWin!;
  const cells: (SlotCoinValue | null)[] = Array.from(window, (s) =>
    s === c.coinIndex ? drawCoin(c, rng, coinValue, stake) : null,
  );
  const grid = () => Array.from({ length: c.reels }, (_, r) => cells.slice(r * c.rows, (r + 1) * c.rows));
  const start = trace ? grid() : [];
  const respins: SlotHoldAndWinRespin[] = [];
  let filled = cells.filter(Boolean).length;
  let left = hw.respins;
  while (left > 0 && filled < cells.length) {
    left--;
    let landed = false;
    for (let i = 0; i < cells.length; i++) {
      if (cells[i]) continue;
      if (rng.int(hw.landing.denominator) < hw.landing.numerator) {
        cells[i] = drawCoin(c, rng, coinValue, stake);
        filled++;
        landed = true;
      }
    }
    if (landed) left = hw.respins;
    if (filled === cells.length) left = 0;
    if (trace) respins.push({ grid: grid(), respinsLeft: left });
  }
  const jackpots: { name: SlotJackpotName; amount: number }[] = [];
  let amount = 0;
  for (const cell of cells)
    if (cell) {
      amount += cell.amount;
      if (cell.jackpot) jackpots.push({ name: cell.jackpot, amount: cell.amount });
    }
  if (filled === cells.length) {
    jackpots.push({ name: 'GRAND', amount: hw.jackpots.GRAND * stake });
    amount += hw.jackpots.GRAND * stake;
  }
  return { start, respins, jackpots, amount };
}

/** The stake of a bet on a game, in minor units. */
export const slotStake = (def: SlotDefinition, bet: SlotBet) => bet.coin * def.bet.cost;

/**
 * One round of a slot: the base spin and every feature it triggers, from the round's single stream.
 * `trace: false` skips building the outcome's sequence (simulations); the payout is the same.
 */
export function playSlotRound(
  def: SlotDefinition,
  rng: Rng,
  bet: SlotBet,
  trace = true,
): { outcome: SlotOutcome; payout: number; stake: number } {
  const c = compileSlot(def);
  const stake = slotStake(def, bet);
  const coin = bet.coin;
  const cascades = def.features.cascades;
  const base = playSpin(c, rng, c.base, coin, stake, 1, cascades?.ladder ?? null, trace);
  let total = base.amount;
  const outcome: SlotOutcome = {
    game: def.code,
    coin,
    stake,
    base: base.trace ?? { stops: [], steps: [], scatter: { count: 0, amount: 0 }, awarded: 0, amount: 0 },
    capped: false,
    payout: 0,
  };
  const fs = def.features.freeSpins;
  if (fs) {
    let awarded = Math.min(c.awards[base.scatters]!, FREE_SPIN_CAP);
    if (base.trace) base.trace.awarded = awarded;
    if (awarded > 0) {
      const spins: SlotSpin[] = [];
      const ladder = cascades ? (cascades.freeSpinLadder ?? cascades.ladder) : null;
      let left = awarded;
      let retriggers = 0;
      let amount = 0;
      while (left > 0) {
        left--;
        const spin = playSpin(c, rng, c.free, coin, stake, fs.multiplier, ladder, trace);
        amount += spin.amount;
        if (fs.retrigger) {
          const more = Math.min(c.awards[spin.scatters]!, FREE_SPIN_CAP - awarded);
          if (c.awards[spin.scatters]! > 0) retriggers++;
          awarded += more;
          left += more;
          if (spin.trace) spin.trace.awarded = more;
        }
        if (spin.trace) spins.push(spin.trace);
      }
      total += amount;
      outcome.freeSpins = { awarded, retriggers, multiplier: fs.multiplier, spins, amount };
    }
  }
  const hw = def.features.holdAndWin;
  if (hw && base.coins >= hw.trigger) {
    outcome.holdAndWin = playHoldAndWin(c, rng, base.window, coin, stake, trace);
    total += outcome.holdAndWin.amount;
  }
  const cap = def.maxWinStakes * stake;
  if (total > cap) {
    total = cap;
    outcome.capped = true;
  }
  outcome.payout = total;
  return { outcome, payout: total, stake };
}
