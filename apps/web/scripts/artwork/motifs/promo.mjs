// Motifs for promotion key visuals: seals, arrows, tickets, people, cake, balloons, podium.
import { SANS } from '../palette.mjs';
import { fitSize } from '../text-fit.mjs';
import { d, e, g } from '../svg.mjs';
import { shade, starPath } from './casino.mjs';

/** A gold starburst seal with a short figure (e.g. 100%) in the middle. */
export function seal(doc, R, label, { inner = ['#7C3AED', '#3B1585'] } = {}) {
  const size = fitSize(label, R * 1.22, R * 0.6, -1);
  return (
    e('path', {
      d: starPath(R, R * 0.88, 24),
      fill: doc.lin(['#FFF1B8', '#F5B40A', '#B87A00'], [0, 0, 1, 1]),
    }) +
    e('circle', {
      r: R * 0.76,
      fill: doc.lin(inner, [0, 0, 1, 1]),
      stroke: '#FFE08A',
      'stroke-width': R * 0.04,
    }) +
    e('circle', {
      r: R * 0.68,
      fill: 'none',
      stroke: '#FFE08A',
      'stroke-opacity': 0.5,
      'stroke-width': R * 0.015,
      'stroke-dasharray': '3 4',
    }) +
    e(
      'text',
      {
        y: size * 0.36,
        'text-anchor': 'middle',
        'font-family': SANS,
        'font-weight': 900,
        'font-size': size,
        fill: '#FFFFFF',
        'letter-spacing': -1,
      },
      label,
    ) +
    e('path', {
      d: d`M${-R * 0.5} ${-R * 0.45}A${R * 0.7} ${R * 0.7} 0 0 1 ${R * 0.2} ${-R * 0.68}`,
      stroke: '#fff',
      'stroke-opacity': 0.35,
      'stroke-width': R * 0.05,
      fill: 'none',
      'stroke-linecap': 'round',
    })
  );
}

/** Two curved arrows chasing each other round a circle of radius R (reload / cash back). */
export function cycleArrows(doc, R, color = '#FFE08A', width = 14) {
  const arc = (a0, a1) => {
    const p = (a) => [R * Math.cos(a), R * Math.sin(a)];
    const [x0, y0] = p(a0);
    const [x1, y1] = p(a1);
    const tip = a1 + 0.28;
    const [tx, ty] = p(tip);
    const n = [Math.cos(a1), Math.sin(a1)];
    return (
      e('path', {
        d: d`M${x0} ${y0}A${R} ${R} 0 0 1 ${x1} ${y1}`,
        stroke: color,
        'stroke-width': width,
        fill: 'none',
        'stroke-linecap': 'round',
      }) +
      e('path', {
        d: d`M${x1 + n[0] * width * 1.3} ${y1 + n[1] * width * 1.3}L${tx} ${ty}L${x1 - n[0] * width * 1.3} ${y1 - n[1] * width * 1.3}z`,
        fill: color,
        'stroke-linejoin': 'round',
        stroke: color,
        'stroke-width': 3,
      })
    );
  };
  return g({ filter: doc.shadow(4, 4, 0.4) }, arc(-2.9, -0.55) + arc(0.25, 2.6));
}

