import type { Rng } from '../fair-stream.js';
import { ratio, type RoundResult } from './types.js';

// "Lotus Fortune": a 5-reel, 3-row video slot with 20 fixed paylines (docs/house-games.md).
// Each reel stops uniformly on one of its strip positions; the window shows that position and the two
// after it (wrapping). Line wins pay left to right, the highest win per line; scatter wins pay anywhere.

/** Symbol codes: W lotus (wild), S gong (scatter), D dragon, P phoenix, O koi, L lantern, A K Q J, T ten. */
export const SLOT_SYMBOLS = ['W', 'S', 'D', 'P', 'O', 'L', 'A', 'K', 'Q', 'J', 'T'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD = 0;
export const SCATTER = 1;

/** Line pays, in line bets, for 3, 4 and 5 of a kind (index = symbol; the wild pays its own runs). */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  W: [50, 250, 2000],
  S: [0, 0, 0],
  D: [40, 150, 1000],
  P: [30, 100, 500],
  O: [25, 75, 300],
  L: [20, 60, 200],
  A: [10, 30, 125],
  K: [8, 25, 100],
  Q: [6, 20, 80],
  J: [5, 15, 60],
  T: [4, 12, 50],
};

/** Scatter pays, in total stakes, for 3, 4 and 5 gongs anywhere in the window. */
export const SCATTER_PAYS = [5, 20, 100] as const;

/** The reel strips (29, 32, 32, 32 and 29 positions). */
export const SLOT_STRIPS: readonly string[] = [
  'TAQOPKDLJATQAPSWOKJATLDQPOKAJ',
  'OTLAKWJQTKJDAPTWOQLJSKTJATWKDQPJ',
  'DATKPWJQTOKALJTWDQKJPATJSOWTKLQJ',
  'OKJDTWQLJAPKTJTWOKQDAJLTKWPJSQAT',
  'SPLKJAOQDTPAKJAWOLQTPKDAJOQAT',
];

/** The 20 paylines: the row (0 top, 1 middle, 2 bottom) on each reel. */
export const SLOT_LINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];
export const SLOT_LINE_COUNT = SLOT_LINES.length;
export const SLOT_ROWS = 3;

/** Strips as symbol indices. */
export const STRIP_INDICES: readonly Int8Array[] = SLOT_STRIPS.map((strip) =>
  Int8Array.from(strip, (c) => SLOT_SYMBOLS.indexOf(c as SlotSymbol)),
);
/** Pay table by symbol index and run length (0..5). */
export const PAY_BY_INDEX: readonly Int32Array[] = SLOT_SYMBOLS.map((s) =>
  Int32Array.from([0, 0, 0, ...SLOT_PAYTABLE[s]]),
);
export const SCATTER_BY_COUNT = Int32Array.from([0, 0, 0, ...SCATTER_PAYS, ...SCATTER_PAYS.slice(-1)]);

/**
 * The pay of one line, in line bets, from its five symbol indices: the leading run of wilds pays as wilds,
 * the leading run of the first other symbol (wilds standing in for it) pays as that symbol; the higher one.
 */
export function linePay(symbols: ArrayLike<number>): { symbol: number; count: number; pay: number } {
  let wilds = 0;
  while (wilds < 5 && symbols[wilds] === WILD) wilds++;
  let best = { symbol: WILD, count: wilds, pay: PAY_BY_INDEX[WILD]![wilds]! };
  if (wilds < 5 && symbols[wilds] !== SCATTER) {
    const symbol = symbols[wilds]!;
    let run = wilds;
    while (run < 5 && (symbols[run] === symbol || symbols[run] === WILD)) run++;
    const pay = PAY_BY_INDEX[symbol]![run]!;
    if (pay > best.pay) best = { symbol, count: run, pay };
  }
  return best;
}

export type SlotBet = {
  /** Minor units per line; the stake is 20 lines. */
  lineBet: number;
};

export type SlotOutcome = {
  /** Where each reel stopped (index on its strip). */
  stops: number[];
  /** The window, reel by reel, top to bottom, as symbol codes. */
  reels: SlotSymbol[][];
  /** Winning lines: payline number (1-20), symbol, run length, pay in line bets. */
  wins: { line: number; symbol: SlotSymbol; count: number; pay: number }[];
  /** Scatters in the window and their pay in total stakes. */
  scatter: { count: number; pay: number };
  lineBet: number;
  lines: number;
};

export const slotStake = (bet: SlotBet) => bet.lineBet * SLOT_LINE_COUNT;

/** The window of the given stops, as symbol indices per reel. */
export function slotWindow(stops: readonly number[]): number[][] {
  return STRIP_INDICES.map((strip, r) => {
    const stop = stops[r]!;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]!);
  });
}

/** Line and scatter pays of a window, in line bets and total stakes. */
export function evaluateSlot(window: number[][]): Pick<SlotOutcome, 'wins' | 'scatter'> {
  const wins: SlotOutcome['wins'] = [];
  const symbols = new Int8Array(5);
  SLOT_LINES.forEach((rows, index) => {
    for (let r = 0; r < 5; r++) symbols[r] = window[r]![rows[r]!]!;
    const win = linePay(symbols);
    if (win.pay > 0)
      wins.push({ line: index + 1, symbol: SLOT_SYMBOLS[win.symbol]!, count: win.count, pay: win.pay });
  });
  let scatters = 0;
  for (const reel of window) for (const s of reel) if (s === SCATTER) scatters++;
  return { wins, scatter: { count: scatters, pay: SCATTER_BY_COUNT[scatters]! } };
}

export function playSlot(rng: Rng, bet: SlotBet): RoundResult<SlotOutcome> {
  const stops = STRIP_INDICES.map((strip) => rng.int(strip.length));
  const window = slotWindow(stops);
  const { wins, scatter } = evaluateSlot(window);
  const stake = slotStake(bet);
  const payout = bet.lineBet * wins.reduce((sum, w) => sum + w.pay, 0) + stake * scatter.pay;
  return {
    outcome: {
      stops,
      reels: window.map((reel) => reel.map((s) => SLOT_SYMBOLS[s]!)),
      wins,
      scatter,
      lineBet: bet.lineBet,
      lines: SLOT_LINE_COUNT,
    },
    stake,
    payout,
    multiplier: ratio(payout, stake),
  };
}
