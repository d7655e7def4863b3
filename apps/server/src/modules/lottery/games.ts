import {
  minorToMajor,
  type Language,
  type LotteryBetType,
  type LotteryGame,
  type LotteryGroup,
} from '@platform/contracts';
import type { lotteryGames } from '../../db/schema.js';
import { pickLocalized } from '../../lib/localized.js';
import { BET_TYPES, DEFAULT_PAYTABLES, type Paytable } from './engine/bets/index.js';
import type { DrawShape } from './engine/draws/index.js';
import { nextNumeros, type ScheduleDef } from './engine/schedule/index.js';
import type { LotteryKind, VnRegion } from './engine/types.js';

// A lottery game as the services use it: its row read once into the engine's terms (schedule, draw shape,
// paytable with the brand's odds, bet types offered) and the lobby's item of it.

export type GameRow = typeof lotteryGames.$inferSelect;

/** How far ahead numeros are opened: enough for the longest chase of a fast game, a week of Vietnamese draws. */
export const FAST_NUMEROS_AHEAD = 120;
export const VN_DAYS_AHEAD = 7;
const DAY_MS = 86_400_000;

export type LotteryGameDef = {
  id: number;
  merchantId: number;
  code: string;
  name: GameRow['name'];
  vendorCode: string;
  group: LotteryGroup;
  kind: LotteryKind;
  region: VnRegion | null;
  source: 'house' | 'feed';
  prizeMode: 'Lott' | 'Elott';
  schedule: ScheduleDef;
  shape: DrawShape;
  paytable: Paytable;
  /** Engine codes offered, in the registry's order. */
  betTypes: string[];
  unitPrices: bigint[];
  maxMultiple: number;
  liabilityCap: bigint;
  dailyLimit: bigint;
  /** Fast games open this many numeros ahead; Vietnamese games the draws of this many days. */
  ahead: { numeros: number } | { ms: number };
  sort: number;
};

type Tree = { [key: string]: unknown };
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The default paytable with the brand's figures laid over it (objects merged, lists and numbers replaced). */
function overlay<T>(base: T, over: unknown): T {
  if (!isTree(base) || !isTree(over)) return (over === undefined ? base : over) as T;
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over))
    if (key in base && key !== 'mode') out[key] = overlay(base[key], value);
  return out as T;
}

export function gameDefOf(row: GameRow): LotteryGameDef {
  const kind = row.kind as LotteryKind;
  const region = (row.region as VnRegion | null) ?? null;
  const prizeMode = row.prizeMode === 'Elott' ? 'Elott' : 'Lott';
  const schedule: ScheduleDef =
    kind === 'vn'
      ? {
          kind: 'vn',
          region: region ?? 'north',
          cutoffSeconds: row.cutoffSeconds,
          ...(row.provinces ? { provinces: row.provinces } : {}),
        }
      : {
          kind: 'fast',
          intervalSeconds: row.intervalSeconds ?? 60,
          timeZone: row.timeZone,
          cutoffSeconds: row.cutoffSeconds,
        };
  const offered = [...BET_TYPES.values()].filter(
    (t) => t.kind === kind && (!row.betTypes || row.betTypes.includes(t.code)),
  );
  return {
    id: row.id,
    merchantId: row.merchantId,
    code: row.code,
    name: row.name,
    vendorCode: row.vendorCode,
    group: row.lobbyGroup as LotteryGroup,
    kind,
    region,
    source: row.source === 'feed' ? 'feed' : 'house',
    prizeMode,
    schedule,
    shape: kind === 'vn' ? { kind: 'vn', region: region ?? 'north' } : { kind },
    paytable: overlay(DEFAULT_PAYTABLES[prizeMode], row.paytable ?? undefined),
    betTypes: offered.map((t) => t.code),
    unitPrices: row.unitPrices.map((p) => BigInt(p)),
    maxMultiple: row.maxMultiple,
    liabilityCap: row.liabilityCap,
    dailyLimit: row.dailyLimit,
    ahead: kind === 'vn' ? { ms: VN_DAYS_AHEAD * DAY_MS } : { numeros: FAST_NUMEROS_AHEAD },
    sort: row.sort,
  };
}

/** The instant up to which a game's numeros are opened ahead (and a chase may reach). */
export function horizonOf(def: Pick<LotteryGameDef, 'ahead' | 'schedule'>, now: Date): Date {
  if ('ms' in def.ahead) return new Date(now.getTime() + def.ahead.ms);
  const ahead = nextNumeros(def.schedule, now, def.ahead.numeros);
  return ahead[ahead.length - 1]?.drawAt ?? now;
}

