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

// DRAGONFORGE: dragons, fire and legends.

const dragonsHoard = defineSlot({
  code: 'dragons-hoard',
  studio: 'DRAGONFORGE',
  classify: 'JP',
  name: { EN: "Dragon's Hoard", CN: '巨龙宝库' },
  theme: theme(
    '#4a0d0d',
    '#140303',
    '#ff9f1c',
    '#ffd166',
    'Six fire coins wake the dragon: hold them, respin, and claim his jackpots.',
    '六枚火焰金币唤醒巨龙：锁定重转，夺取巨龙奖池。',
  ),
  grid: { reels: 5, rows: 3 },
  pay: { kind: 'lines', lines: paylines(5, 3, 20) },
  symbols: [
    wild('W', 'dragon', 'Dragon Wild', '巨龙百搭', pays(3, 54, 270, 1350)),
    coin('C', 'coin', 'Fire Coin', '火焰金币'),
    sym('SW', 'sword', 'Sword', '宝剑', pays(3, 45, 179, 720)),
    sym('SH', 'shield', 'Shield', '盾牌', pays(3, 36, 135, 450)),
    sym('SC', 'scroll', 'Scroll', '卷轴', pays(3, 27, 90, 270)),
    rank('A', pays(3, 11, 36, 144)),
    rank('K', pays(3, 8, 27, 108)),
    rank('Q', pays(3, 7, 21, 90)),
    rank('J', pays(3, 5, 18, 72)),
  ],
  strips: [0, 1, 2, 3, 4].map(() =>
    spread({ W: 1, 'C*2': 1, C: 1, SW: 2, SH: 3, SC: 4, A: 5, K: 6, Q: 6, J: 7 }),
  ),
  features: {
    holdAndWin: {
      coin: 'C',
      trigger: 6,
      respins: 3,
      landing: { numerator: 1, denominator: 8 },
      values: [
        { weight: 500, coins: 20 },
        { weight: 300, coins: 40 },
        { weight: 150, coins: 60 },
        { weight: 60, coins: 100 },
        { weight: 25, coins: 200 },
        { weight: 10, jackpot: 'MINI' },
        { weight: 3, jackpot: 'MINOR' },
        { weight: 1, jackpot: 'MAJOR' },
      ],
      jackpots: { MINI: 15, MINOR: 40, MAJOR: 150, GRAND: 1000 },
    },
  },
  bet: { cost: 20, coins: coinsFor(20) },
  maxWinStakes: 2000,
});

const phoenixWings = defineSlot({
  code: 'blazing-phoenix',
  studio: 'DRAGONFORGE',
  classify: 'SC',
  name: { EN: 'Blazing Phoenix', CN: '烈焰凤凰' },
  theme: theme(
    '#5c1a00',
    '#1c0800',
    '#ff5400',
    '#ffbd00',
    '1024 ways of flame; in free spins the phoenix wilds multiply by two and three.',
    '1024 种烈焰赢法；免费旋转中凤凰百搭乘二乘三。',
  ),
  grid: { reels: 5, rows: 4 },
  pay: { kind: 'ways' },
  symbols: [
    wild('W', 'phoenix', 'Phoenix Wild', '凤凰百搭'),
    wild('W2', 'sun', 'Sun Wild ×2', '太阳百搭×2', {}, 2),
    wild('W3', 'star', 'Star Wild ×3', '星辰百搭×3', {}, 3),
    scatter('S', 'scatter', 'Flame Egg', '烈焰之蛋', pays(3, 2, 10, 100)),
    sym('DR', 'dragon', 'Dragon', '巨龙', pays(3, 20, 63, 250)),
    sym('SW', 'sword', 'Sword', '宝剑', pays(3, 15, 50, 188)),
    sym('SH', 'shield', 'Shield', '盾牌', pays(3, 13, 38, 125)),
    rank('A', pays(3, 5, 13, 38)),
    rank('K', pays(3, 5, 13, 38)),
    rank('Q', pays(3, 3, 10, 25)),
    rank('J', pays(3, 3, 8, 25)),
  ],
  strips: [0, 1, 2, 3, 4].map((r) =>
    spread({ ...(r === 0 ? {} : { W: 1 }), S: 1, DR: 2, SW: 3, SH: 4, A: 6, K: 6, Q: 7, J: 8 }),
  ),
  features: {
    freeSpins: {
      awards: pays(3, 8, 12, 20),
      multiplier: 1,
      retrigger: true,
      strips: [0, 1, 2, 3, 4].map((r) =>
        spread({
          ...(r === 0 ? {} : { W: 1, W2: 1, W3: 1 }),
          S: 1,
          DR: 2,
          SW: 3,
          SH: 4,
          A: 6,
          K: 6,
          Q: 7,
          J: 8,
        }),
      ),
    },
  },
  bet: { cost: 100, coins: coinsFor(100) },
  maxWinStakes: 10000,
});

const thunderLegends = defineSlot({
  code: 'thunder-legends',
  studio: 'DRAGONFORGE',
  classify: 'SC',
  name: { EN: 'Thunder Legends', CN: '雷霆传说' },
  theme: theme(
    '#1b1b3a',
    '#07071a',
    '#ffe66d',
    '#6c63ff',
    'Storm scatters pay anywhere and strike up free spins at triple pay.',
    '风暴散布任意位置派彩，引来三倍奖金的免费旋转。',
  ),
  grid: { reels: 5, rows: 3 },
  pay: { kind: 'lines', lines: paylines(5, 3, 10) },
  symbols: [
    wild('W', 'wild', 'Thunder Wild', '雷霆百搭', pays(2, 6, 81, 811, 8110)),
    scatter('S', 'gong', 'Thunder Gong', '雷鸣之锣', pays(3, 2, 20, 200)),
    sym('DR', 'dragon', 'Storm Dragon', '风暴巨龙', pays(2, 6, 65, 324, 3244)),
    sym('EA', 'eagle', 'Eagle', '雄鹰', pays(3, 49, 243, 1298)),
    sym('WO', 'wolf', 'Wolf', '狼', pays(3, 49, 243, 1298)),
    sym('SC', 'scroll', 'Scroll', '卷轴', pays(3, 32, 97, 324)),
    rank('A', pays(3, 16, 81, 324)),
    rank('K', pays(3, 16, 81, 324)),
    rank('Q', pays(3, 16, 65, 243)),
    rank('J', pays(3, 16, 65, 243)),
    rank('T', pays(3, 16, 49, 162)),
  ],
  strips: [0, 1, 2, 3, 4].map(() =>
    spread({ W: 1, S: 1, DR: 2, EA: 2, WO: 3, SC: 4, A: 5, K: 5, Q: 6, J: 6, T: 7 }),
  ),
  features: { freeSpins: { awards: pays(3, 10), multiplier: 3, retrigger: true } },
  bet: { cost: 10, coins: coinsFor(10) },
  maxWinStakes: 5000,
});

export const DRAGONFORGE_SLOTS: readonly SlotDefinition[] = [dragonsHoard, phoenixWings, thunderLegends];
