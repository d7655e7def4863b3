import type { SlotDefinition } from '../types.js';
import { coinsFor, defineSlot, pays, paylines, scatter, spread, sym, theme, wild } from './kit.js';

// STARFRUIT: juicy fruit, summer parties and fruit in space.

const cosmicFruits = defineSlot({
  code: 'cosmic-fruits',
  studio: 'STARFRUIT',
  classify: 'SC',
  name: { EN: 'Cosmic Fruits', CN: '宇宙水果' },
  theme: theme(
    '#1a0b3d',
    '#05020f',
    '#ff7ac6',
    '#7cffcb',
    'Fruit planets on a 6×5 grid: 15,625 ways and cascades that never stop.',
    '6×5 网格上的水果星球：15,625 种赢法，连消不断。',
  ),
  grid: { reels: 6, rows: 5 },
  pay: { kind: 'ways' },
  symbols: [
    wild('W', 'rocket', 'Rocket Wild', '火箭百搭'),
    sym('PL', 'planet', 'Planet', '行星', pays(4, 27, 68, 163)),
    sym('ST', 'star', 'Star', '星星', pays(4, 22, 41, 109)),
    sym('MO', 'moon', 'Moon', '月亮', pays(4, 16, 33, 82)),
    sym('UF', 'ufo', 'UFO', '飞碟', pays(4, 14, 27, 68)),
    sym('WM', 'watermelon', 'Watermelon', '西瓜', pays(5, 27, 68)),
    sym('GR', 'grape', 'Grape', '葡萄', pays(5, 22, 54)),
    sym('PM', 'plum', 'Plum', '李子', pays(5, 16, 41)),
    sym('OR', 'orange', 'Orange', '橙子', pays(5, 14, 33)),
    sym('LE', 'lemon', 'Lemon', '柠檬', pays(5, 11, 27)),
    sym('CH', 'cherry', 'Cherry', '樱桃', pays(5, 11, 27)),
    sym('PE', 'peach', 'Peach', '桃子', pays(5, 8, 22)),
  ],
  strips: [0, 1, 2, 3, 4, 5].map((r) =>
    spread({
      ...(r === 0 || r === 5 ? {} : { W: 1 }),
      PL: 2,
      ST: 2,
      MO: 3,
      UF: 3,
      WM: 6,
      GR: 6,
      PM: 6,
      OR: 7,
      LE: 7,
      CH: 7,
      PE: 8,
    }),
  ),
  features: { cascades: { ladder: [1, 2, 3, 4, 5] } },
  bet: { cost: 50, coins: coinsFor(50) },
  maxWinStakes: 5000,
});

const juicyBurst = defineSlot({
  code: 'juicy-fruit-burst',
  studio: 'STARFRUIT',
  classify: 'SC',
  name: { EN: 'Juicy Fruit Burst', CN: '多汁水果爆发' },
  theme: theme(
    '#ff6b35',
    '#7a1f00',
    '#fff275',
    '#2ec4b6',
    'Ten lines of ripe fruit for small, frequent wins.',
    '十条线的成熟水果，小奖不断。',
  ),
  grid: { reels: 5, rows: 3 },
  pay: { kind: 'lines', lines: paylines(5, 3, 10) },
  symbols: [
    wild('W', 'wild', 'Fruit Wild', '水果百搭', pays(3, 43, 173, 649)),
    scatter('S', 'star', 'Starfruit', '杨桃', pays(3, 2, 8, 30)),
    sym('7', 'seven', 'Seven', '七', pays(3, 32, 108, 433)),
    sym('WM', 'watermelon', 'Watermelon', '西瓜', pays(3, 22, 65, 216)),
    sym('GR', 'grape', 'Grape', '葡萄', pays(3, 17, 54, 173)),
    sym('PM', 'plum', 'Plum', '李子', pays(3, 11, 32, 108)),
    sym('OR', 'orange', 'Orange', '橙子', pays(3, 9, 22, 87)),
    sym('LE', 'lemon', 'Lemon', '柠檬', pays(3, 6, 17, 65)),
    sym('CH', 'cherry', 'Cherry', '樱桃', pays(2, 2, 6, 17, 54)),
  ],
  strips: [0, 1, 2, 3, 4].map(() => spread({ W: 2, S: 1, '7': 2, WM: 3, GR: 4, PM: 5, OR: 5, LE: 6, CH: 6 })),
  features: {},
  bet: { cost: 10, coins: coinsFor(10) },
  maxWinStakes: 500,
});

const sunnyParty = defineSlot({
  code: 'sunny-star-party',
  studio: 'STARFRUIT',
  classify: 'SC',
  name: { EN: 'Sunny Star Party', CN: '阳光之星派对' },
  theme: theme(
    '#ffb627',
    '#c2410c',
    '#ffffff',
    '#3a86ff',
    '1024 ways at a beach party; free spins pay double and come back.',
    '海滩派对 1024 种赢法；免费旋转奖金翻倍并可再触发。',
  ),
  grid: { reels: 5, rows: 4 },
  pay: { kind: 'ways' },
  symbols: [
    wild('W', 'sun', 'Sun Wild', '太阳百搭'),
    scatter('S', 'star', 'Party Star', '派对之星', pays(3, 1, 5, 25)),
    sym('PI', 'watermelon', 'Watermelon', '西瓜', pays(3, 8, 20, 61)),
    sym('PE', 'peach', 'Peach', '桃子', pays(3, 6, 15, 51)),
    sym('GR', 'grape', 'Grape', '葡萄', pays(3, 5, 12, 41)),
    sym('OR', 'orange', 'Orange', '橙子', pays(3, 3, 8, 25)),
    sym('LE', 'lemon', 'Lemon', '柠檬', pays(3, 2, 5, 15)),
    sym('CH', 'cherry', 'Cherry', '樱桃', pays(3, 1, 4, 12)),
  ],
  strips: [0, 1, 2, 3, 4].map((r) =>
    spread({ ...(r === 0 ? {} : { W: 1 }), S: 1, PI: 2, PE: 3, GR: 4, OR: 5, LE: 6, CH: 7 }),
  ),
  features: { freeSpins: { awards: pays(3, 10, 15, 20), multiplier: 2, retrigger: true } },
  bet: { cost: 88, coins: coinsFor(88) },
  maxWinStakes: 2500,
});

export const STARFRUIT_SLOTS: readonly SlotDefinition[] = [cosmicFruits, juicyBurst, sunnyParty];
