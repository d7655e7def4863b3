import { describe, expect, it } from 'vitest';
import { baccaratOdds, COUP_DENOMINATOR } from './engines/baccarat-math.js';
import { bankerDraws, cardValue, dealCoup, playBaccarat, shoeDealer, SHOE_SIZE } from './engines/baccarat.js';
import { COCKFIGHT, COCKFIGHT_SIDES, cockfightResult, playCockfight } from './engines/cockfight.js';
import { diceBetProblem, dicePayout, diceWinningOutcomes, playDice } from './engines/dice.js';
import { FISH, FISH_CHANCE_OUT_OF, FISH_KINDS, playFish } from './engines/fish.js';
import {
  enumerateSlot,
  slotCombinations,
  slotReturnStats,
  slotTotalPayAnalytic,
} from './engines/slot-math.js';
import {
  evaluateSlot,
  linePay,
  playSlot,
  SLOT_LINES,
  SLOT_STRIPS,
  SLOT_SYMBOLS,
  slotWindow,
} from './engines/slot.js';
import { rngFromWords, type Rng } from './fair-stream.js';

/** A source that answers the given integers in turn (each below the range asked). */
const scripted = (values: number[]): Rng => ({
  int(n) {
    const v = values.shift();
    if (v === undefined || v >= n) throw new Error(`scripted value ${v} out of range ${n}`);
    return v;
  },
});
const idx = (codes: string) => Array.from(codes, (c) => SLOT_SYMBOLS.indexOf(c as never));

describe('slot', () => {
  it('has five strips, twenty distinct lines and only known symbols', () => {
    expect(SLOT_STRIPS.map((s) => s.length)).toEqual([29, 32, 32, 32, 29]);
    for (const s of SLOT_STRIPS) expect(s).toMatch(/^[WSDPOLAKQJT]+$/);
    expect(new Set(SLOT_LINES.map((l) => l.join())).size).toBe(20);
  });

  it('pays lines left to right with wilds standing in, the higher of the wild run and the symbol run', () => {
    expect(linePay(idx('DDDAK'))).toEqual({ symbol: 2, count: 3, pay: 40 });
    expect(linePay(idx('DWDDK'))).toEqual({ symbol: 2, count: 4, pay: 150 });
    expect(linePay(idx('WWWTK'))).toEqual({ symbol: 0, count: 3, pay: 50 }); // 3 wilds (50) beat four tens (12)
    expect(linePay(idx('WWWWT'))).toEqual({ symbol: 0, count: 4, pay: 250 });
    expect(linePay(idx('WWWWW'))).toEqual({ symbol: 0, count: 5, pay: 2000 });
    expect(linePay(idx('WWDDD'))).toEqual({ symbol: 2, count: 5, pay: 1000 });
    expect(linePay(idx('WWSDD')).pay).toBe(0); // the scatter is not substituted and breaks the run
    expect(linePay(idx('ADAAA')).pay).toBe(0);
    expect(linePay(idx('AAKAA')).pay).toBe(0);
  });

  it('settles a spin: line wins in line bets times the line bet, scatters in stakes', () => {
    // Stops chosen so that the middle row reads D D D on the first three reels.
    const stopsFor = (symbol: string, reel: number) => {
      const strip = SLOT_STRIPS[reel]!;
      return (strip.indexOf(symbol) - 1 + strip.length) % strip.length;
    };
    const stops = [0, 1, 2].map((r) => stopsFor('D', r)).concat([0, 0]);
    const window = slotWindow(stops);
    expect(window.slice(0, 3).map((reel) => reel[1])).toEqual([2, 2, 2]);
    const result = playSlot(scripted([...stops]), { lineBet: 5 });
    const { wins, scatter } = evaluateSlot(window);
    expect(result.stake).toBe(100);
    expect(result.payout).toBe(5 * wins.reduce((s, w) => s + w.pay, 0) + 100 * scatter.pay);
    expect(result.outcome.wins).toContainEqual(expect.objectContaining({ line: 1, symbol: 'D' }));
    expect(result.outcome.stops).toEqual(stops);
  });

  it('states its RTP exactly: the enumeration of every stop combination equals the per-line analysis', () => {
    const analytic = slotTotalPayAnalytic();
    const moments = enumerateSlot();
    expect(moments.combinations).toBe(slotCombinations());
    expect(moments.combinations).toBe(27_557_888n);
    expect(moments.sumPay).toBe(analytic.linePay + analytic.scatterPay);
    // The figures of docs/house-games.md.
    expect(moments.sumPay).toBe(529_094_960n);
    expect(analytic.scatterPay).toBe(25_841_700n);
    expect(moments.sumPaySquared).toBe(96_425_212_108n);
    const stats = slotReturnStats(moments);
    expect(stats.rtp.toFixed(8)).toBe('0.95997008');
    expect(stats.sd.toFixed(4)).toBe('2.7975');
    expect(stats.hitRate.toFixed(4)).toBe('0.5108');
  });
});

