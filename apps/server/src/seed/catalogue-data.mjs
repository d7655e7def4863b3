// The demo brand's game catalogue, generated from word lists with a seeded random source: the same list
// on every run. The server's seed (seed/catalogue.ts) stores it; the artwork script
// (apps/web/scripts/artwork/games.mjs) draws one tile per entry. Plain JavaScript so both can import it.

/** Deterministic pseudo-random numbers (mulberry32) seeded from a string. */
export function random(seed) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  /** Picks from [value, weight] pairs. */
  next.weighted = (pairs) => {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [value, w] of pairs) {
      r -= w;
      if (r < 0) return value;
    }
    return pairs[pairs.length - 1][0];
  };
  next.shuffle = (list) => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return next;
}

export const slug = (text) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// Words as [English, Chinese]. A generated name is an adjective and a noun in both languages.

/** Slot vendors: their words, and how many games of each classification they offer. */
const SLOT_THEMES = {
  LOTUS: {
    adjectives: [
      ['Lotus', '莲花'],
      ['Royal', '皇家'],
      ['Golden', '黄金'],
      ['Jade', '翡翠'],
      ['Moonlit', '月光'],
      ['Imperial', '帝王'],
      ['Silk', '丝绸'],
      ['Lantern', '灯笼'],
    ],
    nouns: [
      ['Garden', '花园'],
      ['Palace', '宫殿'],
      ['Pond', '池塘'],
      ['Blossom', '花开'],
      ['Empress', '女皇'],
      ['Treasures', '宝藏'],
      ['Koi', '锦鲤'],
      ['Riches', '财宝'],
      ['Temple', '神殿'],
      ['Dynasty', '王朝'],
    ],
    counts: { SC: 20, JP: 4, AC: 3, TG: 2, VP: 2, BG: 2 },
  },
  GOLDPEAK: {
    adjectives: [
      ['Golden', '黄金'],
      ['Mighty', '威猛'],
      ['Hidden', '隐秘'],
      ['Glittering', '闪耀'],
      ['Ancient', '远古'],
      ['Frozen', '冰封'],
      ['Lucky', '幸运'],
      ['Wild', '狂野'],
    ],
    nouns: [
      ['Peak', '巅峰'],
      ['Nugget', '金块'],
      ['Mine', '矿场'],
      ['Summit', '峰顶'],
      ['Vault', '金库'],
      ['Canyon', '峡谷'],
      ['Prospector', '淘金者'],
      ['Bonanza', '富矿'],
      ['Rush', '热潮'],
      ['Crown', '王冠'],
    ],
    counts: { SC: 24, JP: 5, AC: 4, TG: 2, VP: 2, BG: 2 },
  },
  NEONREEL: {
    adjectives: [
      ['Neon', '霓虹'],
      ['Cyber', '赛博'],
      ['Electric', '电光'],
      ['Retro', '复古'],
      ['Laser', '激光'],
      ['Turbo', '极速'],
      ['Hyper', '超能'],
      ['Midnight', '午夜'],
    ],
    nouns: [
      ['Nights', '之夜'],
      ['Sevens', '七七'],
      ['Drive', '飞驰'],
      ['Fruits', '水果'],
      ['Arcade', '街机'],
      ['Diamonds', '钻石'],
      ['Beats', '节拍'],
      ['City', '都市'],
      ['Spins', '旋转'],
      ['Stars', '星辰'],
    ],
    counts: { SC: 24, JP: 4, AC: 5, TG: 2, VP: 3, BG: 2 },
  },
  DRAGONFORGE: {
    adjectives: [
      ['Dragon', '巨龙'],
      ['Blazing', '烈焰'],
      ['Infernal', '炼狱'],
      ['Mythic', '神话'],
      ['Storm', '风暴'],
      ['Thunder', '雷霆'],
      ['Shadow', '暗影'],
      ['Phoenix', '凤凰'],
    ],
    nouns: [
      ['Forge', '熔炉'],
      ['Hoard', '宝库'],
      ['Legends', '传说'],
      ['Fury', '怒火'],
      ['Wings', '之翼'],
      ['Eggs', '之蛋'],
      ['Kingdom', '王国'],
      ['Realm', '领域'],
      ['Quest', '征途'],
      ['Flames', '火焰'],
    ],
    counts: { SC: 24, JP: 6, AC: 3, TG: 2, VP: 2, BG: 1 },
  },
  STARFRUIT: {
    adjectives: [
      ['Tropical', '热带'],
      ['Juicy', '多汁'],
      ['Sweet', '甜蜜'],
      ['Sunny', '阳光'],
      ['Candy', '糖果'],
      ['Fruity', '缤纷'],
      ['Cosmic', '宇宙'],
      ['Berry', '浆果'],
    ],
    nouns: [
      ['Fruits', '水果'],
      ['Party', '派对'],
      ['Splash', '飞溅'],
      ['Paradise', '天堂'],
      ['Burst', '爆发'],
      ['Harvest', '丰收'],
      ['Smoothie', '冰沙'],
      ['Orchard', '果园'],
      ['Fiesta', '狂欢'],
      ['Stars', '之星'],
    ],
    counts: { SC: 25, JP: 3, AC: 5, TG: 2, VP: 1, BG: 3 },
  },
  LUCKYCAT: {
    adjectives: [
      ['Lucky', '幸运'],
      ['Fortune', '招财'],
      ['Golden', '金色'],
      ['Crimson', '朱红'],
      ['Prosperous', '兴旺'],
      ['Happy', '快乐'],
      ['Jade', '玉'],
      ['Festive', '喜庆'],
    ],
    nouns: [
      ['Cat', '猫'],
      ['Koi', '锦鲤'],
      ['Envelopes', '红包'],
      ['Festival', '节'],
      ['Coins', '金币'],
      ['Dumplings', '饺子'],
      ['Panda', '熊猫'],
      ['Bamboo', '竹林'],
      ['Blessings', '福气'],
      ['Ingots', '元宝'],
    ],
    counts: { SC: 25, JP: 5, AC: 3, TG: 3, VP: 1, BG: 2 },
  },
  JADEWAVE: {
    adjectives: [
      ['Jade', '翡翠'],
      ['Pearl', '珍珠'],
      ['Azure', '蔚蓝'],
      ['Moonlit', '月下'],
      ['Coral', '珊瑚'],
      ['Serene', '宁静'],
      ['Emerald', '翠绿'],
      ['Tidal', '潮汐'],
    ],
    nouns: [
      ['Waves', '浪潮'],
      ['Lagoon', '泻湖'],
      ['Dragon', '龙'],
      ['Empress', '皇后'],
      ['Tides', '潮'],
      ['Mermaid', '美人鱼'],
      ['Harbour', '港湾'],
      ['Shrine', '神社'],
      ['Reef', '礁石'],
      ['Turtle', '神龟'],
    ],
    counts: { SC: 24, JP: 4, AC: 4, TG: 2, VP: 2, BG: 2 },
  },
  PIXELPALACE: {
    adjectives: [
      ['Pixel', '像素'],
      ['8-Bit', '八位'],
      ['Arcade', '街机'],
      ['Retro', '复古'],
      ['Blocky', '方块'],
      ['Super', '超级'],
      ['Turbo', '极速'],
      ['Bonus', '奖励'],
    ],
    nouns: [
      ['Palace', '宫殿'],
      ['Heroes', '英雄'],
      ['Quest', '冒险'],
      ['Castle', '城堡'],
      ['Knights', '骑士'],
      ['Invaders', '入侵者'],
      ['Racer', '赛车'],
      ['Dungeon', '地牢'],
      ['Coins', '金币'],
      ['Jump', '跳跃'],
    ],
    counts: { SC: 22, JP: 3, AC: 7, TG: 2, VP: 3, BG: 2 },
  },
  TIGERSTRIKE: {
    adjectives: [
      ['Tiger', '猛虎'],
      ['Jungle', '丛林'],
      ['Savage', '狂野'],
      ['Golden', '黄金'],
      ['Safari', '狩猎'],
      ['Roaring', '咆哮'],
      ['Wild', '野性'],
      ['Bengal', '孟加拉'],
    ],
    nouns: [
      ['Strike', '出击'],
      ['Kingdom', '王国'],
      ['Claws', '利爪'],
      ['Pride', '狮群'],
      ['Trail', '小径'],
      ['Rampage', '狂暴'],
      ['Hunt', '狩猎'],
      ['Temple', '神庙'],
      ['Rumble', '轰鸣'],
      ['Stampede', '奔腾'],
    ],
    counts: { SC: 25, JP: 4, AC: 3, TG: 2, VP: 2, BG: 2 },
  },
};

