import { describe, expect, it } from 'vitest';
import { playEngine } from '../engines/index.js';
import { fairRng, roundRng, seedHash } from '../fair.js';
import { hmacText } from '../sha256.js';
import {
  compareHands,
  dealHands,
  exposureOf,
  handMultiplier,
  rankHand,
  settleRound,
  type Card,
} from './niuniu.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = '♠♥♦♣';
/** A card from its text: "10♥", "K♠". */
const c = (text: string): Card => RANKS.indexOf(text.slice(0, -1)) + 13 * SUITS.indexOf(text.slice(-1));
const hand = (text: string) => rankHand(text.split(' ').map(c));

describe('Niu Niu hands', () => {
  it('ranks hand-made hands', () => {
    expect(hand('A♠ 2♥ 4♦ 6♣ 9♠')).toMatchObject({ kind: 'none', points: 0, multiplier: 1, bullGroup: [] });
    expect(hand('K♠ Q♥ J♦ 3♣ 4♠')).toMatchObject({
      kind: 'bull',
      points: 7,
      multiplier: 2,
      bullGroup: [0, 1, 2],
    });
    expect(hand('10♠ 5♠ 5♥ 4♦ 5♦')).toMatchObject({
      kind: 'bull',
      points: 9,
      multiplier: 3,
      bullGroup: [0, 1, 2],
    });
    expect(hand('2♠ 9♥ 9♦ A♣ 3♠')).toMatchObject({ kind: 'bull', points: 4, multiplier: 1 });
    expect(hand('3♠ 7♥ 10♦ 4♣ 6♠')).toMatchObject({ kind: 'bullBull', multiplier: 4, bullGroup: [0, 1, 2] });
    expect(hand('J♠ Q♥ K♦ J♣ Q♠')).toMatchObject({ kind: 'fiveFace', multiplier: 5 });
    expect(hand('7♠ 7♥ 7♦ 7♣ 2♠')).toMatchObject({ kind: 'bomb', multiplier: 5 });
    expect(hand('A♠ A♥ 2♦ 2♣ 3♠')).toMatchObject({ kind: 'fiveSmall', multiplier: 5 });
    // Four kings and a queen: a bomb (above five faces).
    expect(hand('K♠ K♥ K♦ K♣ Q♠').kind).toBe('bomb');
    // Small cards adding up to more than ten are not five small.
    expect(hand('4♠ 4♥ 3♦ A♣ 2♠').kind).not.toBe('fiveSmall');
  });

  it('pays by the hand', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((p) => handMultiplier('bull', p))).toEqual([
      1, 1, 1, 1, 1, 1, 1, 2, 2, 3,
    ]);
    expect(handMultiplier('none', 0)).toBe(1);
    expect(handMultiplier('bullBull', 0)).toBe(4);
    expect(['fiveFace', 'bomb', 'fiveSmall'].map((k) => handMultiplier(k as 'bomb', 0))).toEqual([5, 5, 5]);
  });

  it('orders hands by kind, points, then the highest card', () => {
    const order = [
      hand('A♠ 2♥ 4♦ 6♣ 9♠'),
      hand('2♠ 9♥ 9♦ A♣ 3♠'),
      hand('K♠ Q♥ J♦ 3♣ 4♠'),
      hand('10♠ 5♠ 5♥ 4♦ 5♦'),
      hand('3♠ 7♥ 10♦ 4♣ 6♠'),
      hand('J♠ Q♥ K♦ J♣ Q♠'),
      hand('7♠ 7♥ 7♦ 7♣ 2♠'),
      hand('A♠ A♥ 2♦ 2♣ 3♠'),
    ];
    for (let i = 1; i < order.length; i++) expect(compareHands(order[i]!, order[i - 1]!)).toBeGreaterThan(0);
    // Bull 7 against bull 7: the king of spades beats the king of hearts.
    expect(compareHands(hand('K♠ Q♥ J♦ 3♣ 4♠'), hand('K♥ Q♦ J♣ 3♥ 4♥'))).toBeGreaterThan(0);
    // Bombs by the rank of their four.
    expect(compareHands(hand('8♠ 8♥ 8♦ 8♣ 2♠'), hand('7♠ 7♥ 7♦ 7♣ K♠'))).toBeGreaterThan(0);
  });
});

describe('Niu Niu settlement', () => {
  it('settles each player against the banker, with the rake on winners', () => {
    const hands = ['K♠ Q♥ J♦ 3♣ 4♠', '3♠ 7♥ 10♦ 4♣ 6♠', 'A♠ 2♥ 4♦ 6♣ 9♠'].map((t) => t.split(' ').map(c));
    const plays = [
      { seat: 1, banker: true, multiplier: 1 },
      { seat: 2, banker: false, multiplier: 2 },
      { seat: 3, banker: false, multiplier: 3 },
    ];
    const results = settleRound(hands, plays, 100, 500);
    // Seat 2's bull-bull (×4) beats the banker's bull 7: 100 × 2 × 4. Seat 3's no bull loses 100 × 3 × 2.
    expect(results.map((r) => [r.net, r.rake])).toEqual([
      [-200, 0],
      [800, 40],
      [-600, 0],
    ]);
    expect(results.reduce((s, r) => s + r.net, 0)).toBe(0);
    const exposure = exposureOf(plays, 100);
    expect(exposure).toEqual([2500, 1000, 1500]);
    const credits = results.map((r, i) => exposure[i]! + r.net - r.rake);
    expect(credits).toEqual([2300, 1760, 900]);
    // Credits and rake add up to the debits.
    expect(credits.reduce((a, b) => a + b) + 40).toBe(exposure.reduce((a, b) => a + b));
  });
});

describe('Niu Niu deal', () => {
  const serverSeed = 'f'.repeat(63) + '1';

  it('deals five distinct cards to each seat from one deck', () => {
    for (let nonce = 1; nonce <= 200; nonce++) {
      const hands = dealHands(roundRng(serverSeed, 'room-test', nonce), 6);
      const all = hands.flat();
      expect(hands.every((hnd) => hnd.length === 5)).toBe(true);
      expect(new Set(all).size).toBe(30);
      expect(all.every((card) => card >= 0 && card < 52)).toBe(true);
    }
    expect(() => dealHands(roundRng(serverSeed, 'x', 1), 1)).toThrow(RangeError);
    expect(() => dealHands(roundRng(serverSeed, 'x', 1), 7)).toThrow(RangeError);
  });

  it('recomputes a room deal from its revealed seeds, on the server and in the browser', () => {
    const clientSeed = 'a1b2c3d4e5f60708';
    const recorded = dealHands(roundRng(serverSeed, clientSeed, 7), 4);
    const verified = playEngine('room', roundRng(serverSeed, clientSeed, 7), { stake: 0, players: 4 });
    const browser = playEngine('room', fairRng(hmacText, serverSeed, clientSeed, 7), {
      stake: 0,
      players: 4,
    });
    expect((verified.outcome as { hands: { cards: number[] }[] }).hands.map((x) => x.cards)).toEqual(
      recorded,
    );
    expect(browser).toEqual(verified);
    expect(verified.stake).toBe(0);
    expect(seedHash(serverSeed)).toMatch(/^[0-9a-f]{64}$/);
    // Another nonce, another deal.
    expect(dealHands(roundRng(serverSeed, clientSeed, 8), 4)).not.toEqual(recorded);
  });
});