/** The bet-type tab of the betting view each engine code sits under. */
export function betGroupOf(code: string): string {
  if (code.startsWith('vn.lo')) return 'lo';
  if (code.startsWith('vn.de')) return 'de';
  if (code.startsWith('vn.parlay')) return 'parlay';
  if (code === 'd5.position') return 'position';
  if (code === 'd5.sum') return 'sum';
  if (code.endsWith('.straight')) return 'straight';
  if (code.startsWith('d5.three.group')) return 'group';
  if (code.startsWith('keno.pick')) return 'pick';
  return 'sides';
}

/**
 * What one winning unit of a bet type returns at multiple 1, in hundredths of the unit price: its figure, or
 * for a type paid by a table (keno picks by hits, the exact sum by sum) the table and its top figure.
 */
export function oddsOf(
  code: string,
  paytable: Paytable,
  region: VnRegion | null,
): { odds: number; table: Record<string, number> | null } {
  const { vn, digits5, keno } = paytable;
  const at = region ?? 'north';
  const plain: Record<string, number> = {
    'vn.lo2': vn.lo2[at],
    'vn.lo3': vn.lo3[at],
    'vn.de': vn.de,
    'vn.de.head': vn.deHead,
    'vn.de.tail': vn.deTail,
    'vn.de3': vn.de3,
    'vn.de4': vn.de4,
    'vn.parlay2': vn.parlay2[at],
    'vn.parlay3': vn.parlay3[at],
    'vn.parlay4': vn.parlay4[at],
    'd5.position': digits5.position,
    'd5.position.bigSmall': digits5.positionBigSmall,
    'd5.position.oddEven': digits5.positionOddEven,
    'd5.sum.bigSmall': digits5.sumBigSmall,
    'd5.sum.oddEven': digits5.sumOddEven,
    'd5.three.straight': digits5.threeStraight,
    'd5.three.group3': digits5.threeGroup3,
    'd5.three.group6': digits5.threeGroup6,
    'd5.two.straight': digits5.twoStraight,
    'keno.sum.bigSmall': keno.sumBigSmall,
    'keno.oddEven': keno.oddEven,
  };
  const figure = plain[code];
  if (figure !== undefined) return { odds: figure, table: null };
  const list =
    code === 'd5.sum'
      ? digits5.sum
      : (keno.picks[Number(code.replace('keno.pick', '')) as keyof typeof keno.picks] ?? []);
  return {
    odds: Math.max(0, ...list),
    table: Object.fromEntries(list.map((figure, i) => [String(i), figure])),
  };
}

const perUnit = (hundredths: number) => hundredths / 100;

/** The lobby's item of a game, in the caller's language. */
export function gameItemOf(def: LotteryGameDef, language: Language, fallback: string): LotteryGame {
  const betTypes: LotteryBetType[] = def.betTypes.map((code) => {
    const { odds, table } = oddsOf(code, def.paytable, def.region);
    return {
      code,
      group: betGroupOf(code),
      odds: perUnit(odds),
      table: table && Object.fromEntries(Object.entries(table).map(([k, v]) => [k, perUnit(v)])),
    };
  });
  return {
    gameCode: def.code,
    gameName: nameOf(def, language, fallback),
    vendor: def.vendorCode,
    group: def.group,
    kind: def.kind,
    prizeMode: def.prizeMode,
    region: def.region,
    intervalSeconds: def.schedule.kind === 'fast' ? def.schedule.intervalSeconds : null,
    cutoffSeconds: def.schedule.cutoffSeconds ?? 0,
    source: def.source,
    unitPrices: def.unitPrices.map((p) => minorToMajor(p)),
    maxMultiple: def.maxMultiple,
    betTypes,
  };
}

export const nameOf = (def: Pick<LotteryGameDef, 'name' | 'code'>, language: string, fallback: string) =>
  pickLocalized(def.name, language, fallback) ?? def.code;

/** The lobby groups' names in the six languages. */
export const GROUP_NAMES: Readonly<Record<LotteryGroup, Readonly<Record<Language, string>>>> = {
  VN: {
    EN: 'Vietnam Lottery',
    CN: '越南彩',
    ID: 'Lotre Vietnam',
    TH: 'หวยเวียดนาม',
    TY: 'Lotto ng Vietnam',
    VI: 'Xổ số Việt Nam',
  },
  FAST: {
    EN: 'Fast Lottery',
    CN: '快彩',
    ID: 'Lotre Cepat',
    TH: 'หวยด่วน',
    TY: 'Mabilis na Lotto',
    VI: 'Xổ số nhanh',
  },
  KENO: { EN: 'Keno', CN: '基诺', ID: 'Keno', TH: 'คีโน', TY: 'Keno', VI: 'Keno' },
};
