// Casino motifs drawn around their own origin: the lotus, coins, chips and playing cards.
import { BRAND, GOLD, GOLD_EDGE, INK, RED, SERIF } from '../palette.mjs';
import { at, d, e, g } from '../svg.mjs';

/** The lotus mark of the logo (apps/web/src/components/ui/logo.tsx), centred on the origin, 40 units wide. */
export const LOTUS_PETALS = {
  centre: 'M0-17c6 7 8 16 0 30-8-14-6-23 0-30z',
  left: 'M-18-5c10 1 16 7 17 18C-12 11-18 4-18-5z',
  right: 'M18-5C8-4 2 2 1 13 12 11 18 4 18-5z',
  base: 'M-16 17h32',
};

const LOTUS_MONO = `${LOTUS_PETALS.centre}${LOTUS_PETALS.left}${LOTUS_PETALS.right}M-16 15.5h32a1.5 1.5 0 0 1 0 3h-32a1.5 1.5 0 0 1 0-3z`;

/** The lotus mark in brand colours, or in one colour (`mono`); written once per file and reused. */
export function lotusMark(doc, { gold, violet, line, mono } = {}) {
  if (mono) {
    const id = doc.def('lotus-mono', (id) => e('path', { id, d: LOTUS_MONO }));
    return e('use', { href: `#${id}`, fill: mono });
  }
  return doc.use(`lotus${gold}${violet}${line}`, () => {
    const g1 = gold ?? doc.lin(['#FFD56B', BRAND.gold]);
    const v1 = violet ?? doc.lin(['#B18CFF', BRAND.violet], [0, 0, 1, 1]);
    return (
      e('path', { d: LOTUS_PETALS.centre, fill: g1 }) +
      e('path', { d: LOTUS_PETALS.left + LOTUS_PETALS.right, fill: v1 }) +
      e('path', {
        d: LOTUS_PETALS.base,
        stroke: line ?? BRAND.gold,
        'stroke-width': 3,
        'stroke-linecap': 'round',
      })
    );
  });
}

function petal(w, l) {
  return d`M0 0C${-w} ${-l * 0.35} ${-w * 0.55} ${-l * 0.82} 0 ${-l}C${w * 0.55} ${-l * 0.82} ${w} ${-l * 0.35} 0 0z`;
}

/** A full lotus flower in bloom: violet back petals, gold front petals, a soft glow under it. Base at origin. */
export function lotusBloom(doc, size = 1) {
  const back = doc.lin(['#D9C6FF', '#8B5CF6', '#4C1D95'], [0, 0, 0, 1]);
  const mid = doc.lin(['#F3E8FF', '#A78BFA', '#6B2BD9'], [0, 0, 0, 1]);
  const front = doc.lin(['#FFF4C7', '#F5B40A', '#B87A00'], [0, 0, 0, 1]);
  const layer = (angles, w, l, fill) =>
    angles
      .map(
        (a) =>
          `<g transform="rotate(${a})">` +
          e('path', { d: petal(w, l), fill }) +
          e('path', {
            d: d`M0 -6Q${w * 0.08} ${-l * 0.5} 0 ${-l * 0.9}`,
            stroke: '#fff',
            'stroke-opacity': 0.35,
            'stroke-width': 1.5,
            fill: 'none',
          }) +
          '</g>',
      )
      .join('');
  const body =
    e('ellipse', {
      cx: 0,
      cy: 4,
      rx: 120,
      ry: 16,
      fill: BRAND.goldLight,
      opacity: 0.35,
      filter: doc.blur(10),
    }) +
    layer([-78, -52, 52, 78], 34, 92, back) +
    layer([-30, 30], 36, 118, mid) +
    layer([-14, 14], 30, 124, mid) +
    layer([0], 34, 140, front) +
    layer([-62, 62], 30, 78, front) +
    e('path', {
      d: 'M-96 2Q0 22 96 2',
      stroke: doc.lin(['#FFE9A3', BRAND.gold], [0, 0, 1, 0]),
      'stroke-width': 5,
      'stroke-linecap': 'round',
      fill: 'none',
    });
  return size === 1 ? body : g({ transform: `scale(${size})` }, body);
}

