// Ornaments drawn around their own origin: trophy, gifts, glints, confetti, laurels.
import { at, d, e } from '../svg.mjs';
import { shade, starPath } from './casino.mjs';

/** A gold trophy, about 200 units tall, centred horizontally, origin at the middle of the cup. */
export function trophy(doc) {
  const gold = doc.lin(['#FFF1B8', '#F5B40A', '#B87A00'], [0, 0, 1, 0.4]);
  const dark = doc.lin(['#C98A00', '#7A4A00']);
  const handle = {
    fill: 'none',
    stroke: doc.lin(['#FFE08A', '#C98A00']),
    'stroke-width': 11,
    'stroke-linecap': 'round',
  };
  return (
    e('path', { d: 'M-56-78C-106-80-104-4-34 4', ...handle }) +
    e('path', { d: 'M56-78C106-80 104-4 34 4', ...handle }) +
    e('path', { d: 'M-64-96H64C64-22 42 12 0 22-42 12-64-22-64-96z', fill: gold }) +
    e('ellipse', { cx: 0, cy: -96, rx: 64, ry: 11, fill: '#FFE08A' }) +
    e('ellipse', { cx: 0, cy: -95, rx: 56, ry: 7, fill: dark }) +
    e('path', {
      d: 'M-44-80C-46-40-34-12-12 6',
      stroke: '#fff',
      'stroke-opacity': 0.5,
      'stroke-width': 8,
      'stroke-linecap': 'round',
      fill: 'none',
    }) +
    e('path', {
      d: starPath(22, 9),
      transform: 'translate(4 -46)',
      fill: '#FFF6D6',
      stroke: '#C98A00',
      'stroke-width': 2,
    }) +
    e('path', { d: 'M-12 20H12L16 52H-16z', fill: dark }) +
    e('ellipse', { cx: 0, cy: 26, rx: 20, ry: 7, fill: gold }) +
    e('rect', { x: -46, y: 50, width: 92, height: 22, rx: 5, fill: gold }) +
    e('rect', { x: -58, y: 70, width: 116, height: 28, rx: 6, fill: doc.lin(['#6B2BD9', '#2E1065']) }) +
    e('rect', { x: -30, y: 78, width: 60, height: 12, rx: 3, fill: '#F5B40A', opacity: 0.9 })
  );
}

/** A gift box w x h with lid, ribbon and bow; origin at the bottom centre. `open` leaves the lid off. */
export function gift(
  doc,
  { w = 120, h = 96, box = ['#A78BFA', '#5B21B6'], ribbon = ['#FFE08A', '#D99A00'], open = false } = {},
) {
  const body = doc.lin([box[0], box[1]], [0, 0, 1, 0.3]);
  const rib = doc.lin(ribbon, [0, 0, 1, 0]);
  const bw = w * 0.17;
  return (
    e('ellipse', { cx: 0, cy: 2, rx: w * 0.62, ry: 8, fill: '#000', opacity: 0.35, filter: doc.blur(5) }) +
    (open
      ? e('path', {
          d: d`M${-w / 2} ${-h}L${-w / 2 + 10} ${-h - 14}H${w / 2 - 10}L${w / 2} ${-h}z`,
          fill: shade(box[1], -0.5),
        })
      : '') +
    e('rect', { x: -w / 2, y: -h, width: w, height: h, rx: 5, fill: body }) +
    e('rect', { x: w * 0.18, y: -h, width: w * 0.32, height: h, fill: '#000', opacity: 0.12 }) +
    e('rect', { x: -bw / 2, y: -h, width: bw, height: h, fill: rib }) +
    (open ? '' : at(0, -h - 11, giftLid(doc, { w, box, ribbon })))
  );
}

