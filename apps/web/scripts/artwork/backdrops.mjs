// Shared backgrounds: night gradients with a coloured glow, faint patterns, light rays, bokeh.
import { BRAND } from './palette.mjs';
import { d, e } from './svg.mjs';

const PATTERNS = {
  lattice: (id) =>
    e(
      'pattern',
      { id, width: 28, height: 28, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
      e('path', { d: 'M0 0H28M0 0V28', stroke: '#fff', 'stroke-opacity': 0.07, 'stroke-width': 1 }),
    ),
  dots: (id) =>
    e(
      'pattern',
      { id, width: 22, height: 22, patternUnits: 'userSpaceOnUse' },
      e('circle', { cx: 11, cy: 11, r: 1.4, fill: '#fff', 'fill-opacity': 0.12 }),
    ),
  waves: (id) =>
    e(
      'pattern',
      { id, width: 80, height: 26, patternUnits: 'userSpaceOnUse' },
      e('path', {
        d: 'M0 13C20 3 40 3 40 13S60 23 80 13',
        fill: 'none',
        stroke: '#fff',
        'stroke-opacity': 0.07,
        'stroke-width': 1.5,
      }),
    ),
  scales: (id) =>
    e(
      'pattern',
      { id, width: 36, height: 18, patternUnits: 'userSpaceOnUse' },
      e('path', {
        d: 'M0 18A18 18 0 0 1 36 18M-18 9A18 18 0 0 1 18 9 18 18 0 0 1 54 9',
        fill: 'none',
        stroke: '#F5B40A',
        'stroke-opacity': 0.08,
        'stroke-width': 1.2,
      }),
    ),
};

export function pattern(doc, name) {
  return `url(#${doc.raw(`p-${name}`, PATTERNS[name])})`;
}

/** A mask that fades from invisible at fromX to visible at toX (user units). */
export function fadeMask(doc, w, h, fromX, toX) {
  return `url(#${doc.raw(`m${w}-${fromX}-${toX}`, (id) =>
    e(
      'mask',
      { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: w, height: h },
      e('rect', {
        width: w,
        height: h,
        fill: doc.lin(
          [
            ['0', '#fff', 0],
            ['1', '#fff', 1],
          ],
          [fromX / w, 0, toX / w, 0],
        ),
      }),
    ),
  )})`;
}

/** Sunburst of `count` rays from cx,cy fading out at R. */
export function rays(doc, cx, cy, R, count, color = '#FFE9A3', opacity = 0.3) {
  let p = '';
  const half = Math.PI / count / 2;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * 2 * Math.PI;
    p += d`M${cx} ${cy}L${cx + R * Math.cos(a - half)} ${cy + R * Math.sin(a - half)}L${cx + R * Math.cos(a + half)} ${cy + R * Math.sin(a + half)}z`;
  }
  return e('path', {
    d: p,
    fill: doc.rad([
      ['0', color, opacity],
      ['1', color, 0],
    ]),
  });
}

/** Soft out-of-focus light discs. */
export function bokeh(doc, rand, { x, y, w, h, count = 8, color = '#8B5CF6' }) {
  let s = '';
  for (let i = 0; i < count; i++) {
    s += e('circle', {
      cx: x + rand() * w,
      cy: y + rand() * h,
      r: rand.range(8, 30),
      fill: color,
      opacity: rand.range(0.1, 0.3),
    });
  }
  return `<g filter="${doc.blur(4)}">${s}</g>`;
}

/** A radial glow centred on cx,cy. */
export function glow(doc, cx, cy, rx, ry, color, opacity = 0.7) {
  return e('ellipse', {
    cx,
    cy,
    rx,
    ry,
    fill: doc.rad([
      ['0', color, opacity],
      ['0.45', color, opacity * 0.35],
      ['1', color, 0],
    ]),
  });
}

/**
 * The banner ground (1600 x 400): calm night gradient on the left, the theme colour and a glow behind
 * the illustration on the right, a faint pattern fading in from the middle.
 */
export function bannerGround(doc, theme) {
  const {
    right = BRAND.plum,
    glowColor = BRAND.violetLight,
    glow2,
    pattern: pat = 'lattice',
    cx = 1250,
  } = theme;
  let s = e('rect', {
    width: 1600,
    height: 400,
    fill: doc.lin([BRAND.night, BRAND.night, BRAND.deep, right], [0, 0, 1, 0]),
  });
  s += glow(doc, cx, 200, 520, 320, glowColor, 0.75);
  if (glow2) s += glow(doc, glow2.cx, glow2.cy, 300, 220, glow2.color, 0.5);
  s += e('rect', {
    width: 1600,
    height: 400,
    fill: pattern(doc, pat),
    mask: fadeMask(doc, 1600, 400, 620, 1100),
  });
  return s;
}

/** Keeps the left 55% calm for the overlaid title, and darkens the edges a little. */
export function bannerFinish(doc) {
  return (
    e('rect', {
      width: 1000,
      height: 400,
      fill: doc.lin(
        [
          ['0', BRAND.night, 0.9],
          ['0.55', BRAND.night, 0.6],
          ['1', BRAND.night, 0],
        ],
        [0, 0, 1, 0],
      ),
    }) +
    e('rect', {
      width: 1600,
      height: 400,
      fill: doc.lin([
        ['0.6', BRAND.night, 0],
        ['1', BRAND.night, 0.55],
      ]),
    }) +
    e('rect', {
      y: 398,
      width: 1600,
      height: 2,
      fill: doc.lin(
        [
          ['0', '#F5B40A', 0],
          ['0.6', '#F5B40A', 0.2],
          ['0.85', '#F5B40A', 0.7],
          ['1', '#F5B40A', 0.1],
        ],
        [0, 0, 1, 0],
      ),
    })
  );
}
