import { createHash } from 'node:crypto';
import { minorToMajor } from '@platform/contracts';
import { tableEngine } from './games/index.js';
import type { TableGame } from './catalogue.js';
import type { RoundView, SettledView, SpotTotalView } from './tables.contracts.js';
import type { SpotTotal, TableRoundRow } from './tables.repository.js';

// How rounds, totals and seats are shown, and the ids of the wallet calls.

/** The table's channel of the live hub, per brand. */
export const channelOf = (merchantId: number, gameCode: string) => `table:${merchantId}:${gameCode}`;

/** A member's round of a table round, as the wallet knows it. */
export const memberRoundId = (gameCode: string, roundNo: number, memberId: number) =>
  `table-${gameCode}-${roundNo}-${memberId}`;
export const debitIdOf = (memberRound: string, betId: string) => `${memberRound}-b-${betId}`;
export const creditIdOf = (memberRound: string) => `${memberRound}-win`;
export const voidIdOf = (debitId: string) => `${debitId}-void`;

/** A member's seat at a table: opaque, the same on every socket of the member. */
export const seatOf = (merchantId: number, gameCode: string, memberId: number) =>
  createHash('sha256').update(`seat:${merchantId}:${gameCode}:${memberId}`).digest('base64url').slice(0, 12);

export const roundView = (r: TableRoundRow): RoundView => ({
  roundNo: r.roundNo,
  state: r.state,
  closesAt: r.closesAt.toISOString(),
  serverSeedHash: r.serverSeedHash,
});

export const totalsView = (totals: SpotTotal[]): SpotTotalView[] =>
  totals.map((t) => ({ spot: t.spot, amount: minorToMajor(t.amount), players: t.players }));

/** A settled round with its proof: the draw is recomputed from these seeds. */
export function settledView(table: TableGame, r: TableRoundRow): SettledView {
  return {
    roundNo: r.roundNo,
    result: r.result,
    summary: r.result ? tableEngine(table.kind).summary(r.result) : '',
    serverSeed: r.serverSeed,
    serverSeedHash: r.serverSeedHash,
    clientSeed: r.clientSeed,
    nonce: r.roundNo,
    settledAt: (r.settledAt ?? r.closesAt).toISOString(),
  };
}