/** The lid of `gift` with its bow; origin at the middle of the lid. */
function giftLid(doc, { w = 120, box = ['#A78BFA', '#5B21B6'], ribbon = ['#FFE08A', '#D99A00'] } = {}) {
  const lid = doc.lin([shade(box[0], 0.2), box[0]], [0, 0, 1, 0]);
  const rib = doc.lin(ribbon, [0, 0, 1, 0]);
  const bw = w * 0.17;
  const top = -13;
  return (
    e('rect', { x: -w / 2 - 8, y: top, width: w + 16, height: 26, rx: 5, fill: lid }) +
    e('rect', { x: -bw / 2, y: top, width: bw, height: 26, fill: rib }) +
    e('rect', { x: -w / 2 - 8, y: top + 22, width: w + 16, height: 6, fill: '#000', opacity: 0.18 }) +
    e('path', {
      d: d`M-4 ${top}C${-w * 0.55} ${top - w * 0.45} ${-w * 0.62} ${top + 4} -4 ${top}z`,
      fill: rib,
      stroke: '#B87A00',
      'stroke-width': 1.5,
    }) +
    e('path', {
      d: d`M4 ${top}C${w * 0.55} ${top - w * 0.45} ${w * 0.62} ${top + 4} 4 ${top}z`,
      fill: rib,
      stroke: '#B87A00',
      'stroke-width': 1.5,
    }) +
    e('path', {
      d: d`M-3 ${top}C${-w * 0.34} ${top - w * 0.22} ${-w * 0.38} ${top + 1} -3 ${top}z`,
      fill: '#B87A00',
      opacity: 0.45,
    }) +
    e('path', {
      d: d`M3 ${top}C${w * 0.34} ${top - w * 0.22} ${w * 0.38} ${top + 1} 3 ${top}z`,
      fill: '#B87A00',
      opacity: 0.45,
    }) +
    e('ellipse', {
      cx: 0,
      cy: top - 2,
      rx: w * 0.09,
      ry: w * 0.07,
      fill: ribbon[0],
      stroke: '#B87A00',
      'stroke-width': 1.5,
    })
  );
}

function sparklePath(x, y, s) {
  const k = s * 0.14;
  return d`M${x} ${y - s}Q${x + k} ${y - k} ${x + s} ${y}Q${x + k} ${y + k} ${x} ${y + s}Q${x - k} ${y + k} ${x - s} ${y}Q${x - k} ${y - k} ${x} ${y - s}z`;
}

/** Four-pointed glint. */
export function sparkle(s, fill = '#FFF6D6', opacity = 1) {
  const k = s * 0.14;
  return e('path', {
    d: d`M0 ${-s}Q${k} ${-k} ${s} 0Q${k} ${k} 0 ${s}Q${-k} ${k} ${-s} 0Q${-k} ${-k} 0 ${-s}z`,
    fill,
    opacity: opacity === 1 ? undefined : opacity,
  });
}

const inside = (px, py, a) => a && ((px - a.cx) / a.rx) ** 2 + ((py - a.cy) / a.ry) ** 2 < 1;

/** Scattered sparkles and soft dots inside a box, seeded; none inside the `avoid` ellipse. */
export function glints(doc, rand, { x, y, w, h, count = 10, color = '#FFE9A3', max = 12, avoid }) {
  const unit = doc.def('glint', (id) => e('path', { id, d: sparklePath(0, 0, 10) }));
  let s = '';
  for (let i = 0; i < count; i++) {
    const px = x + rand() * w;
    const py = y + rand() * h;
    if (inside(px, py, avoid)) continue;
    if (i % 3 === 0)
      s += e('circle', {
        cx: px,
        cy: py,
        r: rand.range(1.5, 3.5),
        fill: color,
        opacity: rand.range(0.35, 0.8),
      });
    else
      s += e('use', {
        href: `#${unit}`,
        fill: color,
        opacity: rand.range(0.5, 1),
        transform: d`translate(${px} ${py}) scale(${rand.range(max * 0.04, max * 0.1)})`,
      });
  }
  return s;
}