/** A gold coin seen face on, radius r, with a lotus, star or letter on its face. */
export function coin(doc, r, opts = {}) {
  const unit = doc.use(`coin${opts.face}${opts.letter}`, () => coinShape(doc, 50, opts));
  return g({ transform: `scale(${r / 50})` }, unit);
}

function coinShape(doc, r, { face = 'lotus', letter = 'P' }) {
  const body = doc.lin([GOLD[0], GOLD[2], GOLD[3]], [0.2, 0, 0.8, 1]);
  const inner = doc.lin([GOLD[3], GOLD[1]], [0.2, 0, 0.8, 1]);
  const mark = '#9A6500';
  let emblem = '';
  if (face === 'lotus') emblem = at(0, 0, lotusMark(doc, { mono: mark }), { s: r / 32 });
  else if (face === 'star') emblem = e('path', { d: starPath(r * 0.42, r * 0.18), fill: mark });
  else if (face === 'letter')
    emblem = e(
      'text',
      {
        x: 0,
        y: r * 0.3,
        'text-anchor': 'middle',
        'font-family': SERIF,
        'font-weight': 700,
        'font-size': r * 0.9,
        fill: mark,
      },
      letter,
    );
  return (
    e('circle', { cx: 0, cy: r * 0.1, r, fill: GOLD_EDGE[1] }) +
    e('circle', { r, fill: body }) +
    e('circle', {
      r: r * 0.78,
      fill: inner,
      stroke: '#FFF1B8',
      'stroke-opacity': 0.7,
      'stroke-width': r * 0.05,
    }) +
    emblem +
    e('path', {
      d: d`M${-r * 0.72} ${-r * 0.2}A${r * 0.76} ${r * 0.76} 0 0 1 ${r * 0.2} ${-r * 0.72}`,
      stroke: '#fff',
      'stroke-opacity': 0.55,
      'stroke-width': r * 0.08,
      'stroke-linecap': 'round',
      fill: 'none',
    })
  );
}

/** A coin flying past, tilted by `rot` degrees and flattened to `squash` of its height. */
export function tiltedCoin(doc, x, y, r, rot, squash = 0.55, face = 'lotus') {
  return at(x, y, coin(doc, r, { face }), { rot, s: 1, sy: squash });
}

/** A stack of `count` gold coins, radius r, bottom coin's top face at the origin. */
export function coinStack(doc, r, count, { face = 'lotus' } = {}) {
  const ry = r * 0.34;
  const t = r * 0.2;
  const side = doc.lin(['#8A5600', '#E9A908', '#FFE08A', '#D99A00', '#7A4A00'], [0, 0, 1, 0]);
  const top = doc.lin([GOLD[0], GOLD[2], GOLD[3]], [0, 0, 1, 1]);
  let s = '';
  for (let i = 0; i < count; i++) {
    const y = -i * t;
    s += e('path', {
      d: d`M${-r} ${y}v${t}a${r} ${ry} 0 0 0 ${2 * r} 0v${-t}z`,
      fill: side,
      stroke: '#7A4A00',
      'stroke-width': 0.8,
    });
  }
  const y = -(count - 1) * t;
  s += e('ellipse', { cx: 0, cy: y, rx: r, ry, fill: top });
  s += e('ellipse', {
    cx: 0,
    cy: y,
    rx: r * 0.76,
    ry: ry * 0.76,
    fill: 'none',
    stroke: '#B87A00',
    'stroke-width': r * 0.05,
  });
  if (face === 'lotus')
    s += at(0, y, lotusMark(doc, { mono: '#A86E00' }), { s: r / 40, sy: (r / 40) * 0.34 });
  if (face === 'letter')
    s += g(
      { transform: d`translate(0 ${y}) scale(1 0.34)` },
      e(
        'text',
        {
          x: 0,
          y: r * 0.3,
          'text-anchor': 'middle',
          'font-family': SERIF,
          'font-weight': 700,
          'font-size': r,
          fill: '#A86E00',
        },
        'P',
      ),
    );
  return s;
}