/** Second words of the non-slot classifications, [English, Chinese]; the vendor's adjective goes first. */
const CLASS_WORDS = {
  JP: [
    ['Jackpot', '大奖'],
    ['Mega Jackpot', '超级大奖'],
    ['Grand Jackpot', '巨额大奖'],
  ],
  AC: [
    ['Wheel', '转盘'],
    ['Scratch', '刮刮乐'],
    ['Keno', '基诺'],
    ['Coin Pusher', '推币机'],
    ['Mines', '扫雷'],
    ['Match', '消消乐'],
    ['Crash', '爆点'],
  ],
  TG: [
    ['Sic Bo', '骰宝'],
    ['Hi-Lo Dice', '高低骰'],
    ['Dice Duel', '骰子对决'],
    ['Fish Prawn Crab', '鱼虾蟹'],
    ['Color Game', '彩色游戏'],
    ['Big Small', '大小'],
    ['Triple Dice', '三重骰'],
  ],
  VP: [
    ['Jacks or Better', '对J高手'],
    ['Deuces Wild', '百搭二'],
    ['Bonus Poker', '奖金扑克'],
    ['Joker Poker', '小丑扑克'],
    ['Tens or Better', '对十高手'],
  ],
  BG: [
    ['Bingo', '宾果'],
    ['Bingo 75', '宾果75'],
    ['Bingo 90', '宾果90'],
    ['Bingo Fiesta', '宾果狂欢'],
  ],
};

