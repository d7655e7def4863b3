// Motifs for sports, fishing, e-sports, help and the app, drawn around their own origin.
import { BRAND } from '../palette.mjs';
import { at, d, e, g } from '../svg.mjs';
import { coin, lotusMark, shade } from './casino.mjs';

/** A golden fish facing left, about 200 units long. */
export function fish(doc, { body = ['#FFF1B8', '#F5B40A', '#C2410C'], fin = ['#FFD56B', '#EA580C'] } = {}) {
  const bodyPath = 'M-96 4C-78-40-10-52 44-22 60-14 70-8 74-4 70 4 60 12 44 20-10 50-78 44-96 4z';
  const clip = doc.raw(`fishclip${body.join()}`, (id) => e('clipPath', { id }, e('path', { d: bodyPath })));
  const pid = doc.raw('scales', (id) =>
    e(
      'pattern',
      { id, width: 14, height: 10, patternUnits: 'userSpaceOnUse' },
      e('path', {
        d: 'M0 10A7 7 0 0 1 14 10M-7 5A7 7 0 0 1 7 5 7 7 0 0 1 21 5',
        fill: 'none',
        stroke: '#fff',
        'stroke-opacity': 0.35,
        'stroke-width': 1.2,
      }),
    ),
  );
  const finFill = doc.lin(fin, [0, 0, 1, 1]);
  return (
    e('path', { d: 'M66-4C86-30 104-46 118-44 108-20 108 20 118 44 104 46 86 30 66 4z', fill: finFill }) +
    e('path', {
      d: 'M74-30C90-28 102-30 112-38M76 30C90 28 102 30 112 38M76 0H112',
      stroke: '#fff',
      'stroke-opacity': 0.3,
      'stroke-width': 2,
      fill: 'none',
    }) +
    e('path', { d: 'M-30-40C-18-70 20-72 36-30z', fill: finFill }) +
    e('path', { d: 'M-20 40C-14 62 6 66 14 40z', fill: finFill }) +
    e('path', { d: bodyPath, fill: doc.lin(body, [0, 0, 0.4, 1]) }) +
    g(
      { 'clip-path': `url(#${clip})` },
      e('rect', { x: -60, y: -60, width: 140, height: 120, fill: `url(#${pid})` }) +
        e('path', { d: 'M-90 18C-40 40 20 36 74 0V60H-90z', fill: '#7C2D12', opacity: 0.25 }),
    ) +
    e('path', {
      d: 'M-58-26C-48-12-48 12-58 26',
      stroke: '#9A3412',
      'stroke-width': 3,
      fill: 'none',
      opacity: 0.6,
    }) +
    e('path', {
      d: 'M-70-22C-50-38-10-44 26-30',
      stroke: '#fff',
      'stroke-opacity': 0.55,
      'stroke-width': 4,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    e('circle', { cx: -74, cy: -6, r: 9, fill: '#fff' }) +
    e('circle', { cx: -76, cy: -6, r: 5.5, fill: '#111827' }) +
    e('circle', { cx: -78, cy: -8, r: 2, fill: '#fff' }) +
    e('path', {
      d: 'M-95 8Q-90 12-84 10',
      stroke: '#7C2D12',
      'stroke-width': 2.5,
      fill: 'none',
      'stroke-linecap': 'round',
    })
  );
}

export function bubble(r) {
  return (
    e('circle', {
      r,
      fill: '#fff',
      'fill-opacity': 0.08,
      stroke: '#E0F7FF',
      'stroke-opacity': 0.6,
      'stroke-width': Math.max(1, r * 0.08),
    }) + e('circle', { cx: -r * 0.35, cy: -r * 0.35, r: r * 0.22, fill: '#fff', opacity: 0.7 })
  );
}

/** A classic black-and-white football of radius r. */
export function football(doc, r) {
  const clip = doc.raw(`ball${r}`, (id) => e('clipPath', { id }, e('circle', { r })));
  const pent = (cx, cy, s, rot) => {
    let p = '';
    for (let i = 0; i < 5; i++) {
      const a = ((rot + i * 72) * Math.PI) / 180;
      p += d`${i ? 'L' : 'M'}${cx + s * Math.cos(a)} ${cy + s * Math.sin(a)}`;
    }
    return `${p}z`;
  };
  let shapes = pent(0, 0, r * 0.3, -90);
  let seams = '';
  for (let i = 0; i < 5; i++) {
    const a = ((-90 + i * 72) * Math.PI) / 180;
    const vx = r * 0.3 * Math.cos(a);
    const vy = r * 0.3 * Math.sin(a);
    const cx = r * 0.95 * Math.cos(a + Math.PI / 5);
    const cy = r * 0.95 * Math.sin(a + Math.PI / 5);
    shapes += pent(cx, cy, r * 0.3, ((a + Math.PI / 5) * 180) / Math.PI + 180);
    seams += d`M${vx} ${vy}L${vx * 2} ${vy * 2}`;
  }
  return (
    e('circle', { r, fill: doc.rad(['#FFFFFF', '#E5E7EB', '#9CA3AF'], { cx: 0.38, cy: 0.32, r: 0.75 }) }) +
    g(
      { 'clip-path': `url(#${clip})` },
      e('path', { d: shapes, fill: '#1F2937' }) +
        e('path', { d: seams, stroke: '#4B5563', 'stroke-width': r * 0.03 }),
    ) +
    e('circle', {
      r,
      fill: doc.rad(
        [
          ['0.55', '#000', 0],
          ['1', '#000', 0.35],
        ],
        { cx: 0.4, cy: 0.35, r: 0.7 },
      ),
    })
  );
}

export function basketball(doc, r) {
  const line = { stroke: '#3B1A0A', 'stroke-width': r * 0.045, fill: 'none' };
  const clip = doc.raw(`bb${r}`, (id) => e('clipPath', { id }, e('circle', { r })));
  return (
    e('circle', { r, fill: doc.rad(['#FDBA74', '#EA580C', '#9A3412'], { cx: 0.38, cy: 0.32, r: 0.75 }) }) +
    g(
      { 'clip-path': `url(#${clip})` },
      e('path', { d: d`M0 ${-r}V${r}M${-r} 0H${r}`, ...line }) +
        e('path', {
          d: d`M${-r * 0.72} ${-r * 0.75}C${-r * 0.3} ${-r * 0.3} ${-r * 0.3} ${r * 0.3} ${-r * 0.72} ${r * 0.75}M${r * 0.72} ${-r * 0.75}C${r * 0.3} ${-r * 0.3} ${r * 0.3} ${r * 0.3} ${r * 0.72} ${r * 0.75}`,
          ...line,
        }),
    ) +
    e('ellipse', {
      cx: -r * 0.4,
      cy: -r * 0.45,
      rx: r * 0.25,
      ry: r * 0.14,
      fill: '#fff',
      opacity: 0.35,
      transform: d`rotate(-35 ${-r * 0.4} ${-r * 0.45})`,
    })
  );
}

/** Stadium floodlight tower with its beam; origin at the lamp panel. */
export function floodlight(doc, { beam = 420, angle = 0 } = {}) {
  let lamps = '';
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      lamps += e('circle', { cx: -27 + c * 18, cy: -14 + r * 14, r: 5.5, fill: '#FFFBEA' });
  return (
    g(
      { transform: `rotate(${angle})` },
      e('path', {
        d: d`M-30 10L${-beam * 0.45} ${beam}H${beam * 0.45}L30 10z`,
        fill: doc.lin([
          ['0', '#FFF7D6', 0.5],
          ['1', '#FFF7D6', 0],
        ]),
      }),
    ) +
    e('path', { d: 'M-4 24L-10 400M4 24L10 400', stroke: '#2A1F45', 'stroke-width': 5 }) +
    e('rect', { x: -40, y: -26, width: 80, height: 50, rx: 5, fill: '#2A1F45' }) +
    lamps +
    e('rect', {
      x: -40,
      y: -26,
      width: 80,
      height: 50,
      rx: 5,
      fill: '#FFF7D6',
      opacity: 0.5,
      filter: doc.blur(8),
    })
  );
}

/** A game controller about 300 units wide. */
export function controller(doc, { body = ['#3B1585', '#1F1140'], glow = '#22D3EE' } = {}) {
  const shape =
    'M-108-52C-80-70 80-70 108-52 136-32 158 60 134 86 108 110 84 66 54 48H-54C-84 66-108 110-134 86-158 60-136-32-108-52z';
  return (
    e('path', {
      d: shape,
      fill: 'none',
      stroke: glow,
      'stroke-width': 10,
      opacity: 0.55,
      filter: doc.blur(10),
    }) +
    e('path', { d: shape, fill: doc.lin(body, [0, 0, 0.3, 1]), stroke: glow, 'stroke-width': 3 }) +
    e('path', {
      d: 'M-100-44C-70-58 70-58 100-44',
      stroke: '#fff',
      'stroke-opacity': 0.3,
      'stroke-width': 5,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    e('path', {
      d: 'M-84-26h16v-16h16v16h16v16h-16v16h-16v-16h-16z',
      fill: '#0F0B1A',
      stroke: '#A78BFA',
      'stroke-width': 2,
      transform: 'translate(-8 12)',
    }) +
    e('circle', { cx: 78, cy: -26, r: 11, fill: '#F5B40A' }) +
    e('circle', { cx: 100, cy: -4, r: 11, fill: '#F43F5E' }) +
    e('circle', { cx: 56, cy: -4, r: 11, fill: '#22D3EE' }) +
    e('circle', { cx: 78, cy: 18, r: 11, fill: '#34D399' }) +
    e('circle', { cx: -40, cy: 30, r: 20, fill: '#0F0B1A', stroke: '#6B2BD9', 'stroke-width': 4 }) +
    e('circle', { cx: 40, cy: 30, r: 20, fill: '#0F0B1A', stroke: '#6B2BD9', 'stroke-width': 4 }) +
    e('circle', { cx: -40, cy: 30, r: 10, fill: '#2E1065' }) +
    e('circle', { cx: 40, cy: 30, r: 10, fill: '#2E1065' }) +
    e('rect', { x: -22, y: -36, width: 44, height: 8, rx: 4, fill: glow, opacity: 0.9 })
  );
}

/** A support headset, about 220 units wide. */
export function headset(doc) {
  const violet = doc.lin(['#A78BFA', '#6B2BD9', '#3B1585'], [0, 0, 1, 1]);
  return (
    e('path', {
      d: 'M-84 20C-84-92 84-92 84 20',
      stroke: doc.lin(['#C4B5FD', '#6B2BD9']),
      'stroke-width': 16,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    e('path', {
      d: 'M-84 20C-84-92 84-92 84 20',
      stroke: '#fff',
      'stroke-opacity': 0.35,
      'stroke-width': 4,
      fill: 'none',
      transform: 'translate(0 -4)',
    }) +
    e('rect', { x: -112, y: -12, width: 46, height: 80, rx: 20, fill: violet }) +
    e('rect', { x: 66, y: -12, width: 46, height: 80, rx: 20, fill: violet }) +
    e('rect', { x: -74, y: -2, width: 16, height: 60, rx: 8, fill: '#F5B40A' }) +
    e('rect', { x: 58, y: -2, width: 16, height: 60, rx: 8, fill: '#F5B40A' }) +
    e('path', {
      d: 'M-92 66C-88 104-52 116-12 112',
      stroke: '#2E1065',
      'stroke-width': 8,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    e('rect', { x: -20, y: 102, width: 34, height: 20, rx: 10, fill: '#F5B40A' })
  );
}

/** A chat bubble w x h with a tail on the left or right and three typing dots. */
export function chatBubble(doc, w, h, fill, { tail = 'left', dots = '#fff' } = {}) {
  const t =
    tail === 'left'
      ? d`M${-w / 2 + 18} ${h / 2 - 2}l-16 18 30-18z`
      : d`M${w / 2 - 18} ${h / 2 - 2}l16 18-30-18z`;
  return (
    e('rect', { x: -w / 2, y: -h / 2, width: w, height: h, rx: h * 0.38, fill }) +
    e('path', { d: t, fill }) +
    [-1, 0, 1].map((i) => e('circle', { cx: i * h * 0.3, cy: 0, r: h * 0.09, fill: dots })).join('')
  );
}

/** The lite site in miniature on a 320-wide screen: header, banner, categories, game tiles, tab bar. */
export function miniSite(doc, w, h) {
  const tiles = [
    ['#8B5CF6', '#4C1D95'],
    ['#F5B40A', '#B45309'],
    ['#EC4899', '#831843'],
    ['#22D3EE', '#155E75'],
    ['#10B981', '#065F46'],
    ['#F97316', '#9A3412'],
  ];
  const pad = w * 0.05;
  const tw = (w - pad * 4) / 3;
  let s =
    e('rect', { width: w, height: h, fill: '#0F0B1A' }) +
    e('rect', { width: w, height: 56, fill: '#1A1429' }) +
    at(pad + 14, 30, lotusMark(doc), { s: 0.62 }) +
    e('rect', { x: pad + 34, y: 20, width: 64, height: 8, rx: 4, fill: '#F1EDFB' }) +
    e('rect', { x: pad + 34, y: 32, width: 44, height: 6, rx: 3, fill: '#E9A908' }) +
    e('rect', { x: w - pad - 64, y: 17, width: 64, height: 24, rx: 12, fill: BRAND.gold }) +
    e('rect', { x: w - pad - 52, y: 26, width: 40, height: 6, rx: 3, fill: '#1B1530' });
  const by = 70;
  const bh = w * 0.42;
  s +=
    e('rect', {
      x: pad,
      y: by,
      width: w - 2 * pad,
      height: bh,
      rx: 12,
      fill: doc.lin(['#1F1140', '#6B2BD9'], [0, 0, 1, 0.4]),
    }) +
    e('rect', { x: pad + 14, y: by + 22, width: w * 0.36, height: 10, rx: 5, fill: '#fff' }) +
    e('rect', { x: pad + 14, y: by + 40, width: w * 0.26, height: 7, rx: 3.5, fill: '#C4B5FD' }) +
    e('rect', { x: pad + 14, y: by + bh - 38, width: 70, height: 22, rx: 11, fill: BRAND.goldLight }) +
    at(w - pad - 62, by + bh / 2 + 4, coin(doc, 34)) +
    at(w - pad - 100, by + bh / 2 + 30, coin(doc, 16, { face: 'star' }));
  const cy = by + bh + 34;
  const icons = ['#8B5CF6', '#F5B40A', '#EC4899', '#22D3EE', '#10B981'];
  icons.forEach((c, i) => {
    const cx = pad + 20 + i * ((w - 2 * pad - 40) / 4);
    s +=
      e('circle', { cx, cy, r: 19, fill: c, opacity: 0.2 }) +
      e('circle', { cx, cy, r: 9, fill: c }) +
      e('rect', { x: cx - 16, y: cy + 26, width: 32, height: 5, rx: 2.5, fill: '#6B6584' });
  });
  const gy = cy + 50;
  const rows = Math.max(2, Math.ceil((h - 70 - gy) / (tw + 24)));
  [...tiles, ...tiles].slice(0, rows * 3).forEach((t, i) => {
    const x = pad + (i % 3) * (tw + pad);
    const y = gy + Math.floor(i / 3) * (tw + 24);
    s +=
      e('rect', { x, y, width: tw, height: tw, rx: 10, fill: doc.lin(t, [0, 0, 1, 1]) }) +
      at(
        x + tw / 2,
        y + tw / 2,
        e('circle', { r: tw * 0.22, fill: '#fff', opacity: 0.25 }) + lotusMark(doc, { mono: '#fff' }),
        { s: 1 },
      ) +
      e('rect', { x, y: y + tw + 8, width: tw * 0.8, height: 6, rx: 3, fill: '#A59DC0' });
  });
  s +=
    e('rect', { y: h - 58, width: w, height: 58, fill: '#1A1429' }) +
    [0, 1, 2, 3, 4]
      .map((i) =>
        e('circle', {
          cx: (w / 5) * (i + 0.5),
          cy: h - 34,
          r: i === 2 ? 16 : 8,
          fill: i === 2 ? BRAND.gold : i === 0 ? '#8B5CF6' : '#4B4266',
        }),
      )
      .join('');
  return s;
}

/** A phone frame w x h centred on the origin with the mini site on its screen. */
export function phone(doc, w, h) {
  const bez = 12;
  const sw = w - 2 * bez;
  const sh = h - 2 * bez;
  const clip = doc.raw(`screen${w}`, (id) =>
    e('clipPath', { id }, e('rect', { x: -sw / 2, y: -sh / 2, width: sw, height: sh, rx: w * 0.1 })),
  );
  const k = sw / 320;
  const status = 34;
  const statusBar =
    e('rect', { width: 320, height: status, fill: '#1A1429' }) +
    e('rect', { x: 26, y: 14, width: 30, height: 8, rx: 4, fill: '#F1EDFB' }) +
    e('rect', {
      x: 268,
      y: 13,
      width: 24,
      height: 11,
      rx: 3,
      fill: 'none',
      stroke: '#F1EDFB',
      'stroke-width': 1.5,
    }) +
    e('rect', { x: 270.5, y: 15.5, width: 15, height: 6, rx: 1.5, fill: '#36C77F' });
  return (
    e('rect', {
      x: -w / 2,
      y: -h / 2,
      width: w,
      height: h,
      rx: w * 0.14,
      fill: doc.lin(['#4B4266', '#16121F', '#2E2645'], [0, 0, 1, 1]),
    }) +
    e('rect', { x: -w / 2 + 3, y: -h / 2 + 3, width: w - 6, height: h - 6, rx: w * 0.13, fill: '#08060F' }) +
    g(
      { 'clip-path': `url(#${clip})` },
      at(-sw / 2, -sh / 2, statusBar + at(0, status, miniSite(doc, 320, sh / k - status)), { s: k }) +
        e('path', {
          d: d`M${-sw / 2} ${-sh * 0.1}L${sw * 0.2} ${-sh / 2}H${sw * 0.45}L${-sw / 2} ${sh * 0.2}z`,
          fill: '#fff',
          opacity: 0.035,
        }),
    ) +
    e('rect', {
      x: -w * 0.12,
      y: -h / 2 + bez + 6 * k,
      width: w * 0.24,
      height: 20 * k,
      rx: 10 * k,
      fill: '#08060F',
    }) +
    e('rect', { x: w / 2 - 1, y: -h * 0.22, width: 4, height: h * 0.12, rx: 2, fill: shade('#4B4266', -0.2) })
  );
}