describe('dice', () => {
  it('counts winning rolls and pays 98% / chance, rounded down to the cent', () => {
    expect(diceWinningOutcomes(5000, 'under')).toBe(5000);
    expect(diceWinningOutcomes(5000, 'over')).toBe(4999);
    expect(dicePayout(100, 5000)).toBe(196);
    expect(dicePayout(100, 100)).toBe(9800);
    expect(dicePayout(333, 4999)).toBe(Math.floor((333 * 9800) / 4999));
    expect(diceBetProblem(50, 'under')).toMatch(/between 1% and 98%/);
    expect(diceBetProblem(9900, 'under')).toMatch(/between 1% and 98%/);
    expect(diceBetProblem(0, 'under')).toMatch(/0.01 and 99.98/);
    expect(diceBetProblem(4950, 'over')).toBeNull();
  });

  it('wins under the target below it and over the target above it', () => {
    expect(playDice(scripted([4999]), { stake: 100, target: 5000, direction: 'under' }).payout).toBe(196);
    expect(playDice(scripted([5000]), { stake: 100, target: 5000, direction: 'under' }).payout).toBe(0);
    expect(playDice(scripted([5000]), { stake: 100, target: 5000, direction: 'over' }).payout).toBe(0);
    const win = playDice(scripted([5001]), { stake: 100, target: 5000, direction: 'over' });
    expect(win.outcome).toMatchObject({ roll: 5001, win: true, winningOutcomes: 4999 });
    expect(win.payout).toBe(Math.floor(980_000 / 4999));
  });

  it('returns 98% on every target before the rounding to the cent', () => {
    for (let target = 1; target < 9999; target += 37)
      for (const direction of ['over', 'under'] as const) {
        if (diceBetProblem(target, direction)) continue;
        const w = diceWinningOutcomes(target, direction);
        expect((w / 10_000) * (9800 / w)).toBeCloseTo(0.98, 12);
      }
  });
});

describe('fish', () => {
  it('gives every fish a 96% return', () => {
    for (const kind of FISH_KINDS)
      expect(FISH[kind].chance * FISH[kind].multiplier).toBe(0.96 * FISH_CHANCE_OUT_OF);
  });
  it('catches below the chance and pays stake x multiplier', () => {
    expect(playFish(scripted([319]), { stake: 50, fish: 'shark' })).toMatchObject({
      payout: 1500,
      multiplier: 30,
    });
    expect(playFish(scripted([320]), { stake: 50, fish: 'shark' }).payout).toBe(0);
  });
});

describe('cockfight', () => {
  it('splits 100 rolls 48 / 48 / 4 and returns 96% on each side', () => {
    const counts = { meron: 0, wala: 0, draw: 0 };
    for (let roll = 0; roll < 100; roll++) counts[cockfightResult(roll)]++;
    expect(counts).toEqual({ meron: 48, wala: 48, draw: 4 });
    for (const side of COCKFIGHT_SIDES)
      expect(((COCKFIGHT[side].to - COCKFIGHT[side].from) / 100) * COCKFIGHT[side].returns).toBeCloseTo(
        0.96,
        12,
      );
    expect(playCockfight(scripted([97]), { stake: 100, side: 'draw' }).payout).toBe(2400);
    expect(playCockfight(scripted([97]), { stake: 100, side: 'meron' }).payout).toBe(0);
  });
});

