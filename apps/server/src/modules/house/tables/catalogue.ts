import type { TableKind } from './games/index.js';

// The live tables, keyed by their catalogue game code (gameType LIVE, engine `table`): each live vendor
// deals one game at two or three limits. Limits are per bet and per spot in a round, in major units; the
// betting time is how long a round takes bets.

export type TableGame = {
  code: string;
  vendorCode: string;
  kind: TableKind;
  name: { EN: string; CN: string };
  minBet: number;
  maxBet: number;
  bettingMs: number;
};

const table = (
  vendorCode: string,
  kind: TableKind,
  code: string,
  name: [string, string],
  [minBet, maxBet]: [number, number],
  bettingSeconds: number,
): TableGame => ({
  code,
  vendorCode,
  kind,
  name: { EN: name[0], CN: name[1] },
  minBet,
  maxBet,
  bettingMs: bettingSeconds * 1000,
});

export const TABLE_GAMES: readonly TableGame[] = [
  table('VELVET', 'baccarat', 'velvet-baccarat-1', ['Velvet Baccarat 1', '丝绒百家乐 1'], [1, 500], 15),
  table('VELVET', 'baccarat', 'velvet-baccarat-2', ['Velvet Baccarat 2', '丝绒百家乐 2'], [10, 2000], 15),
  table(
    'VELVET',
    'baccarat',
    'velvet-baccarat-vip',
    ['Velvet VIP Baccarat', '丝绒贵宾百家乐'],
    [100, 10000],
    20,
  ),
  table('ROYALTABLE', 'roulette', 'royal-roulette-1', ['Royal Table Roulette', '皇家桌轮盘'], [1, 200], 20),
  table(
    'ROYALTABLE',
    'roulette',
    'royal-roulette-vip',
    ['Royal Table VIP Roulette', '皇家桌贵宾轮盘'],
    [20, 2000],
    20,
  ),
  table('ORCHID', 'sicbo', 'orchid-sicbo-1', ['Orchid Sic Bo', '兰花骰宝'], [1, 300], 15),
  table('ORCHID', 'sicbo', 'orchid-sicbo-vip', ['Orchid VIP Sic Bo', '兰花贵宾骰宝'], [20, 3000], 15),
  table(
    'SILKROAD',
    'dragontiger',
    'silkroad-dragontiger-1',
    ['Silk Road Dragon Tiger', '丝路龙虎'],
    [1, 500],
    12,
  ),
  table(
    'SILKROAD',
    'dragontiger',
    'silkroad-dragontiger-2',
    ['Silk Road Dragon Tiger 2', '丝路龙虎 2'],
    [10, 3000],
    12,
  ),
];

const BY_CODE = new Map(TABLE_GAMES.map((t) => [t.code, t]));

/** The table of a game code, or undefined when the code is not a table. */
export const tableGame = (code: string): TableGame | undefined => BY_CODE.get(code);
