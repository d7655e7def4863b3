// VIP level badges 0..9, 120 x 120: metal and ornament grow with the level
// (starter, bronze, silver, gold, platinum, diamond, crown, royal, imperial, legend).
import { rays } from './backdrops.mjs';
import { starPath } from './motifs/casino.mjs';
import { laurel } from './motifs/ornaments.mjs';
import { SANS } from './palette.mjs';
import { at, Doc, e, g } from './svg.mjs';

/** name, metal [light, mid, dark], inner disc [top, bottom], accent (ribbon, gems). */
const LEVELS = [
  ['Starter', ['#EEEAF8', '#A59DC0', '#5E5776'], ['#3A3450', '#1E1A2C'], '#8B5CF6'],
  ['Bronze', ['#FBD3AE', '#C77B3F', '#6E3A18'], ['#5A2E14', '#2C1408'], '#B45309'],
  ['Silver', ['#FFFFFF', '#C3C9D2', '#6B7380'], ['#3C4350', '#1D222B'], '#2563EB'],
  ['Gold', ['#FFF1B8', '#F5B40A', '#9A6400'], ['#5B3A06', '#2E1D03'], '#DC2626'],
  ['Platinum', ['#FFFFFF', '#B4C2D6', '#52617A'], ['#24344D', '#101A2A'], '#0EA5E9'],
  ['Diamond', ['#E6FCFF', '#5EE0F5', '#0E7490'], ['#0B3B4D', '#041E28'], '#22D3EE'],
  ['Crown', ['#FFF1B8', '#F5B40A', '#9A6400'], ['#3B1585', '#1F1140'], '#8B5CF6'],
  ['Royal', ['#F3E8FF', '#A78BFA', '#4C1D95'], ['#2E1065', '#16072F'], '#F5B40A'],
  ['Imperial', ['#FFE4E6', '#F43F5E', '#7F1D1D'], ['#4C0519', '#22020B'], '#F5B40A'],
  ['Legend', ['#FFF7D6', '#F5B40A', '#8A5600'], ['#1F1140', '#0F0B1A'], '#E879F9'],
];

const SHIELD = 'M0-31L27-22V0C27 18 15 28 0 35-15 28-27 18-27 0V-22z';
const WING =
  'M0-6C10-18 26-25 38-23 34-17 31-13 25-11 31-10 35-7 36-2 30-1 25 0 21 0 26 2 29 6 29 10 23 10 18 9 13 7 16 10 17 13 16 17 10 14 4 10 0 6z';
const CROWN = 'M-17 6L-20-11-8-2 0-15 8-2 20-11 17 6z';
const GEMS = ['#F43F5E', '#22D3EE', '#34D399'];

function metal(doc, m) {
  return doc.lin([m[0], m[1], m[2]], [0.2, 0, 0.8, 1]);
}

function base(doc, level, m, disc) {
  const outer = metal(doc, m);
  const inner = doc.lin(disc);
  if (level <= 2) {
    return (
      e('circle', { r: 31, fill: outer }) +
      e('circle', { r: 25, fill: inner, stroke: m[0], 'stroke-opacity': 0.6, 'stroke-width': 1.2 })
    );
  }
  if (level <= 5) {
    return (
      e('path', { d: SHIELD, fill: outer }) +
      e('path', {
        d: SHIELD,
        fill: inner,
        transform: 'scale(0.8) translate(0 1)',
        stroke: m[0],
        'stroke-opacity': 0.6,
        'stroke-width': 1.4,
      })
    );
  }
  return (
    e('path', { d: starPath(34, 29.5, 12), fill: outer }) +
    e('circle', { r: 25, fill: inner, stroke: m[0], 'stroke-opacity': 0.7, 'stroke-width': 1.4 }) +
    e('circle', {
      r: 21.5,
      fill: 'none',
      stroke: m[1],
      'stroke-opacity': 0.6,
      'stroke-width': 1,
      'stroke-dasharray': '2 3',
    })
  );
}

function ribbon(accent) {
  return (
    e('path', { d: 'M-16 18L-24 46-15 41-9 48-3 24z', fill: accent }) +
    e('path', { d: 'M16 18L24 46 15 41 9 48 3 24z', fill: accent }) +
    e('path', {
      d: 'M-16 18L-24 46-15 41-9 48-3 24zM16 18L24 46 15 41 9 48 3 24z',
      fill: '#000',
      opacity: 0.2,
      transform: 'translate(0 1) scale(1 0.98)',
    })
  );
}