describe('baccarat', () => {
  it('shuffles by Fisher-Yates: dealing the whole shoe gives every card of 8 decks exactly once', () => {
    let w = 12345;
    const rng = rngFromWords(() => (w = (Math.imul(w, 1_103_515_245) + 12345) >>> 0));
    const deal = shoeDealer(rng);
    const counts = new Array<number>(52).fill(0);
    for (let i = 0; i < SHOE_SIZE; i++) counts[deal()]!++;
    expect(counts.every((c) => c === 8)).toBe(true);
  });

  it('follows the third-card tableau', () => {
    const card = (value: number) => (value === 0 ? 12 : value - 1); // a king for 0
    const coup = (values: number[]) => {
      const cards = values.map(card);
      return dealCoup(() => cards.shift()!);
    };
    // Natural 8 for the player: nobody draws.
    expect(coup([4, 1, 4, 2])).toMatchObject({ playerTotal: 8, bankerTotal: 3, winner: 'player' });
    // Player 5 draws (a 4 -> 9); banker 5 draws on a player third card of 4 (a 2 -> 7).
    expect(coup([2, 3, 3, 2, 4, 2])).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'player' });
    // Player stands on 6; banker 5 draws (0 -> 5): player wins.
    expect(coup([3, 2, 3, 3, 0])).toMatchObject({ player: [2, 2], playerTotal: 6, bankerTotal: 5 });
    // Banker 3 does not draw on a player third card of 8.
    expect(coup([1, 1, 1, 2, 8])).toMatchObject({ playerTotal: 0, bankerTotal: 3, winner: 'banker' });
    expect(bankerDraws(6, card(6))).toBe(true);
    expect(bankerDraws(6, card(5))).toBe(false);
    expect(bankerDraws(7, null)).toBe(false);
    expect(bankerDraws(4, card(1))).toBe(false);
    expect(cardValue(9)).toBe(0);
    expect(cardValue(0)).toBe(1);
  });

  it('has the standard 8-deck odds, computed exactly', () => {
    const odds = baccaratOdds();
    const p = (n: bigint) => Number(n) / Number(COUP_DENOMINATOR);
    expect(odds.wins.player + odds.wins.banker + odds.wins.tie).toBe(COUP_DENOMINATOR);
    expect(p(odds.wins.player)).toBeCloseTo(0.446247, 6);
    expect(p(odds.wins.banker)).toBeCloseTo(0.458597, 6);
    expect(p(odds.wins.tie)).toBeCloseTo(0.095156, 6);
    expect(p(odds.returns.player) / 100).toBeCloseTo(0.987649, 6);
    expect(p(odds.returns.banker) / 100).toBeCloseTo(0.989421, 6);
    expect(p(odds.returns.tie) / 100).toBeCloseTo(0.856404, 6);
  });

  it('returns the stake of player and banker bets on a tie and pays banker wins 0.95 to 1', () => {
    const card = (value: number) => (value === 0 ? 12 : value - 1);
    // Player 7 and banker 7 after two cards each (both stand): a tie.
    const tie = [card(3), card(3), card(4), card(4)];
    const shoe = (cards: number[]) => {
      // The draws that bring the wanted cards to the front of the shoe, one Fisher-Yates step each.
      const picks: number[] = [];
      const order = Array.from({ length: SHOE_SIZE }, (_, i) => i);
      cards.forEach((c, k) => {
        const j = order.findIndex((value, position) => position >= k && value % 52 === c);
        picks.push(j - k);
        [order[k], order[j]] = [order[j]!, order[k]!];
      });
      return scripted(picks);
    };
    expect(playBaccarat(shoe(tie), { stake: 100, side: 'player' }).payout).toBe(100);
    expect(playBaccarat(shoe(tie), { stake: 100, side: 'tie' }).payout).toBe(900);
    const bankerWin = [card(1), card(4), card(1), card(4)]; // player 2 draws, banker 8: natural
    expect(playBaccarat(shoe(bankerWin), { stake: 100, side: 'banker' })).toMatchObject({
      payout: 195,
      multiplier: 1.95,
    });
    expect(playBaccarat(shoe(bankerWin), { stake: 33, side: 'banker' }).payout).toBe(64);
  });
});
