// Banners of the site pages (download, promotions, shop, help, login, register).
import { bannerGround, glow, rays } from './backdrops.mjs';
import { coin, coinStack, lotusMark, tiltedCoin } from './motifs/casino.mjs';
import { confetti, gift, glints, sparkle } from './motifs/ornaments.mjs';
import { chatBubble, headset, phone } from './motifs/scenes.mjs';
import { at, e, g } from './svg.mjs';

export const SITE_BANNERS = {
  'w_down-1': (doc, rand) =>
    bannerGround(doc, {
      right: '#3B1585',
      glowColor: '#8B5CF6',
      glow2: { cx: 1250, cy: 360, color: '#F5B40A' },
    }) +
    rays(doc, 1250, 200, 460, 26, '#DDD6FE', 0.18) +
    at(1250, 215, g({ filter: doc.shadow(12, 14, 0.6) }, phone(doc, 190, 380)), { rot: -8, s: 0.95 }) +
    at(
      1450,
      150,
      e('circle', { r: 46, fill: doc.lin(['#FFE08A', '#E9A908']) }) +
        e('path', {
          d: 'M0-22V16M-16 2L0 18 16 2M-20 26H20',
          stroke: '#3B1585',
          'stroke-width': 7,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
          fill: 'none',
        }),
      { rot: 8 },
    ) +
    tiltedCoin(doc, 1060, 120, 30, -20) +
    tiltedCoin(doc, 1080, 320, 24, 25, 0.6, 'star') +
    tiltedCoin(doc, 1490, 320, 28, 20) +
    glints(doc, rand, {
      x: 980,
      y: 20,
      w: 600,
      h: 340,
      count: 12,
      avoid: { cx: 1250, cy: 210, rx: 130, ry: 200 },
    }),

  'w_promotion-1': (doc, rand) =>
    bannerGround(doc, {
      right: '#5B0F3F',
      glowColor: '#EC4899',
      glow2: { cx: 1260, cy: 330, color: '#F5B40A' },
    }) +
    rays(doc, 1260, 260, 480, 30, '#FFE9A3', 0.22) +
    confetti(rand, { x: 940, y: 0, w: 660, h: 260, count: 48 }) +
    at(1110, 375, gift(doc, { w: 130, h: 110, box: ['#F472B6', '#9D174D'] })) +
    at(1440, 375, gift(doc, { w: 120, h: 96, box: ['#22D3EE', '#0E7490'], ribbon: ['#FFFFFF', '#F9A8D4'] })) +
    at(1275, 375, gift(doc, { w: 170, h: 150, box: ['#A78BFA', '#4C1D95'] })) +
    tiltedCoin(doc, 1540, 110, 24, 25) +
    tiltedCoin(doc, 1000, 180, 22, -25, 0.6, 'star') +
    glints(doc, rand, { x: 980, y: 20, w: 600, h: 200, count: 8 }),

  'w_promotion-2': (doc, rand) =>
    bannerGround(doc, {
      right: '#3B1585',
      glowColor: '#F5B40A',
      glow2: { cx: 1000, cy: 100, color: '#EC4899' },
    }) +
    rays(doc, 1250, 190, 500, 36, '#FFE9A3', 0.3) +
    e('path', {
      d: 'M1020 290Q1250 230 1480 290L1500 350Q1250 290 1000 350z',
      fill: doc.lin(['#BE123C', '#F43F5E', '#BE123C'], [0, 0, 1, 0]),
    }) +
    e('path', {
      d: 'M1020 290L960 300 990 330 970 360 1000 350zM1480 290L1540 300 1510 330 1530 360 1500 350z',
      fill: '#9F1239',
    }) +
    at(
      1250,
      185,
      e('circle', { r: 118, fill: doc.lin(['#FFF1B8', '#F5B40A', '#B87A00'], [0, 0, 1, 1]) }) +
        e('circle', {
          r: 100,
          fill: doc.lin(['#6B2BD9', '#2E1065'], [0, 0, 1, 1]),
          stroke: '#FFE08A',
          'stroke-width': 4,
        }) +
        e('circle', { cx: -32, cy: -32, r: 20, fill: 'none', stroke: '#FFD56B', 'stroke-width': 14 }) +
        e('circle', { cx: 32, cy: 32, r: 20, fill: 'none', stroke: '#FFD56B', 'stroke-width': 14 }) +
        e('path', { d: 'M40-52L-40 52', stroke: '#FFD56B', 'stroke-width': 16, 'stroke-linecap': 'round' }),
    ) +
    confetti(rand, {
      x: 940,
      y: 0,
      w: 660,
      h: 400,
      count: 40,
      avoid: { cx: 1250, cy: 185, rx: 125, ry: 125 },
    }) +
    at(1500, 120, sparkle(26)) +
    at(1010, 200, sparkle(18)) +
    tiltedCoin(doc, 1070, 110, 26, -25) +
    tiltedCoin(doc, 1450, 360, 24, 25, 0.6, 'star'),

  'w_shop-1': (doc, rand) =>
    bannerGround(doc, {
      right: '#4A2A06',
      glowColor: '#F5B40A',
      glow2: { cx: 1100, cy: 120, color: '#8B5CF6' },
      pattern: 'dots',
    }) +
    rays(doc, 1230, 190, 440, 24, '#FFE9A3', 0.22) +
    at(1040, 355, coinStack(doc, 44, 6, { face: 'letter' })) +
    at(1135, 370, coinStack(doc, 38, 3, { face: 'letter' })) +
    at(1260, 180, g({ filter: doc.shadow(8, 10, 0.5) }, coin(doc, 96, { face: 'letter' }))) +
    at(1450, 375, gift(doc, { w: 140, h: 120, box: ['#A78BFA', '#4C1D95'] })) +
    tiltedCoin(doc, 1400, 90, 26, 20, 0.6, 'letter') +
    tiltedCoin(doc, 1560, 180, 20, -30, 0.6, 'letter') +
    glints(doc, rand, {
      x: 980,
      y: 20,
      w: 600,
      h: 320,
      count: 14,
      avoid: { cx: 1260, cy: 180, rx: 110, ry: 110 },
    }),

  'w_help-1': (doc, rand) =>
    bannerGround(doc, {
      right: '#1E2A6E',
      glowColor: '#6366F1',
      glow2: { cx: 1440, cy: 140, color: '#8B5CF6' },
      pattern: 'dots',
    }) +
    e('circle', {
      cx: 1200,
      cy: 200,
      r: 150,
      fill: '#fff',
      'fill-opacity': 0.05,
      stroke: '#C7D2FE',
      'stroke-opacity': 0.25,
      'stroke-width': 2,
    }) +
    e('circle', { cx: 1200, cy: 200, r: 118, fill: '#fff', 'fill-opacity': 0.05 }) +
    at(1200, 200, headset(doc), { s: 1.05 }) +
    at(
      1440,
      120,
      g({ filter: doc.shadow(6, 8) }, chatBubble(doc, 150, 70, doc.lin(['#A78BFA', '#6B2BD9']))),
    ) +
    at(
      1480,
      255,
      g(
        { filter: doc.shadow(6, 8) },
        chatBubble(doc, 130, 62, doc.lin(['#FFE08A', '#E9A908']), { tail: 'right', dots: '#3B1585' }),
      ),
    ) +
    at(
      1020,
      300,
      e('circle', { r: 34, fill: '#22C55E' }) +
        e('path', {
          d: 'M-14 0L-4 10 14-10',
          stroke: '#fff',
          'stroke-width': 7,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
          fill: 'none',
        }),
    ) +
    glints(doc, rand, {
      x: 980,
      y: 20,
      w: 600,
      h: 340,
      count: 10,
      color: '#E0E7FF',
      avoid: { cx: 1300, cy: 200, rx: 260, ry: 160 },
    }),

  'w_login-1': (doc, rand) => {
    let stars = '';
    for (let i = 0; i < 40; i++)
      stars += e('circle', {
        cx: 900 + rand() * 700,
        cy: rand() * 400,
        r: rand.range(0.6, 1.8),
        fill: '#fff',
        opacity: rand.range(0.3, 0.9),
      });
    let orbit = '';
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * 2 * Math.PI + 0.4;
      orbit += tiltedCoin(
        doc,
        1250 + 230 * Math.cos(a),
        200 + 130 * Math.sin(a),
        22 + (i % 2) * 6,
        (a * 180) / Math.PI,
        0.6,
        i % 2 ? 'star' : 'lotus',
      );
    }
    return (
      bannerGround(doc, {
        right: '#2A1466',
        glowColor: '#8B5CF6',
        glow2: { cx: 1250, cy: 200, color: '#F5B40A' },
      }) +
      stars +
      e('ellipse', {
        cx: 1250,
        cy: 200,
        rx: 230,
        ry: 130,
        fill: 'none',
        stroke: '#F5D27A',
        'stroke-opacity': 0.35,
        'stroke-width': 2,
      }) +
      e('circle', {
        cx: 1250,
        cy: 200,
        r: 112,
        fill: doc.lin(['#2E1065', '#0F0B1A']),
        stroke: doc.lin(['#FFF1B8', '#E9A908', '#8A5600'], [0, 0, 1, 1]),
        'stroke-width': 8,
      }) +
      e('circle', {
        cx: 1250,
        cy: 200,
        r: 98,
        fill: 'none',
        stroke: '#F5D27A',
        'stroke-opacity': 0.5,
        'stroke-width': 1.5,
        'stroke-dasharray': '3 6',
      }) +
      at(1250, 196, lotusMark(doc), { s: 3.8 }) +
      orbit +
      glints(doc, rand, {
        x: 980,
        y: 20,
        w: 600,
        h: 340,
        count: 8,
        avoid: { cx: 1250, cy: 200, rx: 130, ry: 130 },
      })
    );
  },

  'w_reg-1': (doc, rand) =>
    bannerGround(doc, {
      right: '#5B3A06',
      glowColor: '#F5B40A',
      glow2: { cx: 1120, cy: 330, color: '#EC4899' },
    }) +
    rays(doc, 1250, 250, 520, 32, '#FFF1B8', 0.3) +
    e('path', {
      d: 'M1165 250L1040 0H1460L1335 250z',
      fill: doc.lin([
        ['0', '#FFF7D6', 0],
        ['1', '#FFF7D6', 0.55],
      ]),
    }) +
    glow(doc, 1250, 240, 160, 60, '#FFF7D6', 0.9) +
    confetti(rand, {
      x: 960,
      y: 0,
      w: 640,
      h: 240,
      count: 30,
      avoid: { cx: 1250, cy: 120, rx: 150, ry: 140 },
    }) +
    tiltedCoin(doc, 1180, 150, 30, -25) +
    tiltedCoin(doc, 1300, 95, 26, 25, 0.6, 'star') +
    tiltedCoin(doc, 1255, 190, 22, 10) +
    tiltedCoin(doc, 1340, 200, 18, -40, 0.6, 'star') +
    at(1250, 390, gift(doc, { w: 210, h: 130, box: ['#A78BFA', '#4C1D95'], open: true })) +
    e('circle', { cx: 1250, cy: 325, r: 36, fill: '#2E1065', stroke: '#FFE08A', 'stroke-width': 4 }) +
    at(1250, 324, lotusMark(doc), { s: 1.25 }) +
    at(1060, 360, coinStack(doc, 36, 5)) +
    at(1470, 370, coinStack(doc, 34, 3)) +
    at(1560, 250, sparkle(22)) +
    glints(doc, rand, {
      x: 980,
      y: 20,
      w: 600,
      h: 300,
      count: 10,
      avoid: { cx: 1250, cy: 250, rx: 140, ry: 160 },
    }),
};
