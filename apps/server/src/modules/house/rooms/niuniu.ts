import type { Rng } from '../fair-stream.js';

// Niu Niu (bull bull), the card rooms' game: pure functions of the round's fair stream, shared by the server
// (the room clock deals and settles with them) and the room and verify pages (which recompute a deal).
// This file runs in the browser too, so it imports nothing from Node.
//
// Cards are 0–51: rank `card mod 13` (0 ace … 9 ten, 10 jack, 11 queen, 12 king), suit `⌊card / 13⌋`
// (0 ♠, 1 ♥, 2 ♦, 3 ♣). A card counts its face value, the ace 1 and the ten, jack, queen and king 10.

export type Card = number;

/** Hand kinds from the lowest to the highest. */
export const HAND_KINDS = ['none', 'bull', 'bullBull', 'fiveFace', 'bomb', 'fiveSmall'] as const;
export type HandKind = (typeof HAND_KINDS)[number];

export type Hand = {
  cards: Card[];
  kind: HandKind;
  /** Bull 1–9 for kind `bull`; 0 otherwise. */
  points: number;
  /** Indexes (0–4) of the three cards that make ten, twenty or thirty; empty for no bull and five small. */
  bullGroup: number[];
  /** What a win with this hand pays, in bets (base × chosen multiplier). */
  multiplier: number;
};

/** The payout multiplier of each hand (the winner's hand decides what the loser pays). */
export function handMultiplier(kind: HandKind, points: number): number {
  switch (kind) {
    case 'none':
      return 1;
    case 'bull':
      return points === 9 ? 3 : points >= 7 ? 2 : 1;
    case 'bullBull':
      return 4;
    default:
      return 5;
  }
}
/** The largest hand multiplier: a seat's exposure is its bet times this. */
export const MAX_HAND_MULTIPLIER = 5;
/** The bet multipliers a player may choose (times the room's base bet). */
export const BET_MULTIPLIERS = [1, 2, 3] as const;
export const CARDS_PER_HAND = 5;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

export const rankOf = (card: Card) => card % 13;
export const suitOf = (card: Card) => Math.floor(card / 13);
export const pointOf = (card: Card) => Math.min(rankOf(card) + 1, 10);
/** A card's order for ties: by rank (king highest), then suit (♠ ♥ ♦ ♣, spades highest). */
const orderOf = (card: Card) => rankOf(card) * 4 + (3 - suitOf(card));

const TRIPLES: [number, number, number][] = [];
for (let a = 0; a < 5; a++)
  for (let b = a + 1; b < 5; b++) for (let c = b + 1; c < 5; c++) TRIPLES.push([a, b, c]);

/** Ranks a five-card hand. */
export function rankHand(cards: Card[]): Hand {
  if (cards.length !== CARDS_PER_HAND) throw new RangeError('a Niu Niu hand has five cards');
  const points = cards.map(pointOf);
  const total = points.reduce((a, b) => a + b, 0);
  const make = (kind: HandKind, p: number, bullGroup: number[]): Hand => ({
    cards,
    kind,
    points: p,
    bullGroup,
    multiplier: handMultiplier(kind, p),
  });
  if (points.every((p) => p < 5) && total <= 10) return make('fiveSmall', 0, []);
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  const triple = TRIPLES.find(([a, b, c]) => (points[a]! + points[b]! + points[c]!) % 10 === 0);
  const group = triple ? [...triple] : [];
  if ([...counts.values()].some((n) => n === 4)) return make('bomb', 0, group);
  if (cards.every((c) => rankOf(c) >= 10)) return make('fiveFace', 0, group);
  if (!triple) return make('none', 0, []);
  const rest = total % 10;
  return rest === 0 ? make('bullBull', 0, group) : make('bull', rest, group);
}

/** The rank of a four of a kind (bombs compare by it). */
const quadRank = (hand: Hand) => {
  const counts = new Map<number, number>();
  for (const c of hand.cards) counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  for (const [rank, n] of counts) if (n === 4) return rank;
  return -1;
};
const highest = (hand: Hand) => Math.max(...hand.cards.map(orderOf));