/** A bet slip: a ticket with perforated edge, lines and check marks. */
export function ticket(doc, w, h, { accent = '#8B5CF6', rows = 3 } = {}) {
  let lines = '';
  for (let i = 0; i < rows; i++) {
    const y = -h / 2 + 30 + i * ((h - 50) / rows);
    lines +=
      e('circle', { cx: -w / 2 + 22, cy: y + 4, r: 8, fill: '#22C55E' }) +
      e('path', {
        d: d`M${-w / 2 + 18} ${y + 4}l3 3 5-6`,
        stroke: '#fff',
        'stroke-width': 2.4,
        fill: 'none',
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      e('rect', { x: -w / 2 + 38, y, width: w * 0.42, height: 8, rx: 4, fill: '#C9C2DD' }) +
      e('rect', { x: w / 2 - 44, y, width: 28, height: 8, rx: 4, fill: accent });
  }
  return (
    e('rect', { x: -w / 2, y: -h / 2, width: w, height: h, rx: 12, fill: doc.lin(['#FFFFFF', '#EDE9F7']) }) +
    e('rect', { x: -w / 2, y: -h / 2, width: w, height: 16, rx: 8, fill: accent }) +
    e('rect', { x: -w / 2, y: -h / 2 + 8, width: w, height: 8, fill: accent }) +
    lines +
    e('path', {
      d: d`M${-w / 2 + 12} ${h / 2 - 18}H${w / 2 - 12}`,
      stroke: '#C9C2DD',
      'stroke-width': 2,
      'stroke-dasharray': '5 5',
    })
  );
}

/** A person icon (head and shoulders) in a ring. */
export function avatar(doc, r, colors) {
  const clip = doc.raw(`av${r}`, (id) => e('clipPath', { id }, e('circle', { r: r * 0.86 })));
  return (
    e('circle', { r, fill: doc.lin(['#FFE08A', '#C98A00'], [0, 0, 1, 1]) }) +
    e('circle', { r: r * 0.86, fill: doc.lin(colors, [0, 0, 1, 1]) }) +
    g(
      { 'clip-path': `url(#${clip})` },
      e('circle', { cy: -r * 0.18, r: r * 0.32, fill: '#fff' }) +
        e('ellipse', { cy: r * 0.72, rx: r * 0.6, ry: r * 0.5, fill: '#fff' }),
    )
  );
}

/** A three-tier birthday cake with candles; origin at the bottom centre. */
export function cake(doc) {
  const tier = (y, w, h, c) =>
    e('rect', {
      x: -w / 2,
      y: y - h,
      width: w,
      height: h,
      rx: 10,
      fill: doc.lin([shade(c, 0.2), c, shade(c, -0.25)], [0, 0, 1, 0]),
    }) +
    e('path', {
      d: d`M${-w / 2} ${y - h + 12}q${w / 12} 18 ${w / 6} 0t${w / 6} 0 ${w / 6} 0 ${w / 6} 0 ${w / 6} 0 ${w / 6} 0V${y - h + 6}H${-w / 2}z`,
      fill: '#FFF7FB',
    }) +
    e('path', {
      d: d`M${-w / 2 + 6} ${y - 14}H${w / 2 - 6}`,
      stroke: '#F5B40A',
      'stroke-width': 4,
      'stroke-dasharray': '2 10',
      'stroke-linecap': 'round',
    });
  let candles = '';
  for (const x of [-30, 0, 30]) {
    candles +=
      e('rect', { x: x - 5, y: -232, width: 10, height: 36, rx: 3, fill: x ? '#A78BFA' : '#F472B6' }) +
      e('path', {
        d: d`M${x} -258C${x + 8} -248 ${x + 6} -238 ${x} -236 ${x - 6} -238 ${x - 8} -248 ${x} -258z`,
        fill: '#FDBA74',
      }) +
      e('ellipse', { cx: x, cy: -243, rx: 9, ry: 14, fill: '#FFF1B8', opacity: 0.35, filter: doc.blur(4) });
  }
  return (
    e('ellipse', { cx: 0, cy: 4, rx: 150, ry: 14, fill: '#000', opacity: 0.35, filter: doc.blur(6) }) +
    e('ellipse', { cx: 0, cy: 0, rx: 140, ry: 12, fill: '#E5E7EB' }) +
    tier(-4, 240, 80, '#EC4899') +
    tier(-84, 180, 64, '#8B5CF6') +
    tier(-148, 120, 50, '#F472B6') +
    candles
  );
}

export function balloon(doc, r, color) {
  return (
    e('path', {
      d: d`M0 ${r * 1.2}q-8 20 4 40t-2 40`,
      stroke: '#fff',
      'stroke-opacity': 0.6,
      'stroke-width': 1.5,
      fill: 'none',
    }) +
    e('path', { d: d`M-5 ${r * 1.28}L0 ${r * 1.12} 5 ${r * 1.28}z`, fill: shade(color, -0.2) }) +
    e('ellipse', {
      rx: r,
      ry: r * 1.2,
      fill: doc.rad(['#FFFFFF', color, shade(color, -0.35)], { cx: 0.35, cy: 0.3, r: 0.8 }),
    })
  );
}

/** A winners' podium: blocks for 2nd, 1st and 3rd; origin at the bottom centre. */
export function podium(doc) {
  const block = (x, w, h, c, label) =>
    e('rect', {
      x: x - w / 2,
      y: -h,
      width: w,
      height: h,
      rx: 6,
      fill: doc.lin([shade(c, 0.15), shade(c, -0.3)]),
    }) +
    e('rect', { x: x - w / 2, y: -h, width: w, height: 12, rx: 6, fill: shade(c, 0.35) }) +
    e(
      'text',
      {
        x,
        y: -h + 62,
        'text-anchor': 'middle',
        'font-family': SANS,
        'font-weight': 900,
        'font-size': 44,
        fill: '#fff',
        'fill-opacity': 0.9,
      },
      label,
    );
  return (
    block(-130, 130, 110, '#7C3AED', '2') +
    block(130, 130, 80, '#6D28D9', '3') +
    block(0, 140, 150, '#8B5CF6', '1')
  );
}
