// Game motifs drawn around their own origin: slot symbols and reels, roulette, lottery, mahjong, fortune wheel.
import { INK, RED, SANS } from '../palette.mjs';
import { at, d, e, g } from '../svg.mjs';
import { lotusMark, shade, starPath } from './casino.mjs';

/** Slot symbols, each about 80 units tall, centred; each kind is written once per file. */
export function slotSymbol(doc, kind) {
  return doc.use(`sym-${kind}`, () => symbolShape(doc, kind));
}

function symbolShape(doc, kind) {
  if (kind === 'seven') {
    const p = 'M-30-38H32V-25C12-5 2 14-2 40H-24C-20 14-8-6 12-24H-30z';
    return (
      e('path', { d: p, fill: '#7A0F24', transform: 'translate(3 4)' }) +
      e('path', {
        d: p,
        fill: doc.lin(['#FF7A8A', RED, '#9B1630']),
        stroke: '#FFD56B',
        'stroke-width': 3.5,
        'stroke-linejoin': 'round',
      })
    );
  }
  if (kind === 'cherry') {
    const berry = doc.rad(['#FF8FA0', '#E0243F', '#8E0F25'], { cx: 0.35, cy: 0.3, r: 0.75 });
    return (
      e('path', {
        d: 'M-16 16C-10-8 0-24 10-34M18 20C16-2 14-20 10-34',
        stroke: '#2F7D32',
        'stroke-width': 4,
        fill: 'none',
        'stroke-linecap': 'round',
      }) +
      e('path', { d: 'M10-34C22-44 38-38 40-28 28-22 16-26 10-34z', fill: '#43A047' }) +
      e('circle', { cx: -16, cy: 22, r: 17, fill: berry }) +
      e('circle', { cx: 18, cy: 26, r: 17, fill: berry }) +
      e('circle', { cx: -22, cy: 15, r: 4, fill: '#fff', opacity: 0.7 }) +
      e('circle', { cx: 12, cy: 19, r: 4, fill: '#fff', opacity: 0.7 })
    );
  }
  if (kind === 'bell') {
    return (
      e('path', {
        d: 'M0-38C-22-38-28-18-28 0S-36 22-40 26H40C36 22 28 18 28 0S22-38 0-38z',
        fill: doc.lin(['#FFF1B8', '#F5B40A', '#B87A00'], [0, 0, 1, 1]),
        stroke: '#8A5600',
        'stroke-width': 2,
      }) +
      e('circle', { cx: 0, cy: 32, r: 8, fill: '#C98A00' }) +
      e('path', {
        d: 'M-14-24C-20-12-20 4-22 14',
        stroke: '#fff',
        'stroke-opacity': 0.6,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        fill: 'none',
      })
    );
  }
  if (kind === 'gem') {
    return (
      e('path', {
        d: 'M-36-14L-20-34H20L36-14 0 38z',
        fill: doc.lin(['#A5F3FC', '#22D3EE', '#0E7490'], [0, 0, 1, 1]),
      }) +
      e('path', {
        d: 'M-36-14H36L0 38zM-20-34L-8-14 0-34 8-14 20-34',
        fill: '#fff',
        'fill-opacity': 0.18,
        stroke: '#E0FBFF',
        'stroke-width': 1.5,
        'stroke-linejoin': 'round',
      }) +
      e('path', { d: 'M-8-14L0 38 8-14z', fill: '#fff', opacity: 0.25 })
    );
  }
  if (kind === 'lotus') return at(0, 2, lotusMark(doc), { s: 2.1 });
  if (kind === 'star')
    return e('path', {
      d: starPath(40, 17),
      fill: doc.lin(['#FFF1B8', '#F5B40A', '#C98A00']),
      stroke: '#8A5600',
      'stroke-width': 2,
    });
  return '';
}