/**
 * Compares two hands: positive when `a` beats `b`. Kind first, then bull points, then (bombs) the rank of
 * the four, then the highest card by rank and suit. Two hands of one deck never tie.
 */
export function compareHands(a: Hand, b: Hand): number {
  const kind = HAND_KINDS.indexOf(a.kind) - HAND_KINDS.indexOf(b.kind);
  if (kind !== 0) return kind;
  if (a.points !== b.points) return a.points - b.points;
  if (a.kind === 'bomb') {
    const quads = quadRank(a) - quadRank(b);
    if (quads !== 0) return quads;
  }
  return highest(a) - highest(b);
}

/**
 * The deal of a round: one 52-card deck shuffled step by step from the fair stream (card k swaps deck
 * position k with `k + int(52 − k)`), five consecutive cards to each player in seat order.
 */
export function dealHands(rng: Rng, players: number): Card[][] {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    throw new RangeError(`a Niu Niu deal is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players`);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const needed = players * CARDS_PER_HAND;
  for (let k = 0; k < needed; k++) {
    const j = k + rng.int(52 - k);
    [deck[k], deck[j]] = [deck[j]!, deck[k]!];
  }
  return Array.from({ length: players }, (_, p) => deck.slice(p * CARDS_PER_HAND, (p + 1) * CARDS_PER_HAND));
}

export type SeatPlay = { seat: number; banker: boolean; multiplier: number };
export type SeatResult = SeatPlay & {
  hand: Hand;
  /** Won (+) or lost (−) against the banker (the banker's: the sum over the players), minor units. */
  net: number;
  /** The house's share of a winning net (0 when the seat did not win). */
  rake: number;
};

/**
 * Settles a dealt round: each player against the banker. A player who wins is paid base × their multiplier
 * × their hand's multiplier by the banker; a player who loses pays base × multiplier × the banker's hand
 * multiplier. Each seat that ends ahead pays the rake (`rakeBps` of its net, rounded down to the cent).
 * `plays` are in seat order, the order the hands were dealt.
 */
export function settleRound(hands: Card[][], plays: SeatPlay[], base: number, rakeBps: number): SeatResult[] {
  if (hands.length !== plays.length) throw new RangeError('one hand per seat');
  const ranked = hands.map(rankHand);
  const bankerAt = plays.findIndex((p) => p.banker);
  if (bankerAt < 0 || plays.filter((p) => p.banker).length !== 1) throw new RangeError('one banker');
  const bankerHand = ranked[bankerAt]!;
  const nets = plays.map(() => 0);
  plays.forEach((play, i) => {
    if (i === bankerAt) return;
    const hand = ranked[i]!;
    const playerWins = compareHands(hand, bankerHand) > 0;
    const amount = base * play.multiplier * (playerWins ? hand.multiplier : bankerHand.multiplier);
    nets[i] = playerWins ? amount : -amount;
    nets[bankerAt] = nets[bankerAt]! - nets[i];
  });
  return plays.map((play, i) => {
    const net = nets[i]!;
    return {
      ...play,
      hand: ranked[i]!,
      net,
      rake: net > 0 ? Math.floor((net * rakeBps) / 10_000) : 0,
    };
  });
}

/** What a seat may lose at most: a player base × multiplier × 5; the banker the sum of every player's. */
export function exposureOf(plays: SeatPlay[], base: number): number[] {
  const players = plays.filter((p) => !p.banker).reduce((sum, p) => sum + p.multiplier, 0);
  return plays.map((p) => base * MAX_HAND_MULTIPLIER * (p.banker ? players : p.multiplier));
}

/** The room engine's "bet" for the verify page and `/house/api/verify`: how many hands the round dealt. */
export type RoomDealBet = { stake: number; players: number };
export type RoomDealOutcome = { hands: Hand[] };

/** Recomputes a room's deal from its seeds (the round's nonce is the room's round number). */
export function playRoomDeal(
  rng: Rng,
  bet: RoomDealBet,
): { outcome: RoomDealOutcome; stake: number; payout: number; multiplier: number } {
  return {
    outcome: { hands: dealHands(rng, bet.players).map(rankHand) },
    stake: 0,
    payout: 0,
    multiplier: 0,
  };
}
