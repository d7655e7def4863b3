// Promotion key visuals, 800 x 400: one theme each, same construction (ground, light, hero, accents).
import { bokeh, glow, pattern, rays } from './backdrops.mjs';
import { card, chipStack, coin, coinStack, tiltedCoin } from './motifs/casino.mjs';
import { fortuneWheel, roulette, slotMachine } from './motifs/games.mjs';
import { confetti, gift, glints, sparkle, trophy } from './motifs/ornaments.mjs';
import { avatar, balloon, cake, cycleArrows, podium, seal, ticket } from './motifs/promo.mjs';
import { controller, football } from './motifs/scenes.mjs';
import { BRAND } from './palette.mjs';
import { at, d, Doc, e, g, random } from './svg.mjs';

function ground(doc, { from, to, glowColor, pat = 'lattice', burst = '#FFE9A3', cx = 400, cy = 200 }) {
  return (
    e('rect', { width: 800, height: 400, fill: doc.lin([from, to], [0, 0, 1, 1]) }) +
    glow(doc, cx, cy, 420, 300, glowColor, 0.7) +
    e('rect', { width: 800, height: 400, fill: pattern(doc, pat) }) +
    (burst ? rays(doc, cx, cy, 460, 28, burst, 0.2) : '')
  );
}

function finish(doc) {
  return e('rect', {
    width: 800,
    height: 400,
    fill: doc.rad(
      [
        ['0.55', BRAND.night, 0],
        ['1', BRAND.night, 0.55],
      ],
      { r: 0.75 },
    ),
  });
}