/** Names some games carry in more languages than English and Chinese. */
const FLAGSHIP_NAMES = {
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

const FISH_THEMES = {
  LOTUS: { count: 6, flagship: 'ocean-hunter' },
  DRAGONFORGE: { count: 8 },
  OCEANKING: { count: 10 },
  REEFRUSH: { count: 8 },
};
const FISH_ADJECTIVES = [
  ['Ocean', '海洋'],
  ['Golden', '黄金'],
  ['Dragon King', '龙王'],
  ['Mermaid', '人鱼'],
  ['Thunder', '雷霆'],
  ['Coral', '珊瑚'],
  ['Deep Sea', '深海'],
  ['Royal', '皇家'],
  ['Lucky', '幸运'],
  ['Kraken', '海妖'],
  ['Shark', '鲨鱼'],
  ['Golden Toad', '金蟾'],
];
const FISH_NOUNS = [
  ['Hunter', '猎人'],
  ['Fishing', '捕鱼'],
  ['Catch', '捕获'],
  ['Blast', '爆破'],
  ['Frenzy', '狂潮'],
  ['Battle', '大战'],
  ['Legend', '传奇'],
  ['Bounty', '赏金'],
];

const CARD_THEMES = {
  LOTUS: { count: 4, flagship: 'royal-baccarat' },
  CARDHOUSE: { count: 14 },
  PAIRPLAY: { count: 14 },
};
const CARD_ADJECTIVES = [
  ['Royal', '皇家'],
  ['Speed', '极速'],
  ['Squeeze', '咪牌'],
  ['Golden', '黄金'],
  ['Classic', '经典'],
  ['Lightning', '闪电'],
  ['Jade', '翡翠'],
  ['Lucky', '幸运'],
  ['VIP', '贵宾'],
  ['Imperial', '帝王'],
  ['Super Six', '超级六'],
  ['Heads-Up', '单挑'],
];
const CARD_GAMES = [
  ['Baccarat', '百家乐'],
  ['Dragon Tiger', '龙虎'],
  ['Baccarat Duel', '百家乐对决'],
  ['Punto Banco', '庄闲'],
];

/** Live vendors: the table prefix in English and Chinese. */
const LIVE_THEMES = {
  VELVET: { prefix: ['Velvet', '丝绒'], lobby: ['Velvet Live Lobby', '丝绒真人大厅'] },
  ROYALTABLE: { prefix: ['Royal Table', '皇家桌'], lobby: ['Royal Table Lobby', '皇家桌大厅'] },
  ORCHID: { prefix: ['Orchid', '兰花'], lobby: ['Orchid Live Lobby', '兰花真人大厅'] },
  SILKROAD: { prefix: ['Silk Road', '丝路'], lobby: ['Silk Road Live Lobby', '丝路真人大厅'] },
};
const LIVE_TABLES = [
  ['Baccarat 1', '百家乐 1', 50],
  ['Baccarat 2', '百家乐 2', 50],
  ['Baccarat 3', '百家乐 3', 100],
  ['Speed Baccarat A', '极速百家乐 A', 50],
  ['Speed Baccarat B', '极速百家乐 B', 75],
  ['Squeeze Baccarat', '咪牌百家乐', 100],
  ['No Commission Baccarat', '免佣百家乐', 75],
  ['Dragon Tiger', '龙虎', 50],
  ['VIP Baccarat', '贵宾百家乐', 100],
];

/**
 * The in-house lottery's games (vendors LOTT and ELOTT), one catalogue entry each: the lottery seed
 * (seed/lottery.ts) gives each its draws, prices and limits under the same code.
 */
export const LOTTERY_GAMES = [
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
const LOBBIES = [
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

const LINES = {
  SC: [
    [5, 1],
    [9, 2],
    [10, 2],
    [20, 4],
    [25, 3],
    [30, 2],
    [40, 2],
    [50, 2],
    [243, 3],
    [1024, 1],
  ],
  JP: [
    [20, 2],
    [25, 2],
    [50, 2],
    [243, 2],
    [1024, 1],
  ],
};

/** Minimum bets in minor units, weighted per kind of game. */
const MIN_BETS = {
  slot: [
    [1, 4],
    [5, 3],
    [10, 3],
    [50, 2],
    [75, 1],
    [100, 1],
  ],
  table: [
    [10, 2],
    [50, 3],
    [75, 2],
    [100, 3],
  ],
  fish: [
    [1, 3],
    [5, 3],
    [10, 2],
    [50, 1],
  ],
};

function pairNames(rand, adjectives, nouns, count, taken) {
  const out = [];
  const combos = [];
  for (const a of adjectives) for (const n of nouns) if (a[0] !== n[0]) combos.push([a, n]);
  for (const [a, n] of rand.shuffle(combos)) {
    if (out.length >= count) break;
    const en = `${a[0]} ${n[0]}`;
    if (taken.has(slug(en))) continue;
    taken.add(slug(en));
    out.push({ EN: en, CN: `${a[1]}${n[1]}` });
  }
  return out;
}

function rngGames(vendor, theme, bingo) {
  const rand = random(`rng:${vendor}`);
  const taken = new Set(vendor === 'LOTUS' ? ['lotus-fortune', 'lucky-dice'] : []);
  const games = [];
  if (vendor === 'LOTUS') {
    games.push(
      {
        name: FLAGSHIP_NAMES['lotus-fortune'],
        classify: 'SC',
        engine: 'slot',
        lineNum: 20,
        minBet: 1,
        isHot: true,
      },
      {
        name: FLAGSHIP_NAMES['lucky-dice'],
        classify: 'TG',
        engine: 'dice',
        lineNum: 0,
        minBet: 10,
        isHot: true,
      },
    );
  }
  const counts = { ...theme.counts };
  if (vendor === 'LOTUS') {
    counts.SC -= 1;
    counts.TG -= 1;
  }
  for (const name of pairNames(rand, theme.adjectives, theme.nouns, counts.SC, taken)) {
    games.push({
      name,
      classify: 'SC',
      engine: 'slot',
      lineNum: rand.weighted(LINES.SC),
      minBet: rand.weighted(MIN_BETS.slot),
    });
  }
  for (const classify of ['JP', 'AC', 'TG', 'VP', 'BG']) {
    if (classify === 'BG' && !bingo) continue;
    // A jackpot game is a slot name with a jackpot word; the others are an adjective and the game's kind.
    const firsts =
      classify === 'JP'
        ? theme.adjectives.flatMap((a) => theme.nouns.map((n) => [`${a[0]} ${n[0]}`, `${a[1]}${n[1]}`]))
        : theme.adjectives;
    for (const name of pairNames(rand, firsts, CLASS_WORDS[classify], counts[classify], taken)) {
      games.push({
        name,
        classify,
        engine: classify === 'TG' ? 'dice' : 'slot',
        lineNum:
          classify === 'JP'
            ? rand.weighted(LINES.JP)
            : classify === 'VP'
              ? 1
              : classify === 'AC'
                ? rand.pick([0, 1, 5])
                : 0,
        minBet: rand.weighted(classify === 'TG' || classify === 'VP' ? MIN_BETS.table : MIN_BETS.slot),
      });
    }
  }
  return { rand, games };
}

function fishGames(vendor, theme, taken) {
  const rand = random(`fish:${vendor}`);
  const games = [];
  if (theme.flagship) {
    taken.add(theme.flagship);
    games.push({ name: FLAGSHIP_NAMES[theme.flagship], engine: 'fish', minBet: 1, lineNum: 0, isHot: true });
  }
  const need = theme.count - games.length;
  for (const name of pairNames(rand, FISH_ADJECTIVES, FISH_NOUNS, need, taken)) {
    games.push({ name, engine: 'fish', minBet: rand.weighted(MIN_BETS.fish), lineNum: 0 });
  }
  return { rand, games };
}

function cardGames(vendor, theme, taken) {
  const rand = random(`pvp:${vendor}`);
  const games = [];
  if (theme.flagship) {
    taken.add(theme.flagship);
    games.push({
      name: FLAGSHIP_NAMES[theme.flagship],
      engine: 'baccarat',
      minBet: 10,
      lineNum: 0,
      isHot: true,
    });
  }
  const adjectives = CARD_ADJECTIVES.filter((a) => a[0] !== 'Dragon');
  for (const name of pairNames(rand, adjectives, CARD_GAMES, theme.count - games.length, taken)) {
    games.push({ name, engine: 'baccarat', minBet: rand.weighted(MIN_BETS.table), lineNum: 0 });
  }
  return { rand, games };
}

function liveGames(vendor, theme) {
  const rand = random(`live:${vendor}`);
  const [pe, pc] = theme.prefix;
  const games = [
    {
      name: { EN: theme.lobby[0], CN: theme.lobby[1] },
      gameCode: 'lobby',
      isGame: 'VASSALAGE',
      engine: 'none',
      minBet: 50,
      lineNum: 0,
      isHot: true,
    },
  ];
  for (const [te, tc, minBet] of LIVE_TABLES) {
    games.push({ name: { EN: `${pe} ${te}`, CN: `${pc}${tc}` }, engine: 'baccarat', minBet, lineNum: 0 });
  }
  return { rand, games };
}

/** Marks a few games hot and new, orders hot games first, and writes the final entries. */
function finish(vendor, gameType, rand, games, { hotShare = 0.12, newShare = 0.08 } = {}) {
  const out = games.map((g) => ({
    vendor,
    gameType,
    gameCode: g.gameCode ?? slug(g.name.EN),
    name: g.name,
    classify: g.classify ?? null,
    engine: g.engine,
    isGame: g.isGame ?? 'GAME',
    minBet: g.minBet,
    lineNum: g.lineNum,
    isHot: g.isHot ?? rand() < hotShare,
    isNew: rand() < newShare,
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
 * The catalogue of the demo brand: RNG, FISH, PVP and LIVE games per vendor, one entry per sports,
 * e-sports and cockfight vendor, and the lottery's games. `bingo` adds the BG classification (brands
 * offering Tagalog). `sort` interleaves the vendors of a category, hot games before the others.
 */
export function demoCatalogue({ bingo = true } = {}) {
  const byCategory = { RNG: [], FISH: [], PVP: [], LIVE: [] };
  for (const [vendor, theme] of Object.entries(SLOT_THEMES)) {
    const { rand, games } = rngGames(vendor, theme, bingo);
    byCategory.RNG.push(finish(vendor, 'RNG', rand, games));
  }
  const fishTaken = new Set();
  for (const [vendor, theme] of Object.entries(FISH_THEMES)) {
    const { rand, games } = fishGames(vendor, theme, fishTaken);
    byCategory.FISH.push(finish(vendor, 'FISH', rand, games, { hotShare: 0.2 }));
  }
  const cardTaken = new Set();
  for (const [vendor, theme] of Object.entries(CARD_THEMES)) {
    const { rand, games } = cardGames(vendor, theme, cardTaken);
    byCategory.PVP.push(finish(vendor, 'PVP', rand, games, { hotShare: 0.2 }));
  }
  for (const [vendor, theme] of Object.entries(LIVE_THEMES)) {
    const { rand, games } = liveGames(vendor, theme);
    byCategory.LIVE.push(finish(vendor, 'LIVE', rand, games, { hotShare: 0.2, newShare: 0.1 }));
  }
  const all = [];
  for (const lists of Object.values(byCategory)) {
    lists.forEach((list, vendorIndex) => {
      for (const g of list) {
        const { rank, ...game } = g;
        all.push({ ...game, sort: rank * 100 + vendorIndex });
      }
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
