import { FISHING_GAMES, SLOT_GAMES, TABLE_GAMES } from '../modules/house/index.js';
import { random, type Random } from './random.js';
import { NIU_NIU } from './rooms.js';

// The demo brand's game catalogue: every entry is a game of its own. The slots, fishing games, live tables
// and card rooms are the in-house vendor's definitions (modules/house: slots/, fishing/, tables/, rooms/),
// each listed once under its studio; the sportsbook, the cockfight arena and the lottery are one entry per
// game. The server's seed (seed/catalogue.ts) stores it; the artwork script
// (apps/web/scripts/artwork/games.mjs) draws one tile per entry from the same definitions.

type Names = Partial<Record<string, string>> & { EN: string };

export type CatalogueEntry = {
  vendor: string;
  /** Category: RNG, FISH, PVP, LIVE, SPORTS, ESPORTS, LOTT, ELOTT, DS88. */
  gameType: string;
  gameCode: string;
  /** By language code; always has EN. */
  name: Names;
  classify: 'SC' | 'TG' | 'JP' | null;
  engine: 'slot' | 'dice' | 'fish' | 'baccarat' | 'cockfight' | 'table' | 'room' | 'sportsbook' | 'none';
  isGame: 'GAME' | 'VASSALAGE';
  /** Minor units. */
  minBet: number;
  lineNum: number;
  isHot: boolean;
  isNew: boolean;
  sort: number;
};

/** Names some games carry in more languages than English and Chinese. */
const FLAGSHIP_NAMES: Record<string, Names> = {
  'lotus-fortune': {
    EN: 'Lotus Fortune',
    CN: '莲花财富',
    TH: 'โชคลาภดอกบัว',
    VI: 'Tài Lộc Hoa Sen',
    ID: 'Keberuntungan Teratai',
    TY: 'Suwerte ng Lotus',
  },
  'lucky-dice': {
    EN: 'Lucky Dice',
    CN: '幸运骰子',
    TH: 'ลูกเต๋านำโชค',
    VI: 'Xúc Xắc May Mắn',
    ID: 'Dadu Keberuntungan',
    TY: 'Suwerteng Dice',
  },
  'ocean-hunter': {
    EN: 'Ocean Hunter',
    CN: '海洋猎人',
    TH: 'นักล่าแห่งมหาสมุทร',
    VI: 'Thợ Săn Đại Dương',
    ID: 'Pemburu Samudra',
    TY: 'Mangangaso ng Karagatan',
  },
  'royal-baccarat': {
    EN: 'Royal Baccarat',
    CN: '皇家百家乐',
    TH: 'บาคาร่ารอยัล',
    VI: 'Baccarat Hoàng Gia',
    ID: 'Baccarat Kerajaan',
    TY: 'Royal Baccarat',
  },
};

/**
 * The in-house lottery's games (vendors LOTT and ELOTT), one catalogue entry each: the lottery seed
 * (seed/lottery.ts) gives each its draws, prices and limits under the same code.
 */
export const LOTTERY_GAMES: {
  vendor: 'LOTT' | 'ELOTT';
  gameCode: string;
  name: Record<'EN' | 'CN' | 'ID' | 'TH' | 'TY' | 'VI', string>;
}[] = [
  {
    vendor: 'LOTT',
    gameCode: 'vn-north',
    name: {
      EN: 'Northern Vietnam Lottery',
      CN: '越南北部彩',
      ID: 'Lotre Vietnam Utara',
      TH: 'หวยเวียดนามเหนือ',
      TY: 'Lotto ng Hilagang Vietnam',
      VI: 'Xổ số Miền Bắc',
    },
  },
  {
    vendor: 'LOTT',
    gameCode: 'vn-central',
    name: {
      EN: 'Central Vietnam Lottery',
      CN: '越南中部彩',
      ID: 'Lotre Vietnam Tengah',
      TH: 'หวยเวียดนามกลาง',
      TY: 'Lotto ng Gitnang Vietnam',
      VI: 'Xổ số Miền Trung',
    },
  },
  {
    vendor: 'LOTT',
    gameCode: 'vn-south',
    name: {
      EN: 'Southern Vietnam Lottery',
      CN: '越南南部彩',
      ID: 'Lotre Vietnam Selatan',
      TH: 'หวยเวียดนามใต้',
      TY: 'Lotto ng Timog Vietnam',
      VI: 'Xổ số Miền Nam',
    },
  },
  {
    vendor: 'ELOTT',
    gameCode: 'fast-1m',
    name: {
      EN: 'Lotus 1-Minute Lotto',
      CN: '莲花1分彩',
      ID: 'Lotus Lotre 1 Menit',
      TH: 'โลตัส หวย 1 นาที',
      TY: 'Lotus Lotto 1 Minuto',
      VI: 'Lotus Xổ số 1 phút',
    },
  },
  {
    vendor: 'ELOTT',
    gameCode: 'fast-3m',
    name: {
      EN: 'Lotus 3-Minute Lotto',
      CN: '莲花3分彩',
      ID: 'Lotus Lotre 3 Menit',
      TH: 'โลตัส หวย 3 นาที',
      TY: 'Lotus Lotto 3 Minuto',
      VI: 'Lotus Xổ số 3 phút',
    },
  },
  {
    vendor: 'ELOTT',
    gameCode: 'fast-5m',
    name: {
      EN: 'Lotus 5-Minute Lotto',
      CN: '莲花5分彩',
      ID: 'Lotus Lotre 5 Menit',
      TH: 'โลตัส หวย 5 นาที',
      TY: 'Lotus Lotto 5 Minuto',
      VI: 'Lotus Xổ số 5 phút',
    },
  },
  {
    vendor: 'ELOTT',
    gameCode: 'keno',
    name: {
      EN: 'Lotus Keno',
      CN: '莲花基诺',
      ID: 'Lotus Keno',
      TH: 'โลตัส คีโน',
      TY: 'Lotus Keno',
      VI: 'Lotus Keno',
    },
  },
];