const PROMOS = {
  'welcome-bonus': [
    'Welcome bonus',
    (doc, rand) =>
      ground(doc, { from: '#4C1D95', to: '#1F1140', glowColor: '#F5B40A' }) +
      confetti(rand, {
        x: 40,
        y: 10,
        w: 720,
        h: 300,
        count: 46,
        avoid: { cx: 400, cy: 220, rx: 260, ry: 170 },
      }) +
      at(340, 360, gift(doc, { w: 230, h: 170, box: ['#A78BFA', '#5B21B6'] })) +
      at(150, 350, coinStack(doc, 40, 5)) +
      at(230, 372, coinStack(doc, 30, 3)) +
      at(560, 150, seal(doc, 95, '100%'), { rot: 10 }) +
      at(660, 372, gift(doc, { w: 110, h: 84, box: ['#F472B6', '#9D174D'] })) +
      tiltedCoin(doc, 120, 120, 26, -25, 0.6) +
      tiltedCoin(doc, 700, 60, 20, 30, 0.6, 'star') +
      glints(doc, rand, {
        x: 60,
        y: 20,
        w: 680,
        h: 320,
        count: 10,
        avoid: { cx: 420, cy: 220, rx: 260, ry: 170 },
      }),
  ],

  'daily-reload': [
    'Daily reload',
    (doc, rand) =>
      ground(doc, { from: '#0E7490', to: '#1F1140', glowColor: '#22D3EE', pat: 'dots' }) +
      at(330, 205, cycleArrows(doc, 140, '#67E8F9', 16)) +
      at(330, 205, g({ filter: doc.shadow(8, 10, 0.5) }, coin(doc, 92))) +
      at(590, 170, seal(doc, 78, '+10%', { inner: ['#0891B2', '#164E63'] }), { rot: -8 }) +
      at(600, 350, coinStack(doc, 36, 4)) +
      at(110, 350, coinStack(doc, 34, 6)) +
      tiltedCoin(doc, 150, 110, 24, -30, 0.6) +
      tiltedCoin(doc, 720, 300, 20, 25, 0.6, 'star') +
      glints(doc, rand, {
        x: 40,
        y: 20,
        w: 720,
        h: 340,
        count: 12,
        color: '#CFFAFE',
        avoid: { cx: 330, cy: 205, rx: 170, ry: 170 },
      }),
  ],

  'slot-cashback': [
    'Slot cashback',
    (doc, rand) =>
      ground(doc, { from: '#831843', to: '#1F1140', glowColor: '#EC4899', cx: 330 }) +
      at(
        320,
        215,
        slotMachine(doc, [
          ['bell', 'gem', 'cherry'],
          ['lotus', 'lotus', 'lotus'],
          ['cherry', 'seven', 'bell'],
        ]),
        { s: 0.82 },
      ) +
      e('path', {
        d: 'M560 300C660 300 690 180 620 120',
        stroke: '#FFE08A',
        'stroke-width': 12,
        fill: 'none',
        'stroke-linecap': 'round',
        'stroke-dasharray': '1 22',
      }) +
      at(620, 150, seal(doc, 80, '5%', { inner: ['#DB2777', '#831843'] }), { rot: 8 }) +
      at(640, 360, coinStack(doc, 38, 5)) +
      tiltedCoin(doc, 90, 110, 26, -20, 0.6) +
      tiltedCoin(doc, 110, 320, 22, 30, 0.6, 'star') +
      glints(doc, rand, {
        x: 40,
        y: 20,
        w: 720,
        h: 340,
        count: 12,
        avoid: { cx: 330, cy: 215, rx: 200, ry: 170 },
      }),
  ],

  'live-rebate': [
    'Live casino rebate',
    (doc, rand) =>
      ground(doc, { from: '#7F1D1D', to: '#1A0B14', glowColor: '#F43F5E', burst: '#FECDD3', cx: 300 }) +
      at(300, 205, roulette(doc, 160)) +
      at(520, 250, g({ filter: doc.shadow(6, 6) }, card(doc, { rank: 'A', suitName: 'heart' })), {
        rot: -8,
        s: 0.85,
      }) +
      at(600, 235, g({ filter: doc.shadow(6, 6) }, card(doc, { rank: 'K', suitName: 'spade' })), {
        rot: 12,
        s: 0.85,
      }) +
      at(700, 130, seal(doc, 64, '1%', { inner: ['#BE123C', '#4C0519'] }), { rot: 10 }) +
      at(520, 372, chipStack(doc, 38, 4, '#D62F4B')) +
      at(680, 365, chipStack(doc, 34, 3, '#1F2937', { edge: '#F5B40A' })) +
      glints(doc, rand, {
        x: 40,
        y: 20,
        w: 720,
        h: 340,
        count: 10,
        avoid: { cx: 300, cy: 205, rx: 175, ry: 175 },
      }),
  ],

  'sports-first-bet': [
    'Sports first bet',
    (doc, rand) => {
      let net = '';
      for (let i = 0; i <= 10; i++) net += d`M${470 + i * 30} 40V230`;
      for (let j = 0; j <= 6; j++) net += d`M470 ${40 + j * 32}H770`;
      return (
        ground(doc, { from: '#14532D', to: '#0F1A14', glowColor: '#22C55E', burst: '#DCFCE7', cx: 330 }) +
        e('path', { d: net, stroke: '#fff', 'stroke-opacity': 0.18, 'stroke-width': 2 }) +
        e('path', {
          d: 'M462 240V32H778V240',
          stroke: '#fff',
          'stroke-width': 8,
          fill: 'none',
          opacity: 0.8,
        }) +
        e('path', { d: 'M0 400L120 300H680L800 400z', fill: doc.lin(['#16A34A', '#14532D']) }) +
        e('path', {
          d: 'M60 350H740M400 300V400',
          stroke: '#fff',
          'stroke-opacity': 0.25,
          'stroke-width': 3,
        }) +
        e('path', {
          d: 'M130 150H220M110 190H210M140 230H220',
          stroke: '#fff',
          'stroke-opacity': 0.5,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }) +
        e('ellipse', { cx: 330, cy: 318, rx: 80, ry: 12, fill: '#000', opacity: 0.4, filter: doc.blur(6) }) +
        at(330, 200, football(doc, 105), { rot: -10 }) +
        at(600, 250, g({ filter: doc.shadow(8, 10, 0.5) }, ticket(doc, 190, 150, { accent: '#16A34A' })), {
          rot: 8,
        }) +
        at(690, 120, seal(doc, 56, 'x2', { inner: ['#16A34A', '#14532D'] }), { rot: 10 }) +
        glints(doc, rand, {
          x: 40,
          y: 20,
          w: 720,
          h: 260,
          count: 10,
          color: '#ECFDF5',
          avoid: { cx: 330, cy: 200, rx: 125, ry: 125 },
        })
      );
    },
  ],

  'referral-bonus': [
    'Referral bonus',
    (doc, rand) =>
      ground(doc, { from: '#1E3A8A', to: '#1F1140', glowColor: '#6366F1', pat: 'dots' }) +
      e('path', {
        d: 'M190 220C260 90 540 90 610 220',
        stroke: '#FFE08A',
        'stroke-width': 5,
        fill: 'none',
        'stroke-dasharray': '2 14',
        'stroke-linecap': 'round',
      }) +
      at(190, 240, g({ filter: doc.shadow(8, 10, 0.5) }, avatar(doc, 78, ['#8B5CF6', '#4C1D95']))) +
      at(610, 240, g({ filter: doc.shadow(8, 10, 0.5) }, avatar(doc, 78, ['#22D3EE', '#0E7490']))) +
      at(400, 350, gift(doc, { w: 150, h: 110, box: ['#F472B6', '#9D174D'] })) +
      at(400, 92, g({ filter: doc.shadow(6, 8, 0.5) }, coin(doc, 48))) +
      tiltedCoin(doc, 300, 190, 22, -25, 0.6, 'star') +
      tiltedCoin(doc, 510, 180, 24, 25, 0.6) +
      at(120, 100, sparkle(18)) +
      at(700, 110, sparkle(22)) +
      glints(doc, rand, {
        x: 40,
        y: 20,
        w: 720,
        h: 340,
        count: 10,
        color: '#E0E7FF',
        avoid: { cx: 400, cy: 240, rx: 300, ry: 140 },
      }),
  ],

  'vip-birthday': [
    'VIP birthday gift',
    (doc, rand) =>
      ground(doc, { from: '#9D174D', to: '#2E1065', glowColor: '#F5B40A' }) +
      at(140, 150, balloon(doc, 50, '#8B5CF6'), { rot: -10 }) +
      at(210, 110, balloon(doc, 42, '#F5B40A'), { rot: 6 }) +
      at(660, 140, balloon(doc, 48, '#EC4899'), { rot: 10 }) +
      at(600, 100, balloon(doc, 36, '#22D3EE'), { rot: -8 }) +
      confetti(rand, {
        x: 40,
        y: 0,
        w: 720,
        h: 260,
        count: 36,
        avoid: { cx: 400, cy: 200, rx: 170, ry: 200 },
      }) +
      at(400, 380, cake(doc)) +
      at(
        400,
        98,
        e('path', {
          d: 'M-38 20L-44-20-18 0 0-30 18 0 44-20 38 20z',
          fill: doc.lin(['#FFF1B8', '#F5B40A', '#B87A00']),
          stroke: '#8A5600',
          'stroke-width': 2,
        }) + e('circle', { cy: -32, r: 6, fill: '#FDE68A' }),
        { s: 0.8 },
      ) +
      at(190, 360, gift(doc, { w: 100, h: 76, box: ['#A78BFA', '#4C1D95'] })) +
      at(620, 360, gift(doc, { w: 110, h: 84, box: ['#22D3EE', '#0E7490'], ribbon: ['#FFFFFF', '#F9A8D4'] })),
  ],

  'weekend-tournament': [
    'Weekend tournament',
    (doc, rand) =>
      ground(doc, { from: '#3B1585', to: '#0F0B1A', glowColor: '#F5B40A' }) +
      confetti(rand, {
        x: 40,
        y: 0,
        w: 720,
        h: 240,
        count: 40,
        avoid: { cx: 400, cy: 150, rx: 140, ry: 150 },
      }) +
      at(400, 400, podium(doc)) +
      at(400, 160, trophy(doc), { s: 0.95 }) +
      at(250, 284, coinStack(doc, 30, 3)) +
      at(540, 314, coinStack(doc, 28, 2)) +
      tiltedCoin(doc, 140, 140, 26, -25, 0.6) +
      tiltedCoin(doc, 660, 130, 24, 25, 0.6, 'star') +
      glints(doc, rand, {
        x: 40,
        y: 20,
        w: 720,
        h: 260,
        count: 10,
        avoid: { cx: 400, cy: 160, rx: 130, ry: 150 },
      }),
  ],

  'lucky-draw': [
    'Lucky draw',
    (doc, rand) =>
      ground(doc, { from: '#6B21A8', to: '#1F1140', glowColor: '#E879F9', cx: 320 }) +
      e('path', { d: 'M320 205L270 390H370z', fill: doc.lin(['#FFE08A', '#B87A00']) }) +
      at(320, 195, g({ filter: doc.shadow(10, 12, 0.5) }, fortuneWheel(doc, 165))) +
      at(
        590,
        170,
        g({ filter: doc.shadow(6, 8, 0.45) }, ticket(doc, 180, 120, { accent: '#DB2777', rows: 2 })),
        { rot: -10 },
      ) +
      at(
        620,
        290,
        g({ filter: doc.shadow(6, 8, 0.45) }, ticket(doc, 180, 120, { accent: '#7C3AED', rows: 2 })),
        { rot: 6 },
      ) +
      tiltedCoin(doc, 110, 100, 24, -25, 0.6) +
      tiltedCoin(doc, 120, 320, 20, 30, 0.6, 'star') +
      tiltedCoin(doc, 740, 80, 20, 20, 0.6) +
      glints(doc, rand, {
        x: 40,
        y: 20,
        w: 720,
        h: 340,
        count: 12,
        avoid: { cx: 320, cy: 200, rx: 180, ry: 190 },
      }),
  ],

  'esports-parlay': [
    'E-sports parlay',
    (doc, rand) => {
      let grid = '';
      for (let i = 0; i <= 14; i++) grid += d`M${400 + (i - 7) * 24} 260L${400 + (i - 7) * 150} 400`;
      for (const y of [272, 292, 320, 356, 398]) grid += d`M0 ${y}H800`;
      return (
        ground(doc, { from: '#2A0B4A', to: '#0B1026', glowColor: '#D946EF', burst: null, cx: 400, cy: 180 }) +
        bokeh(doc, rand, { x: 40, y: 20, w: 720, h: 200, color: '#22D3EE' }) +
        e('rect', { y: 260, width: 800, height: 140, fill: '#120A24' }) +
        e('path', { d: grid, stroke: '#22D3EE', 'stroke-width': 2, opacity: 0.7 }) +
        e('path', { d: 'M0 260H800', stroke: '#F0ABFC', 'stroke-width': 3 }) +
        at(250, 215, controller(doc), { rot: -10, s: 1 }) +
        at(
          520,
          150,
          g({ filter: doc.shadow(6, 8, 0.5) }, ticket(doc, 150, 110, { accent: '#D946EF', rows: 2 })),
          { rot: -8 },
        ) +
        at(
          610,
          200,
          g({ filter: doc.shadow(6, 8, 0.5) }, ticket(doc, 150, 110, { accent: '#22D3EE', rows: 2 })),
          { rot: 4 },
        ) +
        at(
          700,
          250,
          g({ filter: doc.shadow(6, 8, 0.5) }, ticket(doc, 150, 110, { accent: '#F5B40A', rows: 2 })),
          { rot: 14 },
        ) +
        e('path', {
          d: 'M560 60L530 120H556L540 170 590 100H564L580 60z',
          fill: '#FDE047',
          filter: doc.shadow(0, 6, 0.6),
        }) +
        glints(doc, rand, {
          x: 40,
          y: 20,
          w: 720,
          h: 220,
          count: 10,
          color: '#E0F2FE',
          avoid: { cx: 250, cy: 215, rx: 170, ry: 110 },
        })
      );
    },
  ],
};

export function promotions() {
  return Object.entries(PROMOS).map(([slug, [title, draw]]) => {
    const doc = new Doc();
    const body = draw(doc, random(slug)) + finish(doc);
    return [`promotions/${slug}.svg`, doc.render({ w: 800, h: 400, title, body })];
  });
}
