import type { DrawResult, VnRegion } from '../types.js';
import { fairRng, nodeHmac, SERVER_SEED_PATTERN, seedHash, type HmacFn, type Rng } from './fair-source.js';
import { drawDigits5, drawKeno } from './fast.js';
import { drawVn } from './vn.js';

// A lottery numero (one draw of one game) is provably fair: its server seed is committed as its SHA-256
// when the numero opens and revealed with the result. A shared draw has no player to choose a client seed,
// so the client seed is public and fixed, `<gameCode>:<numeroId>`, and the nonce is 0: anyone holding the
// revealed seed recomputes the draw from the house games' stream,
//   HMAC-SHA256(key = serverSeed, message = "<gameCode>:<numeroId>:0:<cursor>").
// Game codes and numero ids hold no `:`, so the last two parts of the message are always the nonce and
// the cursor, and no two numeros share a message.

/** What a game draws: five digits, keno, or a Vietnamese draw of a region. */
export type DrawShape = { kind: 'digits5' } | { kind: 'keno' } | { kind: 'vn'; region: VnRegion };

/** The nonce of every lottery draw: each numero has its own server seed, so it is never reused. */
export const LOTTERY_NONCE = 0;

const GAME_CODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
const NUMERO_ID_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

/** The public client seed of a numero: `<gameCode>:<numeroId>`. */
export function lotteryClientSeed(gameCode: string, numeroId: string): string {
  if (!GAME_CODE_PATTERN.test(gameCode)) throw new RangeError(`game code ${JSON.stringify(gameCode)}`);
  if (!NUMERO_ID_PATTERN.test(numeroId)) throw new RangeError(`numero id ${JSON.stringify(numeroId)}`);
  return `${gameCode}:${numeroId}`;
}

/** The draw of a shape from any random source. */
export function drawShape(shape: DrawShape, rng: Rng): DrawResult {
  switch (shape.kind) {
    case 'digits5':
      return drawDigits5(rng);
    case 'keno':
      return drawKeno(rng);
    case 'vn':
      return drawVn(shape.region, rng);
  }
}

/**
 * The draw of a numero from its server seed (64 lowercase hex digits). `hmac` is Node's by default; a
 * page that verifies in the browser passes its own implementation of the same function.
 */
export function drawFor(
  shape: DrawShape,
  serverSeed: string,
  gameCode: string,
  numeroId: string,
  hmac: HmacFn = nodeHmac,
): DrawResult {
  if (!SERVER_SEED_PATTERN.test(serverSeed)) throw new RangeError('a server seed is 64 lowercase hex digits');
  const clientSeed = lotteryClientSeed(gameCode, numeroId);
  return drawShape(shape, fairRng(hmac, serverSeed, clientSeed, LOTTERY_NONCE));
}

/** A published draw as its proof shows it: the numero, the committed hash, the revealed seed, the result. */
export type PublishedDraw = {
  shape: DrawShape;
  gameCode: string;
  numeroId: string;
  serverSeedHash: string;
  serverSeed: string;
  result: DrawResult;
};

export type DrawVerdict = {
  /** SHA-256 of the revealed seed equals the hash committed when the numero opened. */
  seedMatches: boolean;
  /** The published result is the one the seed draws for this game and numero. */
  resultMatches: boolean;
  /** Both of the above. */
  verified: boolean;
  /** What the seed draws (null when the seed, game code or numero id is malformed). */
  expected: DrawResult | null;
};

/** Recomputes a published draw from its revealed seed. */
export function verifyDraw(draw: PublishedDraw): DrawVerdict {
  const seedMatches = seedHash(draw.serverSeed) === draw.serverSeedHash.toLowerCase();
  let expected: DrawResult | null = null;
  try {
    expected = drawFor(draw.shape, draw.serverSeed, draw.gameCode, draw.numeroId);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
  }
  const resultMatches = expected !== null && sameResult(expected, draw.result);
  return { seedMatches, resultMatches, verified: seedMatches && resultMatches, expected };
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Two results are the same draw: same kind (and region), same numbers in the same order. */
export function sameResult(a: DrawResult, b: DrawResult): boolean {
  switch (a.kind) {
    case 'digits5':
      return b.kind === 'digits5' && sameList(a.digits, b.digits);
    case 'keno':
      return b.kind === 'keno' && sameList(a.numbers, b.numbers);
    case 'vn':
      return (
        b.kind === 'vn' &&
        a.region === b.region &&
        a.prizes.length === b.prizes.length &&
        a.prizes.every((p, i) => p.rank === b.prizes[i]!.rank && sameList(p.numbers, b.prizes[i]!.numbers))
      );
  }
}
