import { fairRng } from '../../fair-stream.js';
import { hmacText, sha256Hex } from '../../sha256.js';
import { drawOf, type TableKind } from '../../tables/games/index.js';
import type { SettledView } from '../../tables/tables.contracts.js';

// A settled round checked in the page itself: the revealed server seed hashes to the hash shown before the
// round, and the table's game drawn from the seeds (the same code as the server's) gives the same result.

export function checkRound(kind: TableKind, round: SettledView): boolean {
  if (sha256Hex(round.serverSeed) !== round.serverSeedHash) return false;
  const draw = drawOf(kind, fairRng(hmacText, round.serverSeed, round.clientSeed, round.nonce));
  return JSON.stringify(draw) === JSON.stringify(round.result);
}
