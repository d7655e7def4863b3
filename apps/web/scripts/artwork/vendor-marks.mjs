// One simple geometric emblem per game vendor, drawn in a 40 x 40 box centred on the origin.
// Colours come in as c = { a: main, b: second, w: light detail, k: dark detail (cut-out), fg: white part }
// so the same
// drawing serves the colour logo and, rendered into a luminance mask, the all-white logo.
import { lotusMark, starPath, SUITS } from './motifs/casino.mjs';
import { d, e } from './svg.mjs';

const circle = (r, fill, cx = 0, cy = 0) => e('circle', { cx, cy, r, fill });
const path = (p, fill) => e('path', { d: p, fill });
const line = (p, stroke, width, extra = {}) =>
  e('path', {
    d: p,
    stroke,
    'stroke-width': width,
    fill: 'none',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

const ball = (c, inner) => circle(19, c.a) + circle(11, c.w) + inner;

const PIXEL_CROWN = [
  'X...X...X',
  'X...X...X',
  'XX.XXX.XX',
  'XXXXXXXXX',
  'XXXXXXXXX',
  '.........',
  'XXXXXXXXX',
];

export const MARKS = {
  lotus: (c, doc) => (c.mask ? lotusMark(doc, { mono: c.a }) : lotusMark(doc)),
  peak: (c) =>
    path('M-20 16L-5-6 3 3 10-6 20 16z', c.b) +
    path('M-15 16L2-17 19 16z', c.a) +
    path('M2-17L-4.5-5-1-7 2-3 5-7 8.5-5z', c.fg),
  reel: (c) => {
    let holes = '';
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * 2 * Math.PI - Math.PI / 2;
      holes += circle(4.2, c.k, 10.5 * Math.cos(a), 10.5 * Math.sin(a));
    }
    return (
      circle(19, c.a) +
      holes +
      circle(3, c.k) +
      e('circle', { r: 16.5, fill: 'none', stroke: c.w, 'stroke-width': 1.2, opacity: 0.7 })
    );
  },
  flame: (c) =>
    path(
      'M2-20C6-10 16-6 15 6 14 14 8 20 0 20-8 20-15 14-15 5-15-3-9-7-7-13-5-7-3-4-1-3 0-9 0-14 2-20z',
      c.a,
    ) + path('M1-4C4 2 8 5 8 11 7 16 4 18 0 18-4 18-7 15-7 11-7 6-3 3 1-4z', c.b),
  star: (c) => path(starPath(20, 8.5), c.a) + path(starPath(9, 3.8), c.w),
  cat: (c) =>
    path('M-16-2L-15-19-3-12zM16-2L15-19 3-12z', c.a) +
    circle(15, c.a, 0, 3) +
    path('M-13.5-7L-13-15.5-7-11.5zM13.5-7L13-15.5 7-11.5z', c.b) +
    line('M-10 1q3-3.5 6 0M4 1q3-3.5 6 0', c.k, 2) +
    path('M-2 5H2L0 7.5z', c.b) +
    line('M-6 9q6 4 12 0', c.k, 1.6),
  wave: (c) =>
    circle(19, c.a) +
    line('M-15-5q3.75-4 7.5 0t7.5 0 7.5 0 7.5 0', c.w, 2.6) +
    line('M-14 3q3.5-4 7 0t7 0 7 0 7 0', c.w, 2.6) +
    line('M-10 11q2.5-3 5 0t5 0 5 0 5 0', c.w, 2.6),
  pixels: (c) => {
    let p = '';
    PIXEL_CROWN.forEach((row, y) =>
      [...row].forEach((ch, x) => {
        if (ch === 'X') p += d`M${-18 + x * 4} ${-14 + y * 4.2}h4v4.2h-4z`;
      }),
    );
    return path(p, c.a) + path('M-2-5.6h4v4.2h-4z', c.b) + path('M-18-14h4v4.2h-4zM14-14h4v4.2h-4z', c.b);
  },
  claw: (c) =>
    path('M-13-19Q-5 0-15 19L-10 19Q-1 0-9-19z', c.a) +
    path('M-2-20Q6 0-4 20L1 20Q10 0 2-20z', c.a) +
    path('M9-19Q17 0 7 19L12 19Q21 0 13-19z', c.b),
  velvet: (c) => path('M0-20L20 0 0 20-20 0z', c.a) + path('M-10-7H-4.5L0 4 4.5-7H10L2 11H-2z', c.k),
  crown: (c) =>
    path('M-18 9L-20-11-9-1 0-17 9-1 20-11 18 9z', c.a) +
    path('M-18 11H18V17H-18z', c.b) +
    circle(2.6, c.fg, -20, -11) +
    circle(2.6, c.fg, 0, -17) +
    circle(2.6, c.fg, 20, -11),
  orchid: (c) => {
    let petals = '';
    for (let i = 0; i < 5; i++)
      petals += e('ellipse', { cx: 0, cy: -10, rx: 7, ry: 10.5, fill: c.a, transform: `rotate(${i * 72})` });
    return petals + circle(6.5, c.b) + circle(2.6, c.w);
  },
  road: (c) =>
    circle(19, c.a) +
    line('M-6 19C-6 6 8 7 8-3S0-14 2-19', c.k, 7) +
    line('M-6 19C-6 6 8 7 8-3S0-14 2-19', c.w, 1.3, { 'stroke-dasharray': '2.5 2.5' }) +
    circle(4, c.b, -11, -8),
  trident: (c) =>
    path('M0-20L3.5-12H1.6V20H-1.6V-12H-3.5z', c.a) +
    path(
      'M-13-17L-10-11H-11V-8C-11-4.5-8-3-4-3H4C8-3 11-4.5 11-8V-11H10L13-17 16-11H15V-8C15-1.5 10 1 4 1H-4C-10 1-15-1.5-15-8V-11H-16z',
      c.a,
    ) +
    line('M-18 15q4.5-4 9 0t9 0 9 0 9 0', c.b, 2.4),
  fish: (c) =>
    path('M-18 0C-11-13 7-13 11 0 7 13-11 13-18 0z', c.a) +
    path('M9 0L20-11V11z', c.b) +
    line('M-5-9Q-1 0-5 9', c.w, 2.4) +
    circle(2.4, c.k, -11, -2),
  house: (c) =>
    path('M-20-1L0-20 20-1z', c.a) +
    path('M-15-1H15V18H-15z', c.fg) +
    e('path', { d: SUITS.spade, fill: c.k, transform: 'translate(0 8.5) scale(0.18)' }),
  bolt: (c) =>
    path('M0-20L17-14V0C17 10 9 16 0 20-9 16-17 10-17 0V-14z', c.a) + path('M3-14L-8 2H-1L-4 14 8-3H1z', c.w),
  'ball-star': (c) => ball(c, path(starPath(8, 3.4), c.b)),
  'ball-wave': (c) => ball(c, line('M-7 0q1.75-3 3.5 0t3.5 0 3.5 0 3.5 0', c.b, 2.6)),
  'ball-lotus': (c, doc) => ball(c, `<g transform="scale(0.42)">${lotusMark(doc, { mono: c.b })}</g>`),
  'ball-bolt': (c) => ball(c, path('M1.5-8L-5 1H-0.5L-2 8 5-1H0.5z', c.b)),
  horseshoe: (c) =>
    line('M-11-15V-1A11 11 0 0 0 11-1V-15', c.a, 8) +
    [
      [-11, -11],
      [-11, -3],
      [11, -11],
      [11, -3],
      [-6, 7],
      [6, 7],
    ]
      .map(([x, y]) => circle(1.3, c.k, x, y))
      .join('') +
    e('path', { d: starPath(6, 2.6), fill: c.b, transform: 'translate(0 -12)' }),
};
