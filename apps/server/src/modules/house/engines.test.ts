import { describe, expect, it } from 'vitest';
import { baccaratOdds, COUP_DENOMINATOR } from './engines/baccarat-math.js';
import { bankerDraws, cardValue, dealCoup, playBaccarat, shoeDealer, SHOE_SIZE } from './engines/baccarat.js';
import { COCKFIGHT, COCKFIGHT_SIDES, cockfightResult, playCockfight } from './engines/cockfight.js';
import { diceBetProblem, dicePayout, diceWinningOutcomes, playDice } from './engines/dice.js';
import { playFish } from './engines/fish.js';
import { fishingDefaultBet } from './fishing/sample.js';
import { playEngine } from './engines/index.js';
import { exactSlotMath } from './slots/math.js';
import { slotGame } from './slots/index.js';
import { rngFromWords, type Rng } from './fair-stream.js';

/** A source that answers the given integers in turn (each below the range asked). */
const scripted = (values: number[]): Rng => ({
  int(n) {
    const v = values.shift();
    if (v === undefined || v >= n) throw new Error(`scripted value ${v} out of range ${n}`);
    return v;
  },
});
describe('slot', () => {
  // The slot engine and its games are tested in slots/; here, a round through the engines' entry.
  it('plays the definition of the round’s game code: one stop per reel from the stream', () => {
    const def = slotGame('lotus-fortune')!;
    // Stops 14, 20, 24, 28, 0 show the gong (scatter) on every reel: 5 scatters pay 100 stakes.
    const round = playEngine('slot', scripted([14, 20, 24, 28, 0]), { coin: 5 }, 'lotus-fortune');
    expect(round.stake).toBe(100);
    const outcome = round.outcome as {
      base: { stops: number[]; scatter: { count: number; amount: number } };
    };
    expect(outcome.base.stops).toEqual([14, 20, 24, 28, 0]);
    expect(outcome.base.scatter).toEqual({ count: 5, amount: 100 * 100 });
    expect(def.strips.map((s) => s.length)).toEqual([29, 32, 32, 32, 29]);
    expect(() => playEngine('slot', scripted([0]), { coin: 5 })).toThrow(/no slot game/);
    expect(() => playEngine('slot', scripted([0]), { coin: 5 }, 'no-such-game')).toThrow(/no slot game/);
  });

  it('keeps Lotus Fortune’s exact RTP: 6,613,687 / 6,889,472', () => {
    const math = exactSlotMath(slotGame('lotus-fortune')!);
    expect([math.rtp.n, math.rtp.d]).toEqual([6_613_687n, 6_889_472n]);
    expect(math.scatter.toNumber().toFixed(6)).toBe('0.046886');
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
  // The fishing games are tested in fishing/fishing.test.ts; here, a batch through the engine's entry.
  it('catches below the bound and pays stake x multiplier', () => {
    const wire = fishingDefaultBet();
    const bet = { ...wire, shots: wire.shots.map((s) => ({ ...s, stake: 50 })) };
    const caught = playFish(scripted([0]), bet);
    const shot = caught.outcome.shots[0]!;
    expect(shot.caught).toBe(true);
    expect(caught.payout).toBe(50 * shot.multiplier);
    expect(playFish(scripted([shot.below]), bet).payout).toBe(0);
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
