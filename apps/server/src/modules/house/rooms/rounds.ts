import { minorToMajor } from '@platform/contracts';
import type { Hand, SeatResult } from './niuniu.js';

// A room round's records: who played, what the deal gave each seat and what each was paid, and the ids
// of each member's vendor round (one round of the vendor wallet per member and room round).

/** A seat in a round, as recorded when the round opens. */
export type RoundPlayer = { seat: number; memberId: number; name: string; avatar: number; banker: boolean };

/** A seat's play at the deal: its multiplier (1 when it chose none: `auto`) and what it was debited. */
export type SeatPlayRecord = RoundPlayer & { multiplier: number; auto: boolean; exposure: number };

/** A seat's result once dealt: the hand, won or lost against the banker, the rake and the credit. */
export type SeatResultRecord = SeatPlayRecord & {
  cards: number[];
  kind: Hand['kind'];
  points: number;
  bullGroup: number[];
  handMultiplier: number;
  net: number;
  rake: number;
  credit: number;
};

/** The round's `outcome` column: the plays at the deal, seats refused by the wallet, then the results. */
export type RoundOutcome = {
  plays: SeatPlayRecord[];
  refused: { seat: number; memberId: number; reason: string }[];
  results?: SeatResultRecord[];
  voidReason?: string;
};

export const vendorRoundIdOf = (roundId: number, memberId: number) => `cardroom-${roundId}-${memberId}`;
export const debitIdOf = (vendorRoundId: string) => `${vendorRoundId}-bet`;
export const creditIdOf = (vendorRoundId: string) => `${vendorRoundId}-win`;
export const rollbackIdOf = (vendorRoundId: string) => `${vendorRoundId}-void`;

export function resultRecord(play: SeatPlayRecord, result: SeatResult): SeatResultRecord {
  return {
    ...play,
    cards: result.hand.cards,
    kind: result.hand.kind,
    points: result.hand.points,
    bullGroup: result.hand.bullGroup,
    handMultiplier: result.hand.multiplier,
    net: result.net,
    rake: result.rake,
    credit: play.exposure + result.net - result.rake,
  };
}

/** The verify page's address for a room deal. */
export function roomVerifyUrl(round: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  roundNo: number;
  players: number;
}): string {
  const q = new URLSearchParams({
    engine: 'room',
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.roundNo),
    hash: round.serverSeedHash,
    players: String(round.players),
  });
  return `/house/verify?${q.toString()}`;
}

export const major = (minor: number) => minorToMajor(BigInt(minor));