/** The colour `hex` darkened (k < 0) or lightened (k > 0) by the fraction |k|. */
export function shade(hex, k) {
  const v = parseInt(hex.slice(1), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) =>
    Math.round(k < 0 ? c * (1 + k) : c + (255 - c) * k),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A casino chip seen face on. */
export function chip(doc, r, color, opts = {}) {
  const unit = doc.use(`chip${color}${opts.edge}${opts.mark}`, () => chipShape(doc, 50, color, opts));
  return g({ transform: `scale(${r / 50})` }, unit);
}

function chipShape(doc, r, color, { edge = '#ffffff', mark = 'lotus' }) {
  const c = 2 * Math.PI * r * 0.84;
  const body = doc.lin([shade(color, 0.25), color, shade(color, -0.35)], [0, 0, 1, 1]);
  const c2 = 2 * Math.PI * r * 0.56;
  return (
    e('circle', { cx: 0, cy: r * 0.09, r, fill: shade(color, -0.55) }) +
    e('circle', { r, fill: body }) +
    e('circle', {
      r: r * 0.84,
      fill: 'none',
      stroke: edge,
      'stroke-width': r * 0.26,
      'stroke-dasharray': d`${c / 16} ${c / 16}`,
    }) +
    e('circle', {
      r: r * 0.62,
      fill: shade(color, -0.15),
      stroke: shade(color, -0.45),
      'stroke-width': r * 0.04,
    }) +
    e('circle', {
      r: r * 0.56,
      fill: 'none',
      stroke: edge,
      'stroke-opacity': 0.8,
      'stroke-width': r * 0.03,
      'stroke-dasharray': d`${c2 / 40} ${c2 / 40}`,
    }) +
    (mark === 'lotus'
      ? at(0, 0, lotusMark(doc, { mono: edge }), { s: r / 46 })
      : e('path', { d: starPath(r * 0.3, r * 0.13), fill: edge })) +
    e('circle', {
      r,
      fill: doc.rad(
        [
          ['0', '#fff', 0.35],
          ['1', '#fff', 0],
        ],
        { cx: 0.3, cy: 0.25, r: 0.6 },
      ),
    })
  );
}

/** A stack of chips seen from slightly above; origin at the centre of the bottom chip's face. */
export function chipStack(doc, r, count, color, { edge = '#ffffff' } = {}) {
  const sy = 0.42;
  const t = r * 0.2;
  const side = doc.lin([shade(color, -0.5), shade(color, -0.1), shade(color, -0.55)], [0, 0, 1, 0]);
  const top = (-(count - 1) * t) / sy;
  const bottom = t / sy;
  let stripes = '';
  let seams = '';
  for (let i = 0; i < count; i++) {
    const y = (-i * t) / sy;
    for (const a of [25, 70, 115, 160]) {
      const x1 = r * Math.cos(((a + 9) * Math.PI) / 180);
      const x2 = r * Math.cos(((a - 9) * Math.PI) / 180);
      stripes += d`M${x1} ${y}H${x2}V${y + t / sy}H${x1}z`;
    }
    if (i > 0) seams += d`M${-r} ${y + t / sy}A${r} ${r} 0 0 0 ${r} ${y + t / sy}`;
  }
  return (
    g(
      { transform: `scale(1 ${sy})` },
      e('path', { d: d`M${-r} ${top}V${bottom}A${r} ${r} 0 0 0 ${r} ${bottom}V${top}z`, fill: side }) +
        e('path', { d: stripes, fill: edge, opacity: 0.9 }) +
        (seams
          ? e('path', { d: seams, fill: 'none', stroke: '#000', 'stroke-opacity': 0.3, 'stroke-width': 1.5 })
          : ''),
    ) + at(0, top * sy, chip(doc, r, color, { edge }), { s: 1, sy })
  );
}

export function starPath(R, r, points = 5) {
  let s = '';
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 ? r : R;
    const a = (Math.PI * i) / points - Math.PI / 2;
    s += d`${i ? 'L' : 'M'}${rad * Math.cos(a)} ${rad * Math.sin(a)}`;
  }
  return `${s}z`;
}

