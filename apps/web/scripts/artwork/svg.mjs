// Small SVG writing helpers: rounded numbers, elements, shared <defs>, a seeded random source.

/** Rounds to one decimal so files stay small and identical on every run. */
export function n(value) {
  const r = Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export function esc(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Tagged template for path data and transforms: interpolated numbers are rounded. */
export function d(strings, ...values) {
  return strings.reduce((out, s, i) => {
    if (i === 0) return s;
    const v = values[i - 1];
    return out + (typeof v === 'number' ? n(v) : v) + s;
  }, '');
}

/** One element; numbers are rounded, undefined/false attributes are dropped. */
export function e(tag, attrs = {}, inner = '') {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? n(v) : esc(v)}"`;
  }
  return inner === '' ? `${s}/>` : `${s}>${inner}</${tag}>`;
}

/** A group placed at x,y, optionally rotated (degrees) and scaled. */
export function at(x, y, inner, { rot = 0, s = 1, sy } = {}) {
  let t = x || y ? d`translate(${x} ${y})` : '';
  if (rot) t += d` rotate(${rot})`;
  if (s !== 1 || (sy !== undefined && sy !== s))
    t += sy === undefined ? d` scale(${s})` : d` scale(${s} ${sy})`;
  return t ? `<g transform="${t.trim()}">${inner}</g>` : inner;
}

export function g(attrs, inner) {
  return e('g', attrs, inner);
}

/** Deterministic pseudo-random numbers (mulberry32) seeded from a string. */
export function random(seed) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + next() * (hi - lo);
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

function stopList(stops) {
  return stops
    .map((s, i) => {
      const [offset, color, opacity] = Array.isArray(s) ? s : [i / Math.max(1, stops.length - 1), s];
      return e('stop', {
        offset,
        'stop-color': color,
        'stop-opacity': opacity === undefined ? undefined : opacity,
      });
    })
    .join('');
}

/**
 * Collects <defs> for one file. Each paint or filter is written once however often it is used;
 * ids are short and numbered in order of first use, so output is stable.
 */
export class Doc {
  #defs = new Map();

  def(key, build) {
    let entry = this.#defs.get(key);
    if (!entry) {
      // Reserve the id before building: the build may add the gradients it needs.
      entry = { id: `a${this.#defs.size.toString(36)}`, markup: '' };
      this.#defs.set(key, entry);
      entry.markup = build(entry.id);
    }
    return entry.id;
  }

  /** Linear gradient; stops are colours or [offset, colour, opacity]; direction x1 y1 x2 y2 in the box. */
  lin(stops, dir = [0, 0, 0, 1], extra = {}) {
    const key = `l${JSON.stringify([stops, dir, extra])}`;
    const [x1, y1, x2, y2] = dir;
    const id = this.def(key, (id) => e('linearGradient', { id, x1, y1, x2, y2, ...extra }, stopList(stops)));
    return `url(#${id})`;
  }

  /** Radial gradient; cx, cy, r (and optional fx, fy) in the box. */
  rad(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, ...extra } = {}) {
    const key = `r${JSON.stringify([stops, cx, cy, r, fx, fy, extra])}`;
    const id = this.def(key, (id) =>
      e('radialGradient', { id, cx, cy, r, fx, fy, ...extra }, stopList(stops)),
    );
    return `url(#${id})`;
  }

  /** Gaussian blur filter with a generous region so glows are not clipped. */
  blur(sd) {
    const id = this.def(`b${sd}`, (id) =>
      e(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        e('feGaussianBlur', { stdDeviation: sd }),
      ),
    );
    return `url(#${id})`;
  }

  /** Soft drop shadow below a shape. */
  shadow(dy = 6, sd = 6, opacity = 0.45) {
    const id = this.def(`s${dy}/${sd}/${opacity}`, (id) =>
      e(
        'filter',
        { id, x: '-30%', y: '-30%', width: '160%', height: '170%' },
        e('feDropShadow', {
          dx: 0,
          dy,
          stdDeviation: sd,
          'flood-color': '#0a0614',
          'flood-opacity': opacity,
        }),
      ),
    );
    return `url(#${id})`;
  }

  /** Draws `build()` once into <defs> and returns a <use> of it; for motifs repeated in one file. */
  use(key, build) {
    const id = this.def(`u${key}`, (id) => `<g id="${id}">${build()}</g>`);
    return `<use href="#${id}"/>`;
  }

  /** Any other definition (pattern, clipPath, mask) under a caller-chosen key; returns the id. */
  raw(key, build) {
    return this.def(`x${key}`, build);
  }

  render({ w, h, title, body }) {
    const defs = [...this.#defs.values()].map((v) => v.markup).join('');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
      `<title>${esc(title)}</title>` +
      (defs ? `<defs>${defs}</defs>` : '') +
      body +
      '</svg>\n'
    );
  }
}
