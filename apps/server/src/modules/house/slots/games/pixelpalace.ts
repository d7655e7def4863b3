import type { SlotDefinition } from '../types.js';
import { coinsFor, defineSlot, pays, paylines, scatter, spread, sym, theme, wild } from './kit.js';

// PIXELPALACE: retro arcades, 8-bit heroes and fruit machines.

const pixelHeroes = defineSlot({
  code: 'pixel-heroes',
  studio: 'PIXELPALACE',
  classify: 'SC',
  name: { EN: 'Pixel Heroes', CN: '像素英雄' },
  theme: theme(
    '#1d3557',
    '#0b1320',
    '#ffb703',
    '#e63946',
    'An 8-bit quest on 20 lines: three shields start double-pay free spins.',
    '二十条线的八位冒险：三面盾牌开启双倍免费旋转。',
  ),
  grid: { reels: 5, rows: 3 },
  pay: { kind: 'lines', lines: paylines(5, 3, 20) },
  symbols: [
    wild('W', 'crown', 'Crown Wild', '皇冠百搭', pays(3, 62, 311, 2074)),
    scatter('S', 'shield', 'Hero Shield', '英雄之盾', pays(3, 2, 10, 50)),
    sym('SW', 'sword', 'Sword', '宝剑', pays(3, 41, 166, 830)),
    sym('HE', 'heart', 'Heart', '爱心', pays(3, 31, 124, 518)),
    sym('SK', 'skull', 'Skull', '骷髅', pays(3, 25, 83, 311)),
    sym('DI', 'diamond', 'Gem', '宝石', pays(3, 21, 62, 207)),
    sym('JS', 'joystick', 'Joystick', '摇杆', pays(3, 10, 31, 124)),
    sym('CH', 'cherry', 'Cherry', '樱桃', pays(3, 8, 25, 104)),
    sym('BE', 'bell', 'Bell', '铃铛', pays(3, 6, 21, 83)),
  ],
  strips: [0, 1, 2, 3, 4].map(() => spread({ W: 1, S: 1, SW: 2, HE: 3, SK: 3, DI: 4, JS: 6, CH: 6, BE: 7 })),
  features: { freeSpins: { awards: pays(3, 12, 15, 20), multiplier: 2, retrigger: true } },
  bet: { cost: 20, coins: coinsFor(20) },
  maxWinStakes: 4000,
});

const arcadeInvaders = defineSlot({
  code: 'arcade-invaders',
  studio: 'PIXELPALACE',
  classify: 'SC',
  name: { EN: 'Arcade Invaders', CN: '街机入侵者' },
  theme: theme(
    '#000000',
    '#0a0a23',
    '#39ff14',
    '#ff00ff',
    'Aliens attack 4×4 in 256 ways; double and triple wilds blast them away.',
    '外星人 4×4 来袭，256 种赢法，双倍三倍百搭迎击。',
  ),
  grid: { reels: 4, rows: 4 },
  pay: { kind: 'ways' },
  symbols: [
    wild('W2', 'rocket', 'Rocket ×2', '火箭×2', {}, 2),
    wild('W3', 'ufo', 'UFO ×3', '飞碟×3', {}, 3),
    sym('AL', 'alien', 'Alien', '外星人', pays(3, 15, 73)),
    sym('RB', 'robot', 'Robot', '机器人', pays(3, 12, 44)),
    sym('PL', 'planet', 'Planet', '行星', pays(3, 7, 29)),
    sym('ST', 'star', 'Star', '星星', pays(3, 4, 17)),
    sym('JS', 'joystick', 'Joystick', '摇杆', pays(3, 3, 12)),
    sym('7', 'seven', 'Seven', '七', pays(3, 1, 7)),
  ],
  strips: [0, 1, 2, 3].map((r) =>
    spread({ ...(r === 0 ? {} : { W2: 1, W3: 1 }), AL: 2, RB: 3, PL: 4, ST: 5, JS: 6, '7': 7 }),
  ),
  features: {},
  bet: { cost: 200, coins: coinsFor(200) },
  maxWinStakes: 1500,
});

const retroFruitJump = defineSlot({
  code: 'retro-fruit-jump',
  studio: 'PIXELPALACE',
  classify: 'SC',
  name: { EN: 'Retro Fruit Jump', CN: '复古水果跳跃' },
  theme: theme(
    '#ff006e',
    '#3a0ca3',
    '#ffbe0b',
    '#8338ec',
    'A pocket fruit machine: 27 ways on three reels with ×2, ×3 and ×5 wilds.',
    '掌上水果机：三轴 27 种赢法，×2、×3、×5 百搭。',
  ),
  grid: { reels: 3, rows: 3 },
  pay: { kind: 'ways' },
  symbols: [
    wild('W2', 'star', 'Star ×2', '星星×2', {}, 2),
    wild('W3', 'clover', 'Clover ×3', '幸运草×3', {}, 3),
    wild('W5', 'horseshoe', 'Horseshoe ×5', '马蹄铁×5', {}, 5),
    sym('7', 'seven', 'Seven', '七', pays(3, 71)),
    sym('B', 'bar', 'Bar', '横条', pays(3, 28)),
    sym('BE', 'bell', 'Bell', '铃铛', pays(3, 17)),
    sym('WM', 'watermelon', 'Watermelon', '西瓜', pays(3, 11)),
    sym('PM', 'plum', 'Plum', '李子', pays(3, 8)),
    sym('CH', 'cherry', 'Cherry', '樱桃', pays(3, 6)),
  ],
  strips: [0, 1, 2].map((r) =>
    spread({ ...(r === 0 ? {} : { W2: 1, W3: 1, W5: 1 }), '7': 2, B: 3, BE: 4, WM: 5, PM: 6, CH: 7 }),
  ),
  features: {},
  bet: { cost: 100, coins: coinsFor(100) },
  maxWinStakes: 2000,
});

export const PIXELPALACE_SLOTS: readonly SlotDefinition[] = [pixelHeroes, arcadeInvaders, retroFruitJump];