/** Vendors that are one entry: the in-house sportsbook (sports and e-sports) and the cockfight arena. */
const LOBBIES: [string, string, Names, string?][] = [
  [
    'FB',
    'SPORTS',
    {
      EN: 'Lotus Sports',
      CN: '莲花体育',
      ID: 'Lotus Sports',
      TH: 'โลตัส สปอร์ต',
      TY: 'Lotus Sports',
      VI: 'Lotus Thể Thao',
    },
    'lobby',
  ],
  [
    'FB',
    'ESPORTS',
    {
      EN: 'Lotus E-sports',
      CN: '莲花电竞',
      ID: 'Lotus E-sports',
      TH: 'โลตัส อีสปอร์ต',
      TY: 'Lotus E-sports',
      VI: 'Lotus Thể Thao Điện Tử',
    },
    'esports',
  ],
  [
    'DS88',
    'DS88',
    {
      EN: 'DS88 Cockfight Arena',
      CN: 'DS88斗鸡竞技场',
      TY: 'DS88 Sabong Arena',
      TH: 'DS88 สนามชนไก่',
      VI: 'DS88 Đấu Gà',
    },
  ],
];

/** Live vendors' lobbies: the vendor's entry that lists its tables. */
const LIVE_LOBBIES: Record<string, Names> = {
  VELVET: { EN: 'Velvet Live Lobby', CN: '丝绒真人大厅' },
  ROYALTABLE: { EN: 'Royal Table Lobby', CN: '皇家桌大厅' },
  ORCHID: { EN: 'Orchid Live Lobby', CN: '兰花真人大厅' },
  SILKROAD: { EN: 'Silk Road Live Lobby', CN: '丝路真人大厅' },
};

const NIU_NIU_NAME: Names = {
  EN: 'Niu Niu Rooms',
  CN: '牛牛房间',
  TH: 'ห้องหนิวหนิว',
  VI: 'Phòng Ngầu Hầm',
  ID: 'Ruang Niu Niu',
  TY: 'Mga Kuwarto ng Niu Niu',
};

type Game = Omit<CatalogueEntry, 'vendor' | 'gameType' | 'isHot' | 'isNew' | 'sort' | 'isGame'> & {
  isGame?: CatalogueEntry['isGame'];
  isHot?: boolean;
};

/** The smallest stake of a slot: its smallest coin on every line (or its ways cost). */
const slotMinBet = (bet: { cost: number; coins: readonly number[] }) => Math.min(...bet.coins) * bet.cost;

function rngGames(): Map<string, Game[]> {
  const byVendor = new Map<string, Game[]>();
  const add = (vendor: string, game: Game) => byVendor.set(vendor, [...(byVendor.get(vendor) ?? []), game]);
  for (const def of SLOT_GAMES)
    add(def.studio, {
      gameCode: def.code,
      name: FLAGSHIP_NAMES[def.code] ?? def.name,
      classify: def.classify,
      engine: 'slot',
      // Lines, or the ways a ways game pays on (rows to the power of reels), as the list's line filter reads.
      lineNum: def.pay.kind === 'lines' ? def.pay.lines.length : def.grid.rows ** def.grid.reels,
      minBet: slotMinBet(def.bet),
      isHot: def.code === 'lotus-fortune' || undefined,
    });
  add('LOTUS', {
    gameCode: 'lucky-dice',
    name: FLAGSHIP_NAMES['lucky-dice']!,
    classify: 'TG',
    engine: 'dice',
    lineNum: 0,
    minBet: 10,
    isHot: true,
  });
  return byVendor;
}