/** A three-reel slot cabinet, 360 x 300, centred on the origin. `rows` is a list of 3 rows of 3 symbols. */
export function slotMachine(doc, rows, { accent = '#8B5CF6' } = {}) {
  const frame = doc.lin(['#FFE9A3', '#E9A908', '#8A5600'], [0, 0, 1, 1]);
  const reel = doc.lin([
    ['0', '#B9A6DD'],
    ['0.18', '#FFFFFF'],
    ['0.82', '#FFFFFF'],
    ['1', '#B9A6DD'],
  ]);
  const w = 92;
  let s =
    e('rect', {
      x: -186,
      y: -150,
      width: 372,
      height: 300,
      rx: 34,
      fill: '#000',
      opacity: 0.5,
      filter: doc.blur(14),
      transform: 'translate(0 16)',
    }) +
    e('rect', { x: -180, y: -150, width: 360, height: 300, rx: 32, fill: frame }) +
    e('rect', {
      x: -168,
      y: -138,
      width: 336,
      height: 276,
      rx: 24,
      fill: doc.lin([shade(accent, -0.2), '#1F1140']),
    }) +
    e('rect', { x: -150, y: -118, width: 300, height: 236, rx: 14, fill: '#12092A' });
  for (let c = 0; c < 3; c++) {
    const x = -146 + c * (w + 4) + w / 2;
    s += e('rect', { x: x - w / 2, y: -114, width: w, height: 228, rx: 8, fill: reel });
    for (let r = 0; r < 3; r++) {
      const y = -76 + r * 76;
      const big = r === 1;
      s += g(
        { opacity: big ? undefined : 0.55 },
        at(x, y, slotSymbol(doc, rows[r][c]), { s: big ? 0.82 : 0.6, sy: big ? 0.82 : 0.42 }),
      );
    }
  }
  s += e('path', { d: 'M-150-30H150M-150 30H150', stroke: '#F5B40A', 'stroke-width': 3, opacity: 0.9 });
  s += e('path', { d: 'M-150-118H150V-80H-150zM-150 80H150V118H-150z', fill: '#12092A', opacity: 0.35 });
  for (let i = 0; i < 9; i++)
    s += e('circle', { cx: -128 + i * 32, cy: -144, r: 4.5, fill: i % 2 ? '#FFF6D6' : '#F5B40A' });
  s += e('path', {
    d: 'M180 40H204V-70',
    stroke: doc.lin(['#E5E7EB', '#6B7280'], [0, 0, 1, 0]),
    'stroke-width': 9,
    fill: 'none',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
  s += e('circle', {
    cx: 204,
    cy: -84,
    r: 18,
    fill: doc.rad(['#FF8FA0', RED, '#7A0F24'], { cx: 0.35, cy: 0.3, r: 0.8 }),
  });
  return s;
}

/** A European roulette wheel seen from above, radius R. */
export function roulette(doc, R) {
  let pockets = '';
  const n = 37;
  const r1 = R * 0.84;
  const r2 = R * 0.64;
  for (let i = 0; i < n; i++) {
    if (i % 2 === 1 && i !== 0) continue;
    const a1 = ((i - 0.5) / n) * 2 * Math.PI - Math.PI / 2;
    const a2 = ((i + 0.5) / n) * 2 * Math.PI - Math.PI / 2;
    const pt = (r, a) => d`${r * Math.cos(a)} ${r * Math.sin(a)}`;
    pockets += e('path', {
      d: `M${pt(r1, a1)}A${Math.round(r1)} ${Math.round(r1)} 0 0 1 ${pt(r1, a2)}L${pt(r2, a2)}A${Math.round(r2)} ${Math.round(r2)} 0 0 0 ${pt(r2, a1)}z`,
      fill: i === 0 ? '#0E9F5A' : '#C81E3C',
    });
  }
  const c = 2 * Math.PI * ((r1 + r2) / 2);
  const arms = [0, 90, 180, 270]
    .map((a) =>
      g(
        { transform: `rotate(${a + 20})` },
        e('path', {
          d: d`M0 0V${-R * 0.34}`,
          stroke: '#FFE08A',
          'stroke-width': R * 0.035,
          'stroke-linecap': 'round',
        }) + e('circle', { cx: 0, cy: -R * 0.34, r: R * 0.035, fill: '#FFF1B8' }),
      ),
    )
    .join('');
  return (
    e('circle', {
      r: R * 1.02,
      fill: '#000',
      opacity: 0.5,
      filter: doc.blur(R * 0.06),
      transform: d`translate(0 ${R * 0.06})`,
    }) +
    e('circle', { r: R, fill: doc.lin(['#4A2A1A', '#23120A'], [0, 0, 1, 1]) }) +
    e('circle', {
      r: R * 0.965,
      fill: 'none',
      stroke: doc.lin(['#FFE08A', '#B87A00'], [0, 0, 1, 1]),
      'stroke-width': R * 0.035,
    }) +
    e('circle', { r: R * 0.9, fill: '#2A1A12' }) +
    e('circle', { r: (r1 + r2) / 2, fill: 'none', stroke: '#16121C', 'stroke-width': r1 - r2 }) +
    pockets +
    e('circle', {
      r: (r1 + r2) / 2,
      fill: 'none',
      stroke: '#F5D27A',
      'stroke-opacity': 0.7,
      'stroke-width': r1 - r2,
      'stroke-dasharray': d`${1.2} ${c / n - 1.2}`,
      transform: d`rotate(${-90 - 180 / n})`,
    }) +
    e('circle', { r: r1, fill: 'none', stroke: '#F5D27A', 'stroke-width': 1.5 }) +
    e('circle', {
      r: r2,
      fill: doc.rad(['#6B3A22', '#3A1E10'], { r: 0.6 }),
      stroke: '#F5D27A',
      'stroke-width': 1.5,
    }) +
    e('circle', { r: R * 0.4, fill: doc.lin(['#FFE9A3', '#C98A00', '#7A4A00'], [0, 0, 1, 1]) }) +
    arms +
    e('circle', { r: R * 0.09, fill: doc.rad(['#FFF6D6', '#E9A908', '#8A5600'], { cx: 0.35, cy: 0.35 }) }) +
    e('circle', {
      cx: R * 0.52,
      cy: -R * 0.52,
      r: R * 0.05,
      fill: doc.rad(['#fff', '#D6D3E0'], { cx: 0.35, cy: 0.35 }),
    }) +
    e('path', {
      d: d`M${-R * 0.8} ${-R * 0.35}A${R * 0.88} ${R * 0.88} 0 0 1 ${R * 0.3} ${-R * 0.82}`,
      stroke: '#fff',
      'stroke-opacity': 0.12,
      'stroke-width': R * 0.03,
      fill: 'none',
      'stroke-linecap': 'round',
    })
  );
}

/** A glossy lottery ball of radius r with a number. */
export function lottoBall(doc, r, color, num) {
  return (
    e('circle', {
      r,
      fill: doc.rad(['#FFFFFF', color, shade(color, -0.5)], { cx: 0.35, cy: 0.3, r: 0.8, fx: 0.3, fy: 0.25 }),
    }) +
    e('circle', { r: r * 0.5, fill: '#fff', opacity: 0.95 }) +
    e(
      'text',
      {
        x: 0,
        y: r * 0.2,
        'text-anchor': 'middle',
        'font-family': SANS,
        'font-weight': 800,
        'font-size': r * 0.55,
        fill: INK,
      },
      String(num),
    ) +
    e('ellipse', {
      cx: -r * 0.38,
      cy: -r * 0.5,
      rx: r * 0.26,
      ry: r * 0.14,
      fill: '#fff',
      opacity: 0.65,
      transform: d`rotate(-35 ${-r * 0.38} ${-r * 0.5})`,
    })
  );
}

const DOT_LAYOUT = {
  1: [[0, 0, 1.6]],
  2: [
    [0, -22],
    [0, 22],
  ],
  5: [
    [-17, -24],
    [17, -24],
    [0, 0],
    [-17, 24],
    [17, 24],
  ],
};

/** A mahjong tile 72 x 96 centred on the origin: `dots` (1, 2 or 5) or `bamboo`. */
export function mahjong(doc, kind, count = 5) {
  let face = '';
  if (kind === 'dots') {
    for (const [x, y, k = 1] of DOT_LAYOUT[count]) {
      const col = x === 0 && y === 0 ? '#D62F4B' : '#1D4ED8';
      face +=
        e('circle', { cx: x, cy: y, r: 10 * k, fill: 'none', stroke: col, 'stroke-width': 3 * k }) +
        e('circle', { cx: x, cy: y, r: 4 * k, fill: '#15803D' });
    }
  } else {
    for (const [x, y, col] of [
      [-15, -20, '#15803D'],
      [15, -20, '#15803D'],
      [0, 0, '#D62F4B'],
      [-15, 20, '#15803D'],
      [15, 20, '#15803D'],
    ]) {
      face +=
        e('rect', { x: x - 4, y: y - 15, width: 8, height: 30, rx: 4, fill: col }) +
        e('path', { d: d`M${x - 4} ${y}h8`, stroke: '#fff', 'stroke-width': 1.5, opacity: 0.7 });
    }
  }
  return (
    e('rect', { x: -33, y: -42, width: 72, height: 96, rx: 10, fill: doc.lin(['#22C55E', '#065F46']) }) +
    e('rect', {
      x: -36,
      y: -48,
      width: 72,
      height: 96,
      rx: 10,
      fill: doc.lin(['#FFFFFF', '#F1EAD4'], [0, 0, 1, 1]),
      stroke: '#D8CBA6',
      'stroke-width': 1.5,
    }) +
    g({ transform: 'scale(0.9)' }, face)
  );
}

/** A prize wheel of radius R with a gold rim, bulbs and a pointer at the top. */
export function fortuneWheel(
  doc,
  R,
  colors = ['#8B5CF6', '#F5B40A', '#EC4899', '#22D3EE', '#6B2BD9', '#F97316', '#10B981', '#3B82F6'],
) {
  const k = colors.length;
  let seg = '';
  for (let i = 0; i < k; i++) {
    const a1 = (i / k) * 2 * Math.PI - Math.PI / 2;
    const a2 = ((i + 1) / k) * 2 * Math.PI - Math.PI / 2;
    const r = R * 0.86;
    seg += e('path', {
      d: d`M0 0L${r * Math.cos(a1)} ${r * Math.sin(a1)}A${r} ${r} 0 0 1 ${r * Math.cos(a2)} ${r * Math.sin(a2)}z`,
      fill: colors[i],
    });
    const am = (a1 + a2) / 2;
    seg += at(
      r * 0.68 * Math.cos(am),
      r * 0.68 * Math.sin(am),
      i % 2
        ? e('circle', { r: R * 0.07, fill: '#fff', opacity: 0.9 })
        : e('path', { d: starPath(R * 0.09, R * 0.04), fill: '#fff' }),
    );
  }
  let bulbs = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * 2 * Math.PI;
    bulbs += e('circle', {
      cx: R * 0.93 * Math.cos(a),
      cy: R * 0.93 * Math.sin(a),
      r: R * 0.03,
      fill: i % 2 ? '#FFF6D6' : '#FFE08A',
    });
  }
  return (
    e('circle', { r: R, fill: doc.lin(['#FFE9A3', '#E9A908', '#8A5600'], [0, 0, 1, 1]) }) +
    e('circle', { r: R * 0.88, fill: '#2E1065' }) +
    seg +
    e('circle', {
      r: R * 0.86,
      fill: doc.rad([
        ['0.6', '#000', 0],
        ['1', '#000', 0.25],
      ]),
    }) +
    bulbs +
    e('circle', {
      r: R * 0.16,
      fill: doc.lin(['#FFE9A3', '#C98A00'], [0, 0, 1, 1]),
      stroke: '#8A5600',
      'stroke-width': 2,
    }) +
    at(0, 0, lotusMark(doc, { mono: '#7A4A00' }), { s: R / 130 }) +
    e('path', {
      d: d`M${-R * 0.1} ${-R * 1.06}H${R * 0.1}L0 ${-R * 0.8}z`,
      fill: '#D62F4B',
      stroke: '#fff',
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    })
  );
}