/** Confetti pieces in a box, seeded. */
export function confetti(
  rand,
  { x, y, w, h, count = 30, colors = ['#F5B40A', '#8B5CF6', '#F472B6', '#34D399', '#60A5FA', '#fff'], avoid },
) {
  const fills = new Map();
  const strokes = new Map();
  const add = (map, key, part) => map.set(key, (map.get(key) ?? '') + part);
  for (let i = 0; i < count; i++) {
    const px = x + rand() * w;
    const py = y + rand() * h;
    const color = rand.pick(colors);
    const kind = rand();
    const rot = (rand.range(0, 180) * Math.PI) / 180;
    if (inside(px, py, avoid)) continue;
    const [c, sn] = [Math.cos(rot), Math.sin(rot)];
    if (kind < 0.5) {
      const lw = rand.range(6, 12);
      const lh = rand.range(3, 5);
      add(fills, color, d`M${px} ${py}l${lw * c} ${lw * sn}l${-lh * sn} ${lh * c}l${-lw * c} ${-lw * sn}z`);
    } else if (kind < 0.75) {
      const r = rand.range(2, 4);
      add(fills, color, d`M${px - r} ${py}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`);
    } else {
      add(
        strokes,
        color,
        d`M${px} ${py}q${4 * c + 6 * sn} ${4 * sn - 6 * c} ${8 * c} ${8 * sn}t${8 * c} ${8 * sn}`,
      );
    }
  }
  let s = '';
  for (const [fill, p] of fills) s += e('path', { d: p, fill });
  for (const [stroke, p] of strokes)
    s += e('path', { d: p, stroke, 'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round' });
  return s;
}

function leaf(x, y, deg, len, wid) {
  const a = (deg * Math.PI) / 180;
  const [c, sn] = [Math.cos(a), Math.sin(a)];
  const t1 = [x + (c * len) / 2, y + (sn * len) / 2];
  const t2 = [x - (c * len) / 2, y - (sn * len) / 2];
  return d`M${t1[0]} ${t1[1]}Q${x - sn * wid} ${y + c * wid} ${t2[0]} ${t2[1]}Q${x + sn * wid} ${y - c * wid} ${t1[0]} ${t1[1]}z`;
}

/** Two laurel branches rising from the bottom of a circle of radius R around the origin. */
export function laurel(doc, R, { leaves = 8, size = 1, fill } = {}) {
  const span = 125;
  const a0 = (100 * Math.PI) / 180;
  const a1 = ((100 + span) * Math.PI) / 180;
  let stems = '';
  let blades = '';
  for (const m of [1, -1]) {
    stems += d`M${m * R * Math.cos(a0)} ${R * Math.sin(a0)}A${R} ${R} 0 0 ${m > 0 ? 1 : 0} ${m * R * Math.cos(a1)} ${R * Math.sin(a1)}`;
    for (let i = 0; i < leaves; i++) {
      const deg = 100 + (i / (leaves - 1)) * (span - 8);
      const a = (deg * Math.PI) / 180;
      const k = 1 - i * (0.35 / leaves);
      for (const side of [-1, 1]) {
        const t = deg + 90 + side * 38;
        const ox = R * Math.cos(a) + Math.cos((t * Math.PI) / 180) * 10 * size * k;
        const oy = R * Math.sin(a) + Math.sin((t * Math.PI) / 180) * 10 * size * k;
        blades += leaf(m * ox, oy, m > 0 ? t : 180 - t, 22 * size * k, 5 * size * k);
      }
    }
  }
  return (
    e('path', {
      d: stems,
      stroke: fill ?? '#C98A00',
      'stroke-width': 2.5 * size,
      fill: 'none',
      'stroke-linecap': 'round',
    }) + e('path', { d: blades, fill: fill ?? doc.lin(['#FFE9A3', '#E9A908', '#A86E00'], [0, 0, 1, 1]) })
  );
}