function wings(doc, m, size) {
  const fill = metal(doc, m);
  const w = e('path', { d: WING, fill, stroke: m[2], 'stroke-width': 1 });
  return at(22, -6, w, { s: size }) + g({ transform: 'scale(-1 1)' }, at(22, -6, w, { s: size }));
}

function crown(doc, gemColors, y) {
  return at(
    0,
    y,
    e('path', {
      d: CROWN,
      fill: doc.lin(['#FFF1B8', '#F5B40A', '#9A6400'], [0, 0, 1, 1]),
      stroke: '#7A4A00',
      'stroke-width': 1,
    }) +
      e('rect', { x: -17, y: 5, width: 34, height: 6, rx: 2, fill: '#C98A00' }) +
      gemColors.map((c, i) => e('circle', { cx: (i - 1) * 10, cy: 8, r: 2.2, fill: c })).join('') +
      e('circle', { cx: 0, cy: -15, r: 2.6, fill: '#FFF6D6' }),
  );
}

function gem(color, x, y, r) {
  return e('path', {
    d: `M${x} ${y - r}L${x + r * 0.8} ${y}L${x} ${y + r}L${x - r * 0.8} ${y}z`,
    fill: color,
    stroke: '#fff',
    'stroke-opacity': 0.7,
    'stroke-width': 0.8,
  });
}

function badge(level) {
  const [name, m, disc, accent] = LEVELS[level];
  const doc = new Doc();
  let back = '';
  let front = '';
  if (level === 9) back += rays(doc, 0, 0, 56, 20, '#FFE9A3', 0.5);
  if (level >= 7)
    back += e('circle', {
      r: 46,
      fill: doc.rad([
        ['0', accent, 0.5],
        ['1', accent, 0],
      ]),
    });
  if (level >= 7)
    back += wings(
      doc,
      level === 7 ? ['#F3E8FF', '#C4B5FD', '#6D28D9'] : ['#FFF1B8', '#F5B40A', '#9A6400'],
      level === 7 ? 0.78 : level === 8 ? 0.86 : 0.92,
    );
  if (level === 1 || level === 2 || level === 3) back += ribbon(accent);
  if (level >= 4 && level <= 6) back += laurel(doc, 36, { leaves: 6, size: 0.75 });
  if (level === 2)
    front += e('path', {
      d: starPath(7, 3),
      fill: metal(doc, ['#FFF1B8', '#F5B40A', '#9A6400']),
      transform: 'translate(0 -33)',
    });
  if (level === 3) {
    front += [-14, 0, 14]
      .map((x) =>
        e('path', {
          d: starPath(x ? 5 : 7, x ? 2.2 : 3),
          fill: '#FFF6D6',
          transform: `translate(${x} ${x ? -31 : -36})`,
        }),
      )
      .join('');
  }
  if (level === 4) front += gem('#E0F2FE', 0, -33, 6);
  if (level === 5)
    front += gem('#A5F3FC', 0, -35, 9) + gem('#E0FBFF', -22, -22, 4) + gem('#E0FBFF', 22, -22, 4);
  if (level >= 6) front += crown(doc, level >= 8 ? GEMS : [accent, '#fff', accent], -33);
  if (level >= 8) front += gem(GEMS[1], -30, 12, 4) + gem(GEMS[0], 30, 12, 4);
  if (level === 9) {
    front +=
      e('path', {
        d: 'M-30 25H30L25 32.5 30 40H-30L-25 32.5z',
        fill: doc.lin(['#F0ABFC', '#A21CAF'], [0, 0, 1, 1]),
        stroke: '#FFE08A',
        'stroke-width': 1.2,
      }) +
      [-12, 0, 12]
        .map((x) =>
          e('path', {
            d: starPath(x ? 3.4 : 4.4, x ? 1.5 : 1.9),
            fill: '#FFF6D6',
            transform: `translate(${x} 32.5)`,
          }),
        )
        .join('');
  }
  const numeral = e(
    'text',
    {
      y: level >= 3 && level <= 5 ? 12 : 11,
      'text-anchor': 'middle',
      'font-family': SANS,
      'font-weight': 900,
      'font-size': 30,
      fill: doc.lin(['#FFFFFF', m[0]]),
      stroke: disc[1],
      'stroke-width': 2,
      'paint-order': 'stroke',
    },
    String(level),
  );
  const body = at(60, level >= 6 ? 64 : 58, back + base(doc, level, m, disc) + numeral + front);
  return [
    `vip/level-${level}.svg`,
    doc.render({ w: 120, h: 120, title: `VIP level ${level}: ${name}`, body }),
  ];
}

export function vipBadges() {
  return LEVELS.map((_, level) => badge(level));
}