export const SUITS = {
  heart:
    'M0 45C-30 20-50 5-50-15-50-35-30-48-13-42-6-39-2-34 0-28 2-34 6-39 13-42 30-48 50-35 50-15 50 5 30 20 0 45z',
  spade:
    'M0-48C-20-25-50-12-50 10-50 28-30 36-12 26-14 36-18 42-24 48H24C18 42 14 36 12 26 30 36 50 28 50 10 50-12 20-25 0-48z',
  diamond: 'M0-50Q18-22 38 0 18 22 0 50-18 22-38 0-18-22 0-50z',
  club: 'M-20-24a20 20 0 1 0 40 0 20 20 0 1 0-40 0zM-42 8a20 20 0 1 0 40 0 20 20 0 1 0-40 0zM2 8a20 20 0 1 0 40 0 20 20 0 1 0-40 0zM-5 10Q-5 38-20 48H20Q5 38 5 10z',
};

/** A suit symbol `size` units tall; the shape is written once per file and reused. */
export function suit(doc, name, size, fill) {
  const id = doc.def(`suit-${name}`, (id) => e('path', { id, d: SUITS[name] }));
  return e('use', { href: `#${id}`, fill, transform: d`scale(${size / 100})` });
}

/** A playing card centred on the origin, w x h; `back` draws the brand back instead of a face. */
export function card(doc, { w = 110, h = 154, rank = 'A', suitName = 'spade', back = false } = {}) {
  const r = w * 0.09;
  const frame = e('rect', {
    x: -w / 2,
    y: -h / 2,
    width: w,
    height: h,
    rx: r,
    fill: doc.lin(['#FFFFFF', '#EEE9F7']),
    stroke: '#D5CCE8',
    'stroke-width': 1.2,
  });
  if (back) {
    const pid = doc.raw('cardback', (id) =>
      e(
        'pattern',
        { id, width: 12, height: 12, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
        e('path', {
          d: 'M0 0h12v12',
          fill: 'none',
          stroke: '#F5B40A',
          'stroke-opacity': 0.35,
          'stroke-width': 1.2,
        }),
      ),
    );
    return (
      frame +
      e('rect', {
        x: -w / 2 + 7,
        y: -h / 2 + 7,
        width: w - 14,
        height: h - 14,
        rx: r * 0.6,
        fill: doc.lin(['#8B5CF6', '#4C1D95'], [0, 0, 1, 1]),
      }) +
      e('rect', {
        x: -w / 2 + 7,
        y: -h / 2 + 7,
        width: w - 14,
        height: h - 14,
        rx: r * 0.6,
        fill: `url(#${pid})`,
      }) +
      e('circle', { r: w * 0.24, fill: '#2E1065', stroke: '#F5B40A', 'stroke-width': 2 }) +
      at(0, 0, lotusMark(doc), { s: w / 110 })
    );
  }
  const col = suitName === 'heart' || suitName === 'diamond' ? RED : INK;
  const fs = w * 0.24;
  const corner =
    e(
      'text',
      {
        x: -w / 2 + w * 0.14,
        y: -h / 2 + fs * 1.05,
        'text-anchor': 'middle',
        'font-family': SERIF,
        'font-weight': 700,
        'font-size': fs,
      },
      rank,
    ) + at(-w / 2 + w * 0.14, -h / 2 + fs * 1.6, suit(doc, suitName, fs * 0.7));
  return (
    frame + g({ fill: col }, corner + g({ transform: 'rotate(180)' }, corner) + suit(doc, suitName, w * 0.5))
  );
}
