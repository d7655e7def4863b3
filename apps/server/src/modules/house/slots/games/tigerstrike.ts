import type { SlotDefinition } from '../types.js';
import {
  coin,
  coinsFor,
  defineSlot,
  pays,
  paylines,
  rank,
  scatter,
  spread,
  sym,
  theme,
  wild,
} from './kit.js';

// TIGERSTRIKE: tigers, the jungle and martial arts.

const tigerStrike = defineSlot({
  code: 'tiger-strike',
  studio: 'TIGERSTRIKE',
  classify: 'SC',
  name: { EN: 'Tiger Strike', CN: '猛虎出击' },
  theme: theme(
    '#7f2704',
    '#2d0c00',
    '#ffb000',
    '#1b1b1b',
    '243 ways of the tiger; in free spins its claws strike for ×2 and ×3.',
    '猛虎 243 种赢法；免费旋转中虎爪出击×2、×3。',
  ),
  grid: { reels: 5, rows: 3 },
  pay: { kind: 'ways' },
  symbols: [
    wild('W', 'tiger', 'Tiger Wild', '猛虎百搭'),
    wild('W2', 'sword', 'Claw ×2', '虎爪×2', {}, 2),
    wild('W3', 'shield', 'Fang ×3', '虎牙×3', {}, 3),
    scatter('S', 'gong', 'Dojo Gong', '武馆铜锣', pays(3, 2, 10, 50)),
    sym('DR', 'drum', 'War Drum', '战鼓', pays(3, 38, 113, 473)),
    sym('SC', 'scroll', 'Kung Fu Scroll', '武功秘籍', pays(3, 28, 95, 284)),
    sym('MA', 'mask', 'Mask', '面具', pays(3, 19, 57, 189)),
    rank('A', pays(3, 9, 28, 95)),
    rank('K', pays(3, 9, 23, 76)),
    rank('Q', pays(3, 6, 19, 57)),
    rank('J', pays(3, 4, 15, 47)),
    rank('T', pays(3, 4, 11, 38)),
  ],
  strips: [0, 1, 2, 3, 4].map((r) =>
    spread({ ...(r === 0 ? {} : { W: 1 }), S: 1, DR: 2, SC: 3, MA: 3, A: 5, K: 5, Q: 6, J: 6, T: 7 }),
  ),
  features: {
    freeSpins: {
      awards: pays(3, 10, 15, 25),
      multiplier: 1,
      retrigger: true,
      strips: [0, 1, 2, 3, 4].map((r) =>
        spread({
          ...(r === 0 ? {} : { W: 1, W2: 1, W3: 1 }),
          S: 1,
          DR: 2,
          SC: 3,
          MA: 3,
          A: 5,
          K: 5,
          Q: 6,
          J: 6,
          T: 7,
        }),
      ),
    },
  },
  bet: { cost: 25, coins: coinsFor(25) },
  maxWinStakes: 8000,
});

const roaringTigerGold = defineSlot({
  code: 'roaring-tiger-gold',
  studio: 'TIGERSTRIKE',
  classify: 'JP',
  name: { EN: 'Roaring Tiger Gold', CN: '咆哮黄金虎' },
  theme: theme(
    '#3d2b00',
    '#140e00',
    '#ffd60a',
    '#d00000',
    'Golden tiger coins lock for respins and four jackpots; scatters roar up free spins.',
    '黄金虎币锁定重转，四重奖池；散布咆哮引来免费旋转。',
  ),
  grid: { reels: 5, rows: 3 },
  pay: { kind: 'lines', lines: paylines(5, 3, 25) },
  symbols: [
    wild('W', 'tiger', 'Golden Tiger', '黄金虎', pays(3, 64, 307, 1534)),
    scatter('S', 'gong', 'Gong', '铜锣', pays(3, 2, 10, 50)),
    coin('C', 'gold-bar', 'Tiger Gold', '虎金'),
    sym('LI', 'lion', 'Lion', '狮子', pays(3, 51, 204, 767)),
    sym('EL', 'elephant', 'Elephant', '大象', pays(3, 38, 153, 511)),
    sym('EA', 'eagle', 'Eagle', '雄鹰', pays(3, 26, 102, 383)),
    rank('A', pays(3, 13, 38, 153)),
    rank('K', pays(3, 10, 30, 128)),
    rank('Q', pays(3, 8, 26, 102)),
    rank('J', pays(3, 5, 21, 77)),
  ],
  strips: [0, 1, 2, 3, 4].map(() =>
    spread({ W: 1, S: 1, 'C*2': 1, C: 2, LI: 2, EL: 3, EA: 3, A: 5, K: 6, Q: 6, J: 7 }),
  ),
  features: {
    freeSpins: { awards: pays(3, 8, 12, 15), multiplier: 2, retrigger: false },
    holdAndWin: {
      coin: 'C',
      trigger: 6,
      respins: 3,
      landing: { numerator: 1, denominator: 11 },
      values: [
        { weight: 500, coins: 25 },
        { weight: 250, coins: 50 },
        { weight: 120, coins: 100 },
        { weight: 40, coins: 200 },
        { weight: 12, jackpot: 'MINI' },
        { weight: 4, jackpot: 'MINOR' },
        { weight: 1, jackpot: 'MAJOR' },
      ],
      jackpots: { MINI: 20, MINOR: 50, MAJOR: 200, GRAND: 1500 },
    },
  },
  bet: { cost: 25, coins: coinsFor(25) },
  maxWinStakes: 3000,
});

const savageStrike = defineSlot({
  code: 'savage-strike',
  studio: 'TIGERSTRIKE',
  classify: 'SC',
  name: { EN: 'Savage Strike', CN: '狂野连击' },
  theme: theme(
    '#2b2d42',
    '#0d0e16',
    '#ef233c',
    '#edf2f4',
    'Martial-arts combos on 20 lines: winning symbols shatter and the combo multiplier climbs.',
    '二十条线的武术连击：中奖符号碎裂，连击倍数攀升。',
  ),
  grid: { reels: 5, rows: 4 },
  pay: { kind: 'lines', lines: paylines(5, 4, 20) },
  symbols: [
    wild('W', 'wild', 'Strike Wild', '连击百搭', pays(3, 115, 576, 2878)),
    sym('TI', 'tiger', 'Tiger', '猛虎', pays(3, 115, 461, 2303)),
    sym('SW', 'sword', 'Sword', '宝剑', pays(3, 92, 345, 1382)),
    sym('SH', 'shield', 'Shield', '盾牌', pays(3, 69, 230, 921)),
    sym('MA', 'mask', 'Mask', '面具', pays(3, 58, 173, 691)),
    rank('A', pays(3, 23, 69, 288)),
    rank('K', pays(3, 23, 58, 230)),
    rank('Q', pays(3, 12, 46, 173)),
    rank('J', pays(3, 12, 35, 138)),
    rank('T', pays(3, 12, 35, 115)),
    sym('DR', 'drum', 'Drum', '战鼓', pays(3, 23, 58, 230)),
  ],
  strips: [0, 1, 2, 3, 4].map(() =>
    spread({ W: 1, TI: 2, SW: 3, SH: 4, MA: 4, DR: 5, A: 6, K: 6, Q: 7, J: 7, T: 8 }),
  ),
  features: { cascades: { ladder: [1, 2, 3, 5, 10] } },
  bet: { cost: 20, coins: coinsFor(20) },
  maxWinStakes: 5000,
});

export const TIGERSTRIKE_SLOTS: readonly SlotDefinition[] = [tigerStrike, roaringTigerGold, savageStrike];