function fishGames(): Map<string, Game[]> {
  const byVendor = new Map<string, Game[]>();
  for (const def of Object.values(FISHING_GAMES))
    byVendor.set(def.vendor, [
      ...(byVendor.get(def.vendor) ?? []),
      {
        gameCode: def.code,
        name: FLAGSHIP_NAMES[def.code] ?? def.name,
        classify: null,
        engine: 'fish',
        lineNum: 0,
        minBet: 1,
        isHot: def.code === 'ocean-hunter' || undefined,
      },
    ]);
  return byVendor;
}

function cardGames(): Map<string, Game[]> {
  return new Map<string, Game[]>([
    [
      'LOTUS',
      [
        {
          gameCode: 'royal-baccarat',
          name: FLAGSHIP_NAMES['royal-baccarat']!,
          classify: null,
          engine: 'baccarat',
          lineNum: 0,
          minBet: 10,
          isHot: true,
        },
      ],
    ],
    [
      NIU_NIU.vendorCode,
      [
        {
          gameCode: NIU_NIU.gameCode,
          name: NIU_NIU_NAME,
          classify: null,
          engine: 'room',
          lineNum: 0,
          minBet: 100,
          isHot: true,
        },
      ],
    ],
  ]);
}

function liveGames(): Map<string, Game[]> {
  const byVendor = new Map<string, Game[]>();
  for (const [vendor, name] of Object.entries(LIVE_LOBBIES))
    byVendor.set(vendor, [
      {
        gameCode: 'lobby',
        name,
        isGame: 'VASSALAGE',
        engine: 'none',
        classify: null,
        minBet: 100,
        lineNum: 0,
      },
    ]);
  for (const table of TABLE_GAMES)
    byVendor.get(table.vendorCode)?.push({
      gameCode: table.code,
      name: table.name,
      classify: null,
      engine: 'table',
      lineNum: 0,
      minBet: table.minBet * 100,
    });
  return byVendor;
}

/** Marks a few games hot and new, orders hot games first, and writes the final entries. */
function finish(
  vendor: string,
  gameType: string,
  rand: Random,
  games: Game[],
  { hotShare = 0.15, newShare = 0.15 } = {},
): (CatalogueEntry & { rank: number })[] {
  const out = games.map((g) => ({
    ...g,
    vendor,
    gameType,
    isGame: g.isGame ?? 'GAME',
    isHot: g.isHot ?? rand() < hotShare,
    isNew: rand() < newShare,
    sort: 0,
    rank: 0,
  }));
  // Hot games rank among the hot ones, the others after every hot game of the category.
  const hot = out.filter((g) => g.isHot);
  const rest = out.filter((g) => !g.isHot);
  hot.forEach((g, i) => (g.rank = i));
  rest.forEach((g, i) => (g.rank = 1_000 + i));
  return [...hot, ...rest];
}

/**
 * The catalogue of the demo brand: the in-house vendor's slots, fishing games, card games and live tables
 * under their studios, one entry per sports, e-sports and cockfight vendor, and the lottery's games. `sort`
 * interleaves the vendors of a category, hot games before the others.
 */
export function demoCatalogue(): CatalogueEntry[] {
  const all: CatalogueEntry[] = [];
  const categories: [string, Map<string, Game[]>][] = [
    ['RNG', rngGames()],
    ['FISH', fishGames()],
    ['PVP', cardGames()],
    ['LIVE', liveGames()],
  ];
  for (const [gameType, byVendor] of categories) {
    [...byVendor].forEach(([vendor, games], vendorIndex) => {
      const rand = random(`${gameType}:${vendor}`);
      for (const { rank, ...game } of finish(vendor, gameType, rand, games))
        all.push({ ...game, sort: rank * 100 + vendorIndex });
    });
  }
  LOBBIES.forEach(([vendor, gameType, name, gameCode], i) => {
    all.push({
      vendor,
      gameType,
      gameCode: gameCode ?? 'lobby',
      name,
      classify: null,
      engine: gameType === 'DS88' ? 'cockfight' : 'sportsbook',
      isGame: 'GAME',
      minBet: 100,
      lineNum: 0,
      isHot: true,
      isNew: false,
      sort: i,
    });
  });
  // A lottery entry opens the lottery page; its smallest unit price is 1.00.
  LOTTERY_GAMES.forEach(({ vendor, gameCode, name }, i) => {
    all.push({
      vendor,
      gameType: vendor,
      gameCode,
      name,
      classify: null,
      engine: 'none',
      isGame: 'GAME',
      minBet: 100,
      lineNum: 0,
      isHot: i % 3 === 0,
      isNew: false,
      sort: i,
    });
  });
  return all;
}
