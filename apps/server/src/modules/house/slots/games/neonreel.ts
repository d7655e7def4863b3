import type { SlotDefinition } from '../types.js';
import { coinsFor, defineSlot, pays, paylines, rank, scatter, spread, sym, theme, wild } from './kit.js';

// NEONREEL: neon signs, retro sevens and a city at night.

const neonSevens = defineSlot({
  code: 'neon-sevens',
  studio: 'NEONREEL',
  classify: 'SC',
  name: { EN: 'Neon Sevens', CN: '霓虹七七' },
  theme: theme(
    '#2a0845',
    '#0d0221',
    '#ff2fd0',
    '#23f0ff',
    'A classic three-reel machine in neon: double wilds on five lines.',
    '霓虹灯下的经典三轴机台：五条线上的双倍百搭。',
  ),
  grid: { reels: 3, rows: 3 },
  pay: { kind: 'lines', lines: paylines(3, 3, 5) },
  symbols: [
    wild('W', 'wild', 'Double Wild', '双倍百搭', pays(3, 117), 2),
    sym('7', 'seven', 'Seven', '七', pays(3, 59)),
    sym('DI', 'diamond', 'Diamond', '钻石', pays(3, 29)),
    sym('B', 'bar', 'Bar', '横条', pays(3, 18)),
    sym('BE', 'bell', 'Bell', '铃铛', pays(3, 12)),
    sym('CH', 'cherry', 'Cherry', '樱桃', pays(3, 6)),
    sym('LE', 'lemon', 'Lemon', '柠檬', pays(3, 4)),
  ],
  strips: [0, 1, 2].map(() => spread({ W: 1, '7': 2, DI: 3, B: 4, BE: 5, CH: 6, LE: 7 })),
  features: {},
  bet: { cost: 5, coins: coinsFor(5) },
  maxWinStakes: 200,
});

const cyberCity = defineSlot({
  code: 'cyber-city-nights',
  studio: 'NEONREEL',
  classify: 'SC',
  name: { EN: 'Cyber City Nights', CN: '赛博都市之夜' },
  theme: theme(
    '#05122e',
    '#020617',
    '#00e5ff',
    '#ff3d81',
    'Robots and rockets on 25 lines; free spins triple every win.',
    '机器人与火箭飞驰二十五条线，免费旋转奖金三倍。',
  ),
  grid: { reels: 5, rows: 3 },
  pay: { kind: 'lines', lines: paylines(5, 3, 25) },
  symbols: [
    wild('W', 'wild', 'Neon Wild', '霓虹百搭', pays(3, 113, 676, 4510)),
    scatter('S', 'star', 'Star', '星辰', pays(3, 2, 10, 100)),
    sym('RB', 'robot', 'Robot', '机器人', pays(3, 90, 451, 2255)),
    sym('RK', 'rocket', 'Rocket', '火箭', pays(3, 68, 338, 1353)),
    sym('UF', 'ufo', 'UFO', '飞碟', pays(3, 54, 225, 902)),
    sym('JS', 'joystick', 'Joystick', '摇杆', pays(3, 45, 180, 676)),
    rank('A', pays(3, 23, 90, 361)),
    rank('K', pays(3, 23, 68, 271)),
    rank('Q', pays(3, 18, 54, 225)),
    rank('J', pays(3, 14, 45, 180)),
    rank('T', pays(3, 14, 36, 135)),
  ],
  strips: [0, 1, 2, 3, 4].map(() =>
    spread({ W: 1, S: 1, RB: 2, RK: 2, UF: 3, JS: 3, A: 5, K: 5, Q: 6, J: 6, T: 7 }),
  ),
  features: { freeSpins: { awards: pays(3, 10, 15, 25), multiplier: 3, retrigger: false } },
  bet: { cost: 25, coins: coinsFor(25) },
  maxWinStakes: 3000,
});

const laserDiamonds = defineSlot({
  code: 'laser-diamonds',
  studio: 'NEONREEL',
  classify: 'SC',
  name: { EN: 'Laser Diamonds', CN: '激光钻石' },
  theme: theme(
    '#10002b',
    '#03000d',
    '#c77dff',
    '#72efdd',
    'Lasers shatter winning diamonds; each cascade raises the multiplier.',
    '激光击碎中奖钻石，每次连消倍数提升。',
  ),
  grid: { reels: 5, rows: 3 },
  pay: { kind: 'ways' },
  symbols: [
    wild('W', 'wild', 'Laser Wild', '激光百搭'),
    scatter('S', 'scatter', 'Prism', '棱镜', pays(3, 2, 10, 50)),
    sym('DI', 'diamond', 'Diamond', '钻石', pays(3, 55, 165, 550)),
    sym('RU', 'ruby', 'Ruby', '红宝石', pays(3, 41, 110, 412)),
    sym('SA', 'sapphire', 'Sapphire', '蓝宝石', pays(3, 27, 82, 275)),
    sym('EM', 'emerald', 'Emerald', '祖母绿', pays(3, 22, 55, 220)),
    sym('AM', 'amethyst', 'Amethyst', '紫水晶', pays(3, 16, 41, 165)),
    sym('TO', 'topaz', 'Topaz', '黄玉', pays(3, 14, 33, 137)),
    sym('7', 'seven', 'Seven', '七', pays(3, 14, 41, 137)),
    sym('B', 'bar', 'Bar', '横条', pays(3, 8, 27, 82)),
    sym('BE', 'bell', 'Bell', '铃铛', pays(3, 5, 16, 55)),
    sym('CH', 'cherry', 'Cherry', '樱桃', pays(3, 5, 14, 41)),
  ],
  strips: [0, 1, 2, 3, 4].map((r) =>
    spread({
      ...(r === 0 || r === 4 ? {} : { W: 1 }),
      S: 1,
      DI: 2,
      RU: 3,
      SA: 3,
      EM: 4,
      AM: 4,
      TO: 4,
      '7': 5,
      B: 5,
      BE: 6,
      CH: 6,
    }),
  ),
  features: {
    cascades: { ladder: [1, 2, 3, 5], freeSpinLadder: [3, 6, 9, 15] },
    freeSpins: { awards: pays(3, 8, 10, 15), multiplier: 1, retrigger: true },
  },
  bet: { cost: 25, coins: coinsFor(25) },
  maxWinStakes: 5000,
});

export const NEONREEL_SLOTS: readonly SlotDefinition[] = [neonSevens, cyberCity, laserDiamonds];
