// Points-shop items, 400 x 300: product-style illustrations on a soft gradient card.
import { coin, coinStack, lotusMark, shade } from './motifs/casino.mjs';
import { fortuneWheel, slotSymbol } from './motifs/games.mjs';
import { sparkle } from './motifs/ornaments.mjs';
import { cycleArrows } from './motifs/promo.mjs';
import { phone } from './motifs/scenes.mjs';
import { SANS } from './palette.mjs';
import { at, d, Doc, e, g } from './svg.mjs';

function card(doc, [top, bottom]) {
  const dots = doc.raw('dots', (id) =>
    e(
      'pattern',
      { id, width: 18, height: 18, patternUnits: 'userSpaceOnUse' },
      e('circle', { cx: 9, cy: 9, r: 1.3, fill: shade(bottom, -0.25), 'fill-opacity': 0.35 }),
    ),
  );
  return (
    e('rect', { width: 400, height: 300, fill: doc.lin([top, bottom]) }) +
    e('rect', { width: 400, height: 300, fill: `url(#${dots})` }) +
    e('ellipse', {
      cx: 200,
      cy: 130,
      rx: 190,
      ry: 140,
      fill: doc.rad([
        ['0', '#FFFFFF', 0.85],
        ['1', '#FFFFFF', 0],
      ]),
    }) +
    e('ellipse', {
      cx: 200,
      cy: 262,
      rx: 130,
      ry: 16,
      fill: shade(bottom, -0.45),
      opacity: 0.35,
      filter: doc.blur(7),
    })
  );
}

function amountPill(label) {
  const w = 30 + label.length * 20;
  return (
    e('rect', {
      x: -w / 2,
      y: -24,
      width: w,
      height: 48,
      rx: 24,
      fill: '#6B2BD9',
      stroke: '#fff',
      'stroke-width': 4,
    }) +
    e(
      'text',
      {
        y: 12,
        'text-anchor': 'middle',
        'font-family': SANS,
        'font-weight': 900,
        'font-size': 32,
        fill: '#fff',
      },
      label,
    )
  );
}

function earbuds(doc) {
  const white = doc.lin(['#FFFFFF', '#E9E6F0', '#B9B4C8'], [0, 0, 1, 1]);
  const bud = (x, y, rot) =>
    at(
      x,
      y,
      e('rect', {
        x: -9,
        y: 0,
        width: 18,
        height: 66,
        rx: 9,
        fill: white,
        stroke: '#C9C3D8',
        'stroke-width': 1.2,
      }) +
        e('rect', { x: -4, y: 56, width: 8, height: 6, rx: 2, fill: '#A8A2B8' }) +
        e('ellipse', {
          cx: -4,
          cy: -4,
          rx: 24,
          ry: 20,
          fill: white,
          stroke: '#C9C3D8',
          'stroke-width': 1.2,
        }) +
        e('ellipse', {
          cx: -18,
          cy: -2,
          rx: 10,
          ry: 11,
          fill: doc.rad(['#6B6584', '#2A2638'], { cx: 0.4, cy: 0.35 }),
        }) +
        e('ellipse', { cx: 2, cy: -14, rx: 9, ry: 4, fill: '#fff' }),
      { rot },
    );
  return (
    e('rect', {
      x: -120,
      y: -50,
      width: 150,
      height: 116,
      rx: 50,
      fill: white,
      stroke: '#C9C3D8',
      'stroke-width': 1.5,
    }) +
    e('path', { d: 'M-118-14H28', stroke: '#CFCADB', 'stroke-width': 3 }) +
    e('rect', { x: -56, y: 20, width: 22, height: 5, rx: 2.5, fill: '#34D399' }) +
    e('ellipse', { cx: -80, cy: -36, rx: 26, ry: 6, fill: '#fff', opacity: 0.9 }) +
    bud(72, -30, 14) +
    bud(118, -10, -10)
  );
}

function smartwatch(doc) {
  const strap = doc.lin(['#7C3AED', '#4C1D95'], [0, 0, 1, 0]);
  const ring = (r, color, frac) => {
    const c = 2 * Math.PI * r;
    return (
      e('circle', { r, fill: 'none', stroke: color, 'stroke-opacity': 0.25, 'stroke-width': 9 }) +
      e('circle', {
        r,
        fill: 'none',
        stroke: color,
        'stroke-width': 9,
        'stroke-linecap': 'round',
        'stroke-dasharray': d`${c * frac} ${c}`,
        transform: 'rotate(-90)',
      })
    );
  };
  return (
    e('rect', { x: -42, y: -130, width: 84, height: 260, rx: 22, fill: strap }) +
    e('path', { d: 'M-42-100H42M-42 100H42', stroke: '#2E1065', 'stroke-opacity': 0.5, 'stroke-width': 2 }) +
    e('rect', {
      x: -66,
      y: -76,
      width: 132,
      height: 152,
      rx: 40,
      fill: doc.lin(['#E5E7EB', '#6B7280', '#374151'], [0, 0, 1, 1]),
    }) +
    e('rect', { x: -60, y: -70, width: 120, height: 140, rx: 34, fill: '#0B0814' }) +
    e('rect', {
      x: 64,
      y: -28,
      width: 10,
      height: 26,
      rx: 4,
      fill: doc.lin(['#F3F4F6', '#6B7280'], [0, 0, 1, 0]),
    }) +
    at(0, -4, ring(40, '#F43F5E', 0.78) + ring(28, '#A3E635', 0.6) + ring(16, '#22D3EE', 0.85)) +
    e('rect', { x: -24, y: 50, width: 48, height: 6, rx: 3, fill: '#F5B40A' }) +
    e('path', { d: 'M-52-60L-10-70H20L-60 10z', fill: '#fff', opacity: 0.07 })
  );
}

