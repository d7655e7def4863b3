import type { Rng } from '../../fair-stream.js';
import { baccaratTable } from './baccarat.js';
import { dragonTigerTable } from './dragontiger.js';
import { rouletteTable } from './roulette.js';
import { sicboTable } from './sicbo.js';
import type { TableEngine, TableKind } from './types.js';

export { payoutOf, TABLE_KINDS, type TableEngine, type TableKind } from './types.js';

const ENGINES: Record<TableKind, TableEngine<unknown>> = {
  baccarat: baccaratTable,
  roulette: rouletteTable,
  sicbo: sicboTable,
  dragontiger: dragonTigerTable,
};

export const tableEngine = (kind: TableKind): TableEngine<unknown> => ENGINES[kind];

/** The draw of a round: its table's game from the round's fair stream. */
export const drawOf = (kind: TableKind, rng: Rng): unknown => ENGINES[kind].draw(rng);

/** A table's draw asked for by the verify page: which game the table deals. */
export type TableDrawBet = { stake: number; kind: TableKind };

/** The draw of a table round as an engine round (nothing staked here: the bets are the table's). */
export function playTableDraw(rng: Rng, bet: TableDrawBet) {
  const draw = ENGINES[bet.kind].draw(rng);
  return {
    outcome: { kind: bet.kind, draw, summary: ENGINES[bet.kind].summary(draw) },
    stake: 0,
    payout: 0,
    multiplier: 0,
  };
}
