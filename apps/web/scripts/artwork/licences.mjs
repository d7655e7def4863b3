// Licence badges, 144 x 56: a crest and short text in greys on a dark tile, to sit in the footer.
import { starPath } from './motifs/casino.mjs';
import { SANS } from './palette.mjs';
import { at, d, Doc, e } from './svg.mjs';
import { fitSize } from './text-fit.mjs';

const LIGHT = '#EEEDF3';
const MUTED = '#A9A5B8';

const SHIELD = 'M0-18L15-13V-1C15 9 8 15 0 19-8 15-15 9-15-1V-13z';

function maltese() {
  let p = '';
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 2;
    const pt = (x, y) => d`${x * Math.cos(a) - y * Math.sin(a)} ${x * Math.sin(a) + y * Math.cos(a)}`;
    p += `M${pt(0, -1)}L${pt(-5.5, -10)}L${pt(0, -7.5)}L${pt(5.5, -10)}z`;
  }
  return p;
}

const CRESTS = {
  malta: (doc) =>
    e('path', { d: SHIELD, fill: doc.lin(['#3A3648', '#1E1B28']), stroke: MUTED, 'stroke-width': 1.4 }) +
    e('path', { d: maltese(), fill: LIGHT, transform: 'translate(0 0.5)' }),
  bvi: (doc) =>
    e('path', { d: SHIELD, fill: doc.lin(['#3A3648', '#1E1B28']), stroke: MUTED, 'stroke-width': 1.4 }) +
    e('path', {
      d: 'M-10-4L0-11 10-4zM-9-2H9V0H-9zM-7.5 1.5h3v8h-3zM-1.5 1.5h3v8h-3zM4.5 1.5h3v8h-3zM-10 10.5H10V13H-10z',
      fill: LIGHT,
    }),
  philippines: (doc) => {
    let rays = '';
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      rays += d`M${6 * Math.cos(a - 0.16)} ${6 * Math.sin(a - 0.16)}L${11 * Math.cos(a)} ${11 * Math.sin(a)}L${6 * Math.cos(a + 0.16)} ${6 * Math.sin(a + 0.16)}z`;
    }
    return (
      e('circle', { r: 18, fill: doc.lin(['#3A3648', '#1E1B28']), stroke: MUTED, 'stroke-width': 1.4 }) +
      e('path', { d: rays, fill: LIGHT, transform: 'translate(0 1)' }) +
      e('circle', { cy: 1, r: 4.6, fill: LIGHT }) +
      [
        [-11, -9],
        [11, -9],
        [0, 14.5],
      ]
        .map(([x, y]) => e('path', { d: starPath(2.6, 1.1), fill: MUTED, transform: `translate(${x} ${y})` }))
        .join('')
    );
  },
};

const BADGES = [
  ['malta', 'MGA', ['MALTA GAMING', 'AUTHORITY'], 'Malta Gaming Authority licence'],
  [
    'bvi',
    'BVI',
    ['FINANCIAL SERVICES', 'COMMISSION'],
    'British Virgin Islands Financial Services Commission licence',
  ],
  ['philippines', 'PAGCOR', ['PHILIPPINES', 'GAMING LICENCE'], 'PAGCOR Philippines licence'],
];

function badge([slug, head, lines, title]) {
  const doc = new Doc();
  const x = 48;
  const width = 144 - x - 8;
  const small = Math.min(...lines.map((l) => fitSize(l, width, 7.5, 0.5)));
  const body =
    e('rect', {
      x: 0.5,
      y: 0.5,
      width: 143,
      height: 55,
      rx: 10,
      fill: doc.lin(['#24212E', '#15131C']),
      stroke: '#FFFFFF',
      'stroke-opacity': 0.2,
    }) +
    at(23, 28, CRESTS[slug](doc)) +
    e('path', { d: 'M43 12V44', stroke: '#FFFFFF', 'stroke-opacity': 0.15 }) +
    e(
      'g',
      { 'font-family': SANS, 'font-weight': 800 },
      e(
        'text',
        { x, y: 25, 'font-size': fitSize(head, width, 16, 1), fill: LIGHT, 'letter-spacing': 1 },
        head,
      ) +
        lines
          .map((l, i) =>
            e(
              'text',
              { x, y: 35 + i * (small + 2.5), 'font-size': small, fill: MUTED, 'letter-spacing': 0.5 },
              l,
            ),
          )
          .join(''),
    );
  return [`licences/${slug}.svg`, doc.render({ w: 144, h: 56, title, body })];
}

export function licences() {
  return BADGES.map(badge);
}
