import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DrawResult, VnResult } from '../types.js';
import {
  drawFor,
  lotteryClientSeed,
  sameResult,
  verifyDraw,
  type DrawShape,
  type PublishedDraw,
} from './fair-draw.js';

const serverSeed = createHash('sha256').update('lottery-verify-seed').digest('hex');
const hashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

function publish(shape: DrawShape, gameCode: string, numeroId: string): PublishedDraw {
  return {
    shape,
    gameCode,
    numeroId,
    serverSeed,
    serverSeedHash: hashOf(serverSeed),
    result: drawFor(shape, serverSeed, gameCode, numeroId),
  };
}

const SHAPES: [DrawShape, string, string][] = [
  [{ kind: 'digits5' }, 'FAST1', '20261127-0042'],
  [{ kind: 'keno' }, 'KENO5', '20261127-0100'],
  [{ kind: 'vn', region: 'north' }, 'VN_NORTH', '20261127'],
  [{ kind: 'vn', region: 'south' }, 'VN_SOUTH', '20261127-HCM'],
  [{ kind: 'vn', region: 'central' }, 'VN_CENTRAL', '20261127-TTH'],
];

describe('the draw of a numero', () => {
  it('is the fair stream with client seed <gameCode>:<numeroId> and nonce 0 (recomputed by hand)', () => {
    // Independent reading of docs/house-games.md: words of HMAC-SHA256(seed, "FAST1:20261127-0042:0:0"),
    // big-endian, each below the rejection limit taken modulo 10.
    const block = createHmac('sha256', serverSeed).update('FAST1:20261127-0042:0:0').digest();
    const limit = 2 ** 32 - (2 ** 32 % 10);
    const digits: number[] = [];
    for (let offset = 0; digits.length < 5; offset += 4) {
      const word = block.readUInt32BE(offset);
      if (word < limit) digits.push(word % 10);
    }
    expect(drawFor({ kind: 'digits5' }, serverSeed, 'FAST1', '20261127-0042')).toEqual({
      kind: 'digits5',
      digits,
    });
    expect(lotteryClientSeed('FAST1', '20261127-0042')).toBe('FAST1:20261127-0042');
  });

  it('is the same every time and differs between numeros', () => {
    const a = drawFor({ kind: 'keno' }, serverSeed, 'KENO5', '20261127-0001');
    expect(drawFor({ kind: 'keno' }, serverSeed, 'KENO5', '20261127-0001')).toEqual(a);
    expect(sameResult(a, drawFor({ kind: 'keno' }, serverSeed, 'KENO5', '20261127-0002'))).toBe(false);
    expect(sameResult(a, drawFor({ kind: 'keno' }, serverSeed, 'KENO3', '20261127-0001'))).toBe(false);
  });

  it('refuses a malformed seed, game code or numero id', () => {
    expect(() => drawFor({ kind: 'digits5' }, 'ABC', 'FAST1', '20261127-0001')).toThrow(RangeError);
    expect(() => drawFor({ kind: 'digits5' }, serverSeed, 'FAST:1', '20261127-0001')).toThrow(RangeError);
    expect(() => drawFor({ kind: 'digits5' }, serverSeed, 'FAST1', '2026:0001')).toThrow(RangeError);
  });
});

describe('verifying a published draw', () => {
  it.each(SHAPES)('verifies %j', (shape, gameCode, numeroId) => {
    const verdict = verifyDraw(publish(shape, gameCode, numeroId));
    expect(verdict).toMatchObject({ seedMatches: true, resultMatches: true, verified: true });
  });

  it.each(SHAPES)('fails for %j with a changed seed', (shape, gameCode, numeroId) => {
    const draw = publish(shape, gameCode, numeroId);
    const otherSeed = `${serverSeed.slice(0, 63)}${serverSeed.endsWith('0') ? '1' : '0'}`;
    const verdict = verifyDraw({ ...draw, serverSeed: otherSeed });
    expect(verdict.seedMatches).toBe(false);
    expect(verdict.resultMatches).toBe(false);
    expect(verdict.verified).toBe(false);
    // Even with the hash of the changed seed, the published result is not what that seed draws.
    expect(verifyDraw({ ...draw, serverSeed: otherSeed, serverSeedHash: hashOf(otherSeed) })).toMatchObject({
      seedMatches: true,
      verified: false,
    });
  });

  it.each(SHAPES)('fails for %j with a different numero id', (shape, gameCode, numeroId) => {
    const draw = publish(shape, gameCode, numeroId);
    const verdict = verifyDraw({ ...draw, numeroId: `${numeroId.slice(0, 7)}9${numeroId.slice(8)}` });
    expect(verdict).toMatchObject({ seedMatches: true, resultMatches: false, verified: false });
  });

  it('fails with one changed number of each kind of result', () => {
    const changed = (result: DrawResult): DrawResult => {
      switch (result.kind) {
        case 'digits5':
          return { ...result, digits: result.digits.map((d, i) => (i === 4 ? (d + 1) % 10 : d)) };
        case 'keno': {
          const outside = [...Array(80).keys()].map((i) => i + 1).find((x) => !result.numbers.includes(x))!;
          return { ...result, numbers: [...result.numbers.slice(0, 19), outside] };
        }
        case 'vn': {
          const prizes = result.prizes.map((p) => ({ ...p, numbers: [...p.numbers] }));
          const last = prizes.at(-1)!;
          last.numbers[0] = last.numbers[0] === '00' ? '01' : '00';
          return { ...result, prizes } satisfies VnResult;
        }
      }
    };
    for (const [shape, gameCode, numeroId] of SHAPES) {
      const draw = publish(shape, gameCode, numeroId);
      expect(verifyDraw({ ...draw, result: changed(draw.result) })).toMatchObject({
        seedMatches: true,
        resultMatches: false,
        verified: false,
      });
    }
  });

  it('fails when the result is of another region or another game', () => {
    const draw = publish({ kind: 'vn', region: 'south' }, 'VN_SOUTH', '20261127-HCM');
    const asCentral = { ...(draw.result as VnResult), region: 'central' as const };
    expect(verifyDraw({ ...draw, result: asCentral }).verified).toBe(false);
    expect(verifyDraw({ ...draw, gameCode: 'VN_CENTRAL' }).verified).toBe(false);
  });

  it('answers not verified, without throwing, for a malformed seed', () => {
    const draw = publish({ kind: 'digits5' }, 'FAST1', '20261127-0001');
    expect(verifyDraw({ ...draw, serverSeed: 'not-a-seed' })).toMatchObject({
      seedMatches: false,
      verified: false,
      expected: null,
    });
  });
});
