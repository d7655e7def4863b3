import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playEngine, HOUSE_ENGINES } from './engines/index.js';
import { DEFAULT_BETS, parseBet } from './bets.js';
import { commitment, fairRng, nodeHmac, rejectionLimit, rngFromWords, roundRng, seedHash } from './fair.js';
import { hmacText, sha256Hex } from './sha256.js';

const seed = 'a'.repeat(64);

describe('pure SHA-256 and HMAC (the verify page)', () => {
  it('equal node:crypto on every padding boundary and on long input', () => {
    for (const length of [0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000]) {
      const text = 'x'.repeat(length);
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
      expect(Buffer.from(hmacText(text, `m${length}`)).toString('hex')).toBe(
        createHmac('sha256', text).update(`m${length}`).digest('hex'),
      );
    }
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('日本')).toBe(createHash('sha256').update('日本').digest('hex'));
  });
});

describe('seeds and commitments', () => {
  it('draws 32-byte hex seeds and commits to their SHA-256', () => {
    const a = commitment();
    const b = commitment();
    expect(a.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(a.serverSeed).not.toBe(b.serverSeed);
    expect(a.serverSeedHash).toBe(createHash('sha256').update(a.serverSeed).digest('hex'));
    expect(seedHash(a.serverSeed)).toBe(sha256Hex(a.serverSeed));
  });
});

describe('the fair stream', () => {
  it('reads HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) as big-endian words, block after block', () => {
    const rng = fairRng(nodeHmac, seed, 'player', 7);
    const words: number[] = [];
    // int(2^32) returns each word unchanged: nothing is ever rejected.
    for (let i = 0; i < 10; i++) words.push(rng.int(2 ** 32));
    const block0 = createHmac('sha256', seed).update('player:7:0').digest();
    const block1 = createHmac('sha256', seed).update('player:7:1').digest();
    const expected = [
      ...Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)),
      block1.readUInt32BE(0),
      block1.readUInt32BE(4),
    ];
    expect(words).toEqual(expected);
  });

  it('is deterministic, and changes with each of its inputs', () => {
    const draw = (s: string, c: string, n: number) => {
      const rng = roundRng(s, c, n);
      return Array.from({ length: 20 }, () => rng.int(1000));
    };
    expect(draw(seed, 'c', 1)).toEqual(draw(seed, 'c', 1));
    expect(draw(seed, 'c', 1)).not.toEqual(draw(seed, 'c', 2));
    expect(draw(seed, 'c', 1)).not.toEqual(draw(seed, 'd', 1));
    expect(draw(seed, 'c', 1)).not.toEqual(draw('b'.repeat(64), 'c', 1));
  });

  it('the browser HMAC and node:crypto give the same outcomes for every engine', () => {
    for (const engine of HOUSE_ENGINES) {
      // A slot round plays its game's definition; the other engines ignore the game code.
      const game = 'lotus-fortune';
      const { bet } = parseBet(engine, DEFAULT_BETS[engine], { game });
      for (let nonce = 0; nonce < 50; nonce++) {
        const server = playEngine(engine, roundRng(seed, 'abc', nonce), bet, game);
        const browser = playEngine(engine, fairRng(hmacText, seed, 'abc', nonce), bet, game);
        expect(browser).toEqual(server);
      }
    }
  });
});

describe('rejection sampling', () => {
  it('rejects exactly the words at or above the largest multiple of n', () => {
    for (const n of [1, 2, 3, 6, 7, 29, 32, 100, 416, 10_000, 2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32]) {
      const limit = rejectionLimit(n);
      expect(limit % n).toBe(0);
      expect(2 ** 32 - limit).toBeLessThan(n);
    }
    // 2^32 = 3 * 1431655765 + 1: the single word 2^32 - 1 is rejected when drawing from 3.
    const words = [2 ** 32 - 1, 2 ** 32 - 2, 5];
    const rng = rngFromWords(() => words.shift()!);
    expect(rng.int(3)).toBe((2 ** 32 - 2) % 3);
    expect(rng.words()).toBe(2);
    // Half the words are rejected for n = 2^31 + 1.
    const big = [2 ** 31 + 1, 2 ** 32 - 1, 2 ** 31, 0];
    const rng2 = rngFromWords(() => big.shift()!);
    expect(rng2.int(2 ** 31 + 1)).toBe(2 ** 31);
    expect(rng2.words()).toBe(3);
  });

  it('maps accepted words onto every value the same number of times', () => {
    // The accepted words 0 .. limit-1 fall on each residue limit / n times: checked on a 16-bit analogue.
    for (const n of [3, 7, 10, 13, 416]) {
      const space = 2 ** 16;
      const limit = space - (space % n);
      const counts = new Array<number>(n).fill(0);
      for (let w = 0; w < limit; w++) counts[w % n]!++;
      expect(new Set(counts).size).toBe(1);
    }
  });

  it('refuses ranges it cannot draw from', () => {
    const rng = rngFromWords(() => 0);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(1.5)).toThrow(RangeError);
    expect(() => rng.int(2 ** 32 + 1)).toThrow(RangeError);
  });
});