function goldBars(doc) {
  const top = doc.lin(['#FFF6D0', '#F5C842'], [0, 0, 1, 1]);
  const front = doc.lin(['#F5B40A', '#B87A00']);
  const bar = (x, y) =>
    at(
      x,
      y,
      e('path', { d: 'M-60-18L-44-40H44L60-18z', fill: top }) +
        e('path', { d: 'M-60-18H60V10H-60z', fill: front }) +
        at(0, -29, lotusMark(doc, { mono: '#C98A00' }), { s: 0.45, sy: 0.35 }) +
        e('path', {
          d: 'M-52-20L-40-36H0',
          stroke: '#fff',
          'stroke-opacity': 0.7,
          'stroke-width': 2.5,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
    );
  return (
    bar(-62, 50) +
    bar(62, 50) +
    bar(0, 12) +
    at(84, -40, sparkle(16, '#fff')) +
    at(-70, -10, sparkle(10, '#fff'))
  );
}

function reel(doc) {
  const drum = doc.lin([
    ['0', '#C4B5FD'],
    ['0.2', '#FFFFFF'],
    ['0.8', '#FFFFFF'],
    ['1', '#C4B5FD'],
  ]);
  return (
    at(0, 0, cycleArrows(doc, 112, '#8B5CF6', 12)) +
    e('rect', {
      x: -62,
      y: -92,
      width: 124,
      height: 184,
      rx: 18,
      fill: doc.lin(['#FFE08A', '#C98A00'], [0, 0, 1, 1]),
    }) +
    e('rect', { x: -52, y: -82, width: 104, height: 164, rx: 12, fill: drum }) +
    at(0, -52, g({ opacity: 0.5 }, slotSymbol(doc, 'cherry')), { s: 0.5, sy: 0.35 }) +
    at(0, 2, slotSymbol(doc, 'seven'), { s: 0.75 }) +
    at(0, 56, g({ opacity: 0.5 }, slotSymbol(doc, 'bell')), { s: 0.5, sy: 0.35 }) +
    e('path', { d: 'M-52-30H52M-52 34H52', stroke: '#F5B40A', 'stroke-width': 2.5 })
  );
}

const ITEMS = {
  'bonus-50': [
    '50 points bonus',
    ['#FFF8E6', '#F6DFA6'],
    (doc) =>
      at(160, 205, coinStack(doc, 46, 6, { face: 'letter' })) +
      at(245, 222, coinStack(doc, 40, 3, { face: 'letter' })) +
      at(260, 70, amountPill('50')),
  ],
  'bonus-200': [
    '200 points bonus',
    ['#FFF4DA', '#F3CF7A'],
    (doc) =>
      at(120, 215, coinStack(doc, 42, 5, { face: 'letter' })) +
      at(200, 200, coinStack(doc, 46, 9, { face: 'letter' })) +
      at(282, 222, coinStack(doc, 40, 4, { face: 'letter' })) +
      at(300, 62, amountPill('200')) +
      at(90, 90, coin(doc, 22, { face: 'letter' }), { rot: -20, s: 1, sy: 0.7 }),
  ],
  'free-spins': [
    'Free spins',
    ['#FDF0FA', '#F3C6E6'],
    (doc) => at(200, 148, reel(doc), { s: 0.95 }) + at(310, 62, amountPill('10'), { s: 0.8 }),
  ],
  'lucky-spin': [
    'Lucky spin',
    ['#F6F0FF', '#D8C8FA'],
    (doc) =>
      e('path', { d: 'M200 150L165 262H235z', fill: doc.lin(['#FFE08A', '#B87A00']) }) +
      at(200, 140, fortuneWheel(doc, 108)),
  ],
  earbuds: ['Wireless earbuds', ['#EEFBF6', '#BFEBDB'], (doc) => at(180, 170, earbuds(doc))],
  smartwatch: ['Smartwatch', ['#EEF6FF', '#C3DCF7'], (doc) => at(200, 145, smartwatch(doc), { s: 0.92 })],
  smartphone: [
    'Smartphone',
    ['#F4F0FF', '#D5C9F5'],
    (doc) => at(200, 145, g({ filter: doc.shadow(8, 10, 0.35) }, phone(doc, 128, 250)), { rot: -8 }),
  ],
  'gold-bar': ['Gold bar', ['#FFF9E8', '#F1DCA4'], (doc) => at(200, 175, goldBars(doc), { s: 1.2 })],
};

export function pointItems() {
  return Object.entries(ITEMS).map(([slug, [title, colors, draw]]) => {
    const doc = new Doc();
    const body = card(doc, colors) + draw(doc);
    return [`points/${slug}.svg`, doc.render({ w: 400, h: 300, title, body })];
  });
}
