import { describe, expect, it } from 'vitest';
import { parseBet } from '../bets.js';
import { playEngine } from '../engines/index.js';
import { roundRng } from '../fair.js';
import { fairRng } from '../fair-stream.js';
import { hmacText, sha256Hex } from '../sha256.js';
import { slotGame } from './index.js';
import type { SlotOutcome } from './types.js';

// A slot round is one provably fair round: the base spin and every feature it triggers are drawn from the
// round's single stream, so the verify page (browser HMAC) recomputes the whole sequence.

const serverSeed = sha256Hex('slots-verify');
const play = (game: string, nonce: number, hmac: 'server' | 'browser') => {
  const { bet } = parseBet('slot', { coin: 2 }, { game });
  const rng =
    hmac === 'server'
      ? roundRng(serverSeed, 'player', nonce)
      : fairRng(hmacText, serverSeed, 'player', nonce);
  return playEngine('slot', rng, bet, game);
};

describe('a slot round with features, verified', () => {
  // The first nonces of this seed that start each feature (found once by playing nonces 0, 1, 2, ...).
  it.each([
    ['koi-pond-ways', 135, 'free spins'],
    ['lucky-cat-coins', 561, 'hold and win'],
    ['laser-diamonds', 10, 'cascades'],
  ] as const)('%s nonce %i (%s) is recomputed equal from the revealed seeds', (game, nonce, feature) => {
    const server = play(game, nonce, 'server');
    expect(play(game, nonce, 'browser')).toEqual(server);
    const o = server.outcome as SlotOutcome;
    if (feature === 'free spins') {
      expect(o.freeSpins!.spins.length).toBe(o.freeSpins!.awarded);
      expect(o.freeSpins!.awarded).toBeGreaterThanOrEqual(10);
    }
    if (feature === 'hold and win')
      expect(o.holdAndWin!.start.flat().filter(Boolean).length).toBeGreaterThanOrEqual(6);
    if (feature === 'cascades') expect(o.base.steps.length).toBeGreaterThanOrEqual(3);
    const parts = o.base.amount + (o.freeSpins?.amount ?? 0) + (o.holdAndWin?.amount ?? 0);
    expect(o.capped).toBe(false);
    expect(server.payout).toBe(parts);
    expect(o.payout).toBe(server.payout);
    expect(server.stake).toBe(2 * slotGame(game)!.bet.cost);
    // Another nonce is another round.
    expect(play(game, nonce + 1, 'server').outcome).not.toEqual(o);
  });
});

describe('a slot bet', () => {
  it('is a whole coin in minor units; the stake is coin × the game’s cost', () => {
    expect(parseBet('slot', { coin: 5 }, { game: 'koi-pond-ways' })).toMatchObject({
      wire: { coin: 5 },
      bet: { coin: 5 },
      stake: 125n,
    });
    expect(parseBet('slot', { coin: 5 }, { game: 'lotus-fortune' }).stake).toBe(100n);
  });

  it.each([
    [{}, 'koi-pond-ways', /bet: coin: /],
    [{ lineBet: 0.05 }, 'koi-pond-ways', /bet: coin: /],
    [{ coin: 0.05 }, 'koi-pond-ways', /coin must be a whole number of minor units/],
    [{ coin: '5' }, 'koi-pond-ways', /bet: coin: /],
    [{ coin: 0 }, 'koi-pond-ways', /coin must be at least 1/],
    [{ coin: 100_001 }, 'koi-pond-ways', /coin must be at most 100000/],
    [{ coin: 5 }, undefined, /game: the slot game code is missing/],
    [{ coin: 5 }, 'ocean-hunter', /game: ocean-hunter is not a slot game/],
  ])('refuses %j for %s, naming the problem', (body, game, message) => {
    expect(() => parseBet('slot', body, { game })).toThrow(message);
  });
});
