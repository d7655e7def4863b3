import type { Language, SbMarket } from '@platform/contracts';
import { ESPORTS, type FixtureModel, type LiveState, type MarketType, type Sport } from './engine/index.js';
import type { FixtureRow, StoredMarket } from './fixtures.repository.js';

// Market ids, names and selection labels as the pages show them, and a fixture's state as the engine
// reads it.

/** `<fixtureId>:<type>:<line>` (line in hundredths, or `-`). */
export const marketIdOf = (fixtureId: number, type: string, line: number | null) =>
  `${fixtureId}:${type}:${line ?? '-'}`;

/** A market id read back; undefined when it is not one. */
export function parseMarketId(
  id: string,
): { fixtureId: number; type: MarketType; line: number | null } | undefined {
  const match = /^(\d{1,9}):(1x2|winner|ah|ou|btts|cs|map_ah|maps_ou):(-|-?\d{1,5})$/.exec(id);
  if (!match) return undefined;
  return {
    fixtureId: Number(match[1]),
    type: match[2] as MarketType,
    line: match[3] === '-' ? null : Number(match[3]),
  };
}

export const groupOf = (sport: Sport) => (ESPORTS.includes(sport) ? 'esports' : 'sports');

const NAMES: Record<MarketType, Record<Language, string>> = {
  '1x2': {
    EN: 'Full time result',
    CN: '全场赛果',
    ID: 'Hasil akhir',
    TH: 'ผลการแข่งขัน',
    TY: 'Resulta sa full time',
    VI: 'Kết quả cả trận',
  },
  winner: {
    EN: 'Match winner',
    CN: '比赛胜者',
    ID: 'Pemenang pertandingan',
    TH: 'ผู้ชนะการแข่งขัน',
    TY: 'Mananalo sa laban',
    VI: 'Đội thắng trận',
  },
  ah: {
    EN: 'Asian handicap',
    CN: '亚洲让分',
    ID: 'Handicap Asia',
    TH: 'แฮนดิแคปเอเชีย',
    TY: 'Asian handicap',
    VI: 'Kèo chấp châu Á',
  },
  ou: { EN: 'Over/Under', CN: '大小', ID: 'Over/Under', TH: 'สูง/ต่ำ', TY: 'Over/Under', VI: 'Tài/Xỉu' },
  btts: {
    EN: 'Both teams to score',
    CN: '双方进球',
    ID: 'Kedua tim mencetak gol',
    TH: 'ทั้งสองทีมทำประตู',
    TY: 'Parehong koponan makakaiskor',
    VI: 'Cả hai đội ghi bàn',
  },
  cs: {
    EN: 'Correct score',
    CN: '正确比分',
    ID: 'Skor tepat',
    TH: 'สกอร์ที่ถูกต้อง',
    TY: 'Eksaktong iskor',
    VI: 'Tỉ số chính xác',
  },
  map_ah: {
    EN: 'Map handicap',
    CN: '地图让分',
    ID: 'Handicap map',
    TH: 'แฮนดิแคปแมพ',
    TY: 'Map handicap',
    VI: 'Chấp bản đồ',
  },
  maps_ou: {
    EN: 'Total maps',
    CN: '地图总数',
    ID: 'Total map',
    TH: 'จำนวนแมพรวม',
    TY: 'Kabuuang mapa',
    VI: 'Tổng số bản đồ',
  },
};

const WORDS: Record<string, Record<Language, string>> = {
  draw: { EN: 'Draw', CN: '平局', ID: 'Seri', TH: 'เสมอ', TY: 'Tabla', VI: 'Hòa' },
  over: { EN: 'Over', CN: '大', ID: 'Over', TH: 'สูง', TY: 'Over', VI: 'Tài' },
  under: { EN: 'Under', CN: '小', ID: 'Under', TH: 'ต่ำ', TY: 'Under', VI: 'Xỉu' },
  yes: { EN: 'Yes', CN: '是', ID: 'Ya', TH: 'ใช่', TY: 'Oo', VI: 'Có' },
  no: { EN: 'No', CN: '否', ID: 'Tidak', TH: 'ไม่', TY: 'Hindi', VI: 'Không' },
  other: {
    EN: 'Any other score',
    CN: '其他比分',
    ID: 'Skor lain',
    TH: 'สกอร์อื่น',
    TY: 'Ibang iskor',
    VI: 'Tỉ số khác',
  },
};

/** A line in hundredths as the pages write it: `-0.75`, `+1.5`, `2.25`. */
export function lineText(line: number, signed: boolean): string {
  const text = (Math.abs(line) / 100).toString();
  if (!signed) return text;
  return line > 0 ? `+${text}` : line < 0 ? `-${text}` : '0';
}

export function marketName(type: MarketType, line: number | null, language: Language): string {
  const name = NAMES[type][language];
  if (line === null) return name;
  return `${name} ${lineText(line, type === 'ah' || type === 'map_ah')}`;
}

/** The label of a selection: a side's name (with its handicap), a word, or a score. */
export function selectionLabel(
  fixture: { home: string; away: string },
  type: MarketType,
  line: number | null,
  key: string,
  language: Language,
): string {
  if (key === 'home' || key === 'away') {
    const name = key === 'home' ? fixture.home : fixture.away;
    if ((type === 'ah' || type === 'map_ah') && line !== null)
      return `${name} ${lineText(key === 'home' ? line : -line, true)}`;
    return name;
  }
  if ((key === 'over' || key === 'under') && line !== null)
    return `${WORDS[key]![language]} ${lineText(line, false)}`;
  return WORDS[key]?.[language] ?? key;
}

/** Whether a fixture's markets take bets now, and why not. */
export function marketState(
  fixture: Pick<FixtureRow, 'status' | 'startsAt' | 'suspendedUntil' | 'operatorSuspended'>,
  market: StoredMarket | undefined,
  now: Date,
): 'open' | 'suspended' | 'closed' {
  if (fixture.status !== 'scheduled' && fixture.status !== 'live') return 'closed';
  if (fixture.status === 'scheduled' && fixture.startsAt <= now) return 'closed';
  if (!market) return 'closed';
  if (fixture.operatorSuspended || market.suspended) return 'suspended';
  if (fixture.suspendedUntil && fixture.suspendedUntil > now) return 'suspended';
  return 'open';
}

export function marketOut(
  fixture: FixtureRow,
  market: StoredMarket,
  language: Language,
  now: Date,
): SbMarket {
  return {
    id: marketIdOf(fixture.id, market.type, market.line),
    type: market.type,
    line: market.line === null ? null : market.line / 100,
    name: marketName(market.type, market.line, language),
    status: marketState(fixture, market, now) === 'open' ? 'open' : 'suspended',
    selections: market.selections.map((s) => ({
      key: s.key,
      label: selectionLabel(fixture, market.type, market.line, s.key, language),
      odds: s.odds / 1000,
    })),
  };
}

/** The fixture's state as the engine reads it. */
export const liveStateOf = (f: FixtureRow): LiveState => ({
  status: f.status,
  score: f.score ?? { home: 0, away: 0 },
  periods: f.periods,
  elapsed: f.elapsed / 1000,
  clock: f.clock,
});

export const modelOf = (f: FixtureRow): FixtureModel => f.model;
