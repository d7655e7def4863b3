// Banners of the game groups (home, slots, live, fishing, cards, sports, e-sports, lottery).
import { bannerGround, bokeh, fadeMask, rays } from './backdrops.mjs';
import { card, chip, chipStack, coinStack, lotusBloom, tiltedCoin } from './motifs/casino.mjs';
import { lottoBall, mahjong, roulette, slotMachine, slotSymbol } from './motifs/games.mjs';
import { confetti, glints, laurel, trophy } from './motifs/ornaments.mjs';
import { basketball, bubble, controller, fish, floodlight, football } from './motifs/scenes.mjs';
import { BRAND } from './palette.mjs';
import { at, d, e, g } from './svg.mjs';

function cardFan(doc, x, y, cards, spread = 14, s = 1) {
  const mid = (cards.length - 1) / 2;
  return at(
    x,
    y,
    cards
      .map(([rank, suitName, back], i) =>
        g(
          { transform: d`rotate(${(i - mid) * spread} 0 150)`, filter: doc.shadow(4, 5, 0.4) },
          card(doc, { rank, suitName, back }),
        ),
      )
      .join(''),
    { s },
  );
}

export const GAME_BANNERS = {
  'w_home-1': (doc, rand) =>
    bannerGround(doc, { glowColor: '#8B5CF6', glow2: { cx: 1250, cy: 300, color: BRAND.goldLight } }) +
    rays(doc, 1250, 250, 420, 28, '#FFE9A3', 0.22) +
    bokeh(doc, rand, { x: 950, y: 20, w: 620, h: 360, color: '#C4B5FD' }) +
    at(1030, 350, coinStack(doc, 40, 5)) +
    at(1480, 360, coinStack(doc, 36, 7)) +
    at(1250, 340, lotusBloom(doc), { s: 1.3 }) +
    tiltedCoin(doc, 1010, 170, 30, -25) +
    tiltedCoin(doc, 1110, 80, 22, 30, 0.7, 'star') +
    tiltedCoin(doc, 1420, 90, 28, 20) +
    tiltedCoin(doc, 1530, 200, 20, -40, 0.6, 'star') +
    glints(doc, rand, {
      x: 960,
      y: 30,
      w: 600,
      h: 300,
      count: 14,
      avoid: { cx: 1250, cy: 230, rx: 170, ry: 130 },
    }),

  'w_home-2': (doc, rand) =>
    bannerGround(doc, {
      right: '#4A1070',
      glowColor: '#C026D3',
      glow2: { cx: 1450, cy: 120, color: '#8B5CF6' },
    }) +
    bokeh(doc, rand, { x: 950, y: 20, w: 620, h: 360, color: '#F0ABFC' }) +
    cardFan(
      doc,
      1250,
      175,
      [
        ['A', 'spade'],
        ['K', 'heart'],
        ['A', 'heart'],
        ['Q', 'club'],
        ['', '', true],
      ],
      13,
      1.3,
    ) +
    at(1030, 330, chipStack(doc, 48, 6, '#D62F4B')) +
    at(1120, 360, chipStack(doc, 40, 3, '#1F2937', { edge: '#F5B40A' })) +
    at(1480, 345, chipStack(doc, 46, 5, '#6B2BD9')) +
    at(1520, 120, chip(doc, 34, '#10B981'), { rot: 25, s: 1, sy: 0.6 }) +
    at(985, 140, chip(doc, 28, '#F5B40A', { edge: '#3B1585' }), { rot: -30, s: 1, sy: 0.55 }) +
    glints(doc, rand, {
      x: 960,
      y: 30,
      w: 600,
      h: 300,
      count: 12,
      avoid: { cx: 1250, cy: 200, rx: 200, ry: 170 },
    }),

  'w_home-3': (doc, rand) =>
    bannerGround(doc, {
      right: '#5B3A06',
      glowColor: '#F5B40A',
      glow2: { cx: 1000, cy: 330, color: '#8B5CF6' },
    }) +
    rays(doc, 1250, 180, 520, 32, '#FFE9A3', 0.28) +
    confetti(rand, {
      x: 960,
      y: 10,
      w: 620,
      h: 260,
      count: 40,
      avoid: { cx: 1250, cy: 170, rx: 150, ry: 160 },
    }) +
    at(1250, 190, laurel(doc, 150, { leaves: 9, size: 1.5 })) +
    at(1250, 212, trophy(doc), { s: 1.3 }) +
    at(1060, 360, coinStack(doc, 34, 4)) +
    at(1440, 365, coinStack(doc, 38, 3)) +
    tiltedCoin(doc, 1050, 110, 26, 20) +
    tiltedCoin(doc, 1470, 80, 22, -20, 0.6, 'star') +
    glints(doc, rand, {
      x: 980,
      y: 30,
      w: 580,
      h: 300,
      count: 10,
      avoid: { cx: 1250, cy: 200, rx: 170, ry: 200 },
    }),

  'w_rng-1': (doc, rand) =>
    bannerGround(doc, {
      right: '#4A0F4F',
      glowColor: '#EC4899',
      glow2: { cx: 1250, cy: 60, color: '#F5B40A' },
    }) +
    rays(doc, 1230, 200, 480, 24, '#F9A8D4', 0.2) +
    glints(doc, rand, {
      x: 960,
      y: 20,
      w: 620,
      h: 340,
      count: 14,
      avoid: { cx: 1230, cy: 205, rx: 230, ry: 190 },
    }) +
    at(
      1220,
      210,
      slotMachine(doc, [
        ['cherry', 'bell', 'gem'],
        ['seven', 'seven', 'seven'],
        ['lotus', 'cherry', 'bell'],
      ]),
      { s: 0.98 },
    ) +
    tiltedCoin(doc, 990, 110, 28, -20) +
    tiltedCoin(doc, 1010, 320, 24, 35, 0.6, 'star') +
    tiltedCoin(doc, 1500, 330, 30, 15) +
    tiltedCoin(doc, 1530, 90, 20, -30, 0.6, 'star'),

  'w_rng-2': (doc, rand) => {
    let reels = '';
    const cols = [
      ['bell', 'seven', 'cherry'],
      ['gem', 'lotus', 'seven'],
      ['cherry', 'star', 'bell'],
    ];
    cols.forEach((col, i) => {
      const x = 1040 + i * 190;
      let s = e('rect', {
        x: -78,
        y: -210,
        width: 156,
        height: 420,
        rx: 26,
        fill: doc.lin([
          ['0', '#fff', 0.02],
          ['0.5', '#fff', 0.16],
          ['1', '#fff', 0.02],
        ]),
        stroke: '#F5B40A',
        'stroke-opacity': 0.5,
        'stroke-width': 2,
      });
      col.forEach(
        (k, j) =>
          (s += at(0, -130 + j * 130, g({ filter: doc.shadow(4, 4, 0.5) }, slotSymbol(doc, k)), { s: 1.15 })),
      );
      reels += at(x, 200, s, { rot: 8 });
    });
    return (
      bannerGround(doc, {
        right: '#0E3B4F',
        glowColor: '#22D3EE',
        glow2: { cx: 1300, cy: 330, color: '#8B5CF6' },
        pattern: 'dots',
      }) +
      bokeh(doc, rand, { x: 950, y: 20, w: 620, h: 360, color: '#67E8F9' }) +
      glints(doc, rand, { x: 960, y: 20, w: 620, h: 340, count: 12, color: '#CFFAFE' }) +
      reels +
      e('rect', {
        x: 930,
        y: 170,
        width: 680,
        height: 60,
        fill: doc.lin(
          [
            ['0', '#F5B40A', 0],
            ['0.5', '#F5B40A', 0.25],
            ['1', '#F5B40A', 0],
          ],
          [0, 0, 1, 0],
        ),
      }) +
      tiltedCoin(doc, 1535, 320, 30, 20) +
      tiltedCoin(doc, 980, 350, 22, -25, 0.6, 'star')
    );
  },

  'w_live-1': (doc, rand) =>
    bannerGround(doc, {
      right: '#4C0D1E',
      glowColor: '#E11D48',
      glow2: { cx: 1260, cy: 200, color: '#F5B40A' },
    }) +
    glints(doc, rand, {
      x: 960,
      y: 20,
      w: 620,
      h: 340,
      count: 10,
      avoid: { cx: 1250, cy: 200, rx: 200, ry: 200 },
    }) +
    at(1250, 200, roulette(doc, 178)) +
    at(1040, 345, chipStack(doc, 44, 5, '#D62F4B')) +
    at(1480, 350, chipStack(doc, 42, 4, '#1F2937', { edge: '#F5B40A' })) +
    at(1530, 90, chip(doc, 30, '#6B2BD9'), { rot: 30, s: 1, sy: 0.6 }) +
    at(1010, 110, chip(doc, 26, '#10B981'), { rot: -20, s: 1, sy: 0.55 }),

  'w_live-2': (doc, rand) =>
    bannerGround(doc, {
      right: '#063B2C',
      glowColor: '#10B981',
      glow2: { cx: 1250, cy: 100, color: '#F5B40A' },
    }) +
    e('ellipse', {
      cx: 1260,
      cy: 540,
      rx: 560,
      ry: 300,
      fill: doc.rad(['#15803D', '#0B5A2E', '#063B1E'], { cy: 0.3, r: 0.7 }),
      stroke: '#C98A00',
      'stroke-width': 10,
    }) +
    e('ellipse', {
      cx: 1260,
      cy: 540,
      rx: 500,
      ry: 250,
      fill: 'none',
      stroke: '#F5D27A',
      'stroke-opacity': 0.45,
      'stroke-width': 2,
      'stroke-dasharray': '10 8',
    }) +
    e('path', {
      d: 'M1050 380A300 120 0 0 1 1470 380',
      stroke: '#F5D27A',
      'stroke-opacity': 0.4,
      'stroke-width': 2,
      fill: 'none',
    }) +
    at(1160, 250, g({ filter: doc.shadow(6, 6) }, card(doc, { rank: 'A', suitName: 'heart' })), {
      rot: -12,
      s: 1.05,
    }) +
    at(1270, 240, g({ filter: doc.shadow(6, 6) }, card(doc, { rank: 'K', suitName: 'spade' })), {
      rot: 8,
      s: 1.05,
    }) +
    at(1400, 180, g({ filter: doc.shadow(6, 6) }, card(doc, { back: true })), { rot: 18, s: 0.9 }) +
    at(1020, 340, chipStack(doc, 42, 6, '#D62F4B')) +
    at(1480, 345, chipStack(doc, 40, 4, '#6B2BD9')) +
    at(1550, 300, chipStack(doc, 32, 2, '#F5B40A', { edge: '#3B1585' })) +
    glints(doc, rand, { x: 960, y: 20, w: 620, h: 180, count: 8 }),

  'w_fish-1': (doc, rand) => {
    let bubbles = '';
    for (let i = 0; i < 16; i++)
      bubbles += at(940 + rand() * 640, 20 + rand() * 360, bubble(rand.range(5, 18)));
    let rayPath = '';
    for (let i = 0; i < 6; i++) {
      const x = 980 + i * 110;
      rayPath += d`M${x} 0L${x + 60} 0L${x - 40} 400L${x - 130} 400z`;
    }
    return (
      bannerGround(doc, {
        right: '#0B4F6C',
        glowColor: '#22D3EE',
        glow2: { cx: 1300, cy: 360, color: '#0EA5E9' },
        pattern: 'waves',
      }) +
      e('path', {
        d: rayPath,
        fill: doc.lin([
          ['0', '#E0F7FF', 0.18],
          ['1', '#E0F7FF', 0],
        ]),
      }) +
      e('path', {
        d: 'M940 400C980 330 960 300 1000 250 1010 300 1000 340 1020 400zM1540 400C1520 320 1560 280 1550 220 1590 270 1580 330 1600 400zM1080 400C1100 350 1090 320 1110 300 1130 340 1120 370 1130 400z',
        fill: '#064E3B',
        opacity: 0.8,
      }) +
      at(1480, 330, fish(doc, { body: ['#A5F3FC', '#22D3EE', '#0E7490'], fin: ['#67E8F9', '#0891B2'] }), {
        s: 0.45,
      }) +
      at(1050, 120, fish(doc, { body: ['#FECACA', '#F87171', '#9F1239'], fin: ['#FDA4AF', '#BE123C'] }), {
        s: 0.38,
        rot: 8,
      }) +
      at(1260, 200, fish(doc), { s: 1.45, rot: -6 }) +
      tiltedCoin(doc, 1400, 80, 20, 20, 0.6) +
      tiltedCoin(doc, 1120, 320, 18, -30, 0.6, 'star') +
      bubbles
    );
  },

  'w_pvp-1': (doc, rand) =>
    bannerGround(doc, {
      right: '#0F3D3A',
      glowColor: '#14B8A6',
      glow2: { cx: 1120, cy: 220, color: '#8B5CF6' },
      pattern: 'scales',
    }) +
    bokeh(doc, rand, { x: 950, y: 20, w: 620, h: 360, color: '#5EEAD4' }) +
    cardFan(
      doc,
      1080,
      170,
      [
        ['A', 'spade'],
        ['A', 'diamond'],
        ['A', 'club'],
        ['A', 'heart'],
      ],
      15,
      1.15,
    ) +
    at(1330, 250, mahjong(doc, 'dots', 5), { rot: -10, s: 1.35 }) +
    at(1440, 230, mahjong(doc, 'bamboo'), { rot: 6, s: 1.35 }) +
    at(1540, 270, mahjong(doc, 'dots', 2), { rot: 16, s: 1.2 }) +
    at(1230, 355, chipStack(doc, 36, 3, '#0F766E')) +
    glints(doc, rand, {
      x: 960,
      y: 20,
      w: 620,
      h: 340,
      count: 10,
      avoid: { cx: 1250, cy: 200, rx: 330, ry: 150 },
    }),

  'w_sports-1': (doc, rand) =>
    bannerGround(doc, {
      right: '#073B2A',
      glowColor: '#22C55E',
      glow2: { cx: 1260, cy: 80, color: '#FFF7D6' },
    }) +
    at(980, 40, floodlight(doc, { angle: -28, beam: 460 }), { s: 0.8 }) +
    at(1540, 40, floodlight(doc, { angle: 28, beam: 460 }), { s: 0.8 }) +
    e('path', { d: 'M900 400L1040 290H1480L1620 400z', fill: doc.lin(['#16A34A', '#14532D']) }) +
    e('path', {
      d: 'M975 345L1060 290M1565 345L1460 290M1260 290V400M1040 330H1480',
      stroke: '#fff',
      'stroke-opacity': 0.25,
      'stroke-width': 3,
      fill: 'none',
    }) +
    e('ellipse', {
      cx: 1260,
      cy: 350,
      rx: 90,
      ry: 26,
      fill: 'none',
      stroke: '#fff',
      'stroke-opacity': 0.25,
      'stroke-width': 3,
    }) +
    e('path', {
      d: 'M1060 150H1170M1040 190H1160M1070 230H1170',
      stroke: '#fff',
      'stroke-opacity': 0.5,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) +
    e('ellipse', { cx: 1270, cy: 318, rx: 80, ry: 12, fill: '#000', opacity: 0.45, filter: doc.blur(6) }) +
    glints(doc, rand, {
      x: 980,
      y: 20,
      w: 560,
      h: 200,
      count: 8,
      color: '#FFF7D6',
      avoid: { cx: 1270, cy: 195, rx: 120, ry: 120 },
    }) +
    at(1270, 195, football(doc, 100), { rot: 12 }),

  'w_sports-2': (doc, rand) => {
    let net = '';
    for (let i = 0; i < 6; i++) net += d`M${1404 + i * 18} 152L${1416 + i * 13} 240`;
    net += 'M1408 180H1494M1412 210H1488';
    return (
      bannerGround(doc, {
        right: '#4A1D08',
        glowColor: '#F97316',
        glow2: { cx: 1440, cy: 120, color: '#F5B40A' },
      }) +
      e('path', { d: 'M900 400Q1250 300 1600 330V400z', fill: doc.lin(['#B45309', '#78350F']) }) +
      e('path', {
        d: 'M1000 400Q1250 330 1600 350',
        stroke: '#FDE68A',
        'stroke-opacity': 0.35,
        'stroke-width': 3,
        fill: 'none',
      }) +
      e('rect', {
        x: 1370,
        y: 40,
        width: 170,
        height: 110,
        rx: 8,
        fill: '#fff',
        'fill-opacity': 0.14,
        stroke: '#fff',
        'stroke-width': 5,
      }) +
      e('rect', { x: 1420, y: 82, width: 70, height: 52, fill: 'none', stroke: '#fff', 'stroke-width': 4 }) +
      e('path', { d: net, stroke: '#fff', 'stroke-opacity': 0.75, 'stroke-width': 2.5, fill: 'none' }) +
      e('ellipse', {
        cx: 1455,
        cy: 152,
        rx: 56,
        ry: 10,
        fill: 'none',
        stroke: '#F97316',
        'stroke-width': 7,
      }) +
      e('path', {
        d: 'M1060 330C1100 200 1200 130 1300 150',
        stroke: '#FED7AA',
        'stroke-opacity': 0.5,
        'stroke-width': 4,
        'stroke-dasharray': '2 14',
        'stroke-linecap': 'round',
        fill: 'none',
      }) +
      glints(doc, rand, {
        x: 980,
        y: 20,
        w: 600,
        h: 320,
        count: 10,
        color: '#FFEDD5',
        avoid: { cx: 1250, cy: 215, rx: 110, ry: 110 },
      }) +
      at(1250, 215, basketball(doc, 96), { rot: -15 })
    );
  },

  'w_esports-1': (doc, rand) => {
    let grid = '';
    for (let i = 0; i <= 12; i++) grid += d`M${1260 + (i - 6) * 30} 250L${1260 + (i - 6) * 180} 400`;
    for (const y of [262, 280, 305, 340, 390]) grid += d`M860 ${y}H1620`;
    let sunStripes = '';
    for (let i = 0; i < 5; i++) {
      const y = 172 + i * 16;
      const half = Math.sqrt(130 ** 2 - (y + 3 - 170) ** 2);
      sunStripes += e('rect', { x: 1260 - half, y, width: 2 * half, height: 3 + i * 2, fill: '#2A0B4A' });
    }
    return (
      bannerGround(doc, {
        right: '#2A0B4A',
        glowColor: '#D946EF',
        glow2: { cx: 1260, cy: 330, color: '#22D3EE' },
      }) +
      e('circle', { cx: 1260, cy: 170, r: 130, fill: doc.lin(['#FDE047', '#F472B6', '#A855F7']) }) +
      sunStripes +
      g(
        { mask: fadeMask(doc, 1600, 400, 860, 1100) },
        e('rect', { x: 860, y: 250, width: 740, height: 150, fill: doc.lin(['#2A0B4A', '#120A24']) }) +
          e('path', { d: grid, stroke: '#22D3EE', 'stroke-width': 2, opacity: 0.75 }) +
          e('path', { d: 'M860 250H1620', stroke: '#F0ABFC', 'stroke-width': 3 }),
      ) +
      at(1265, 220, controller(doc), { rot: -8, s: 1.12 }) +
      glints(doc, rand, { x: 980, y: 20, w: 600, h: 200, count: 10, color: '#E0F2FE' })
    );
  },

  'w_lott-1': (doc, rand) => {
    const inside = [
      ['#EF4444', 7],
      ['#3B82F6', 12],
      ['#22C55E', 23],
      ['#F59E0B', 31],
      ['#A855F7', 4],
      ['#EC4899', 18],
      ['#14B8A6', 9],
    ];
    let balls = '';
    const spots = [
      [1102, 270],
      [1150, 292],
      [1200, 292],
      [1248, 272],
      [1126, 242],
      [1176, 250],
      [1224, 238],
      [1150, 150],
    ];
    inside.forEach(
      ([c, num], i) =>
        (balls += at(spots[i][0], spots[i][1], lottoBall(doc, 25, c, num), { rot: ((i * 37) % 50) - 25 })),
    );
    balls += at(spots[7][0], spots[7][1], lottoBall(doc, 22, '#F97316', 36), { rot: 20 });
    return (
      bannerGround(doc, {
        right: '#1E2A6E',
        glowColor: '#6366F1',
        glow2: { cx: 1420, cy: 300, color: '#F5B40A' },
        pattern: 'dots',
      }) +
      e('rect', { x: 1100, y: 330, width: 150, height: 40, rx: 10, fill: doc.lin(['#FFE08A', '#B87A00']) }) +
      e('path', { d: 'M1130 330L1150 300H1200L1220 330z', fill: '#C98A00' }) +
      e('circle', {
        cx: 1175,
        cy: 190,
        r: 135,
        fill: doc.rad([
          ['0', '#fff', 0.05],
          ['0.85', '#C7D2FE', 0.12],
          ['1', '#fff', 0.35],
        ]),
        stroke: '#E0E7FF',
        'stroke-opacity': 0.7,
        'stroke-width': 3,
      }) +
      balls +
      e('path', {
        d: 'M1080 110A120 120 0 0 1 1200 62',
        stroke: '#fff',
        'stroke-opacity': 0.6,
        'stroke-width': 8,
        'stroke-linecap': 'round',
        fill: 'none',
      }) +
      at(1370, 320, lottoBall(doc, 50, '#F5B40A', 8)) +
      at(1475, 250, lottoBall(doc, 44, '#EF4444', 27)) +
      at(1540, 345, lottoBall(doc, 36, '#8B5CF6', 15)) +
      at(1420, 130, lottoBall(doc, 30, '#22C55E', 3)) +
      glints(doc, rand, { x: 980, y: 20, w: 600, h: 320, count: 12 })
    );
  },
};
