// The drawing kit of the slot symbols: elements, gradients collected per drawing (ids prefixed so many
// drawings can share one document), colour shades and a few shapes the symbols share. Pure string work:
// the same code runs in the browser, on the server and in the artwork generator.

/** The colours a symbol is drawn in: the game's theme (main, second) and a metal for trims. */
export type ArtColours = { main: string; second: string; gold: string };

export const DEFAULT_COLOURS: ArtColours = { main: '#8B5CF6', second: '#F5B40A', gold: '#F5B40A' };

type Attrs = Record<string, string | number | undefined>;

/** Rounds to one decimal so the markup stays small. */
const num = (v: number) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/** One element; numbers rounded, undefined attributes dropped. */
export function el(tag: string, attrs: Attrs = {}, inner = ''): string {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === 'number' ? num(v) : v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  }
  return inner === '' ? `${s}/>` : `${s}>${inner}</${tag}>`;
}

export const path = (d: string, attrs: Attrs = {}) => el('path', { d, ...attrs });
export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}) =>
  el('circle', { cx, cy, r, ...attrs });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, ...attrs });
export const rect = (x: number, y: number, width: number, height: number, rx = 0, attrs: Attrs = {}) =>
  el('rect', { x, y, width, height, rx: rx || undefined, ...attrs });
export const group = (transform: string, inner: string, attrs: Attrs = {}) =>
  el('g', { transform, ...attrs }, inner);

/** The colour `hex` (#rrggbb) darkened (k < 0) or lightened (k > 0) by the fraction |k|. */
export function shade(hex: string, k: number): string {
  const v = parseInt(hex.slice(1, 7), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) =>
    Math.round(k < 0 ? c * (1 + k) : c + (255 - c) * k),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A star's outline around the origin: outer radius R, inner r. */
export function starPath(R: number, r: number, points = 5, cx = 0, cy = 0): string {
  let s = '';
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 ? r : R;
    const a = (Math.PI * i) / points - Math.PI / 2;
    s += `${i ? 'L' : 'M'}${num(cx + rad * Math.cos(a))} ${num(cy + rad * Math.sin(a))}`;
  }
  return `${s}z`;
}

/** Collects one drawing's gradients; ids are `<prefix><n>`. */
export class Pen {
  #defs: string[] = [];
  #cache = new Map<string, string>();
  constructor(
    readonly prefix: string,
    readonly c: ArtColours,
  ) {}

  #def(key: string, build: (id: string) => string): string {
    let id = this.#cache.get(key);
    if (!id) {
      id = `${this.prefix}${this.#cache.size}`;
      this.#cache.set(key, id);
      this.#defs.push(build(id));
    }
    return `url(#${id})`;
  }

  /** A linear gradient, top to bottom unless told (x1 y1 x2 y2 in the shape's box). */
  lin(stops: string[], dir: [number, number, number, number] = [0, 0, 0, 1]): string {
    return this.#def(`l${stops.join()}${dir.join()}`, (id) => {
      const [x1, y1, x2, y2] = dir;
      return el('linearGradient', { id, x1, y1, x2, y2 }, stopsOf(stops));
    });
  }

  /** A radial gradient, lit from the top left unless told. */
  rad(stops: string[], cx = 0.38, cy = 0.32, r = 0.75): string {
    return this.#def(`r${stops.join()}${cx},${cy},${r}`, (id) =>
      el('radialGradient', { id, cx, cy, r }, stopsOf(stops)),
    );
  }

  /** A body colour as a gradient: lighter at the top, darker at the bottom. */
  body(colour: string, light = 0.45, dark = -0.35): string {
    return this.lin([shade(colour, light), colour, shade(colour, dark)]);
  }

  /** A shiny metal: the gold of the theme unless told. */
  metal(colour = this.c.gold): string {
    return this.lin([shade(colour, 0.75), shade(colour, 0.2), colour, shade(colour, -0.45)], [0, 0, 0.4, 1]);
  }

  get defs(): string {
    return this.#defs.length ? `<defs>${this.#defs.join('')}</defs>` : '';
  }
}

function stopsOf(stops: string[]): string {
  return stops
    .map((s, i) => {
      const [colour, opacity] = s.split('/');
      return el('stop', {
        offset: num(i / Math.max(1, stops.length - 1)),
        'stop-color': colour,
        'stop-opacity': opacity,
      });
    })
    .join('');
}

/** A shape with a soft shadow, a gradient body, a darker outline. */
export function solid(p: Pen, d: string, colour: string, attrs: Attrs = {}): string {
  return (
    path(d, { fill: '#000', opacity: 0.3, transform: 'translate(2 3)' }) +
    path(d, {
      fill: p.body(colour),
      stroke: shade(colour, -0.55),
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
      ...attrs,
    })
  );
}

/** A white gloss stroke along a curve (the light on a shiny surface). */
export const gloss = (d: string, width = 4, opacity = 0.55) =>
  path(d, {
    fill: 'none',
    stroke: '#fff',
    'stroke-width': width,
    'stroke-linecap': 'round',
    opacity,
  });

/** A round highlight. */
export const shine = (cx: number, cy: number, rx: number, ry = rx, opacity = 0.55) =>
  ellipse(cx, cy, rx, ry, { fill: '#fff', opacity });

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, s: number, fill = '#FFF6D6'): string {
  const k = s * 0.16;
  return path(
    `M${num(x)} ${num(y - s)}Q${num(x + k)} ${num(y - k)} ${num(x + s)} ${num(y)}Q${num(x + k)} ${num(y + k)} ${num(x)} ${num(y + s)}Q${num(x - k)} ${num(y + k)} ${num(x - s)} ${num(y)}Q${num(x - k)} ${num(y - k)} ${num(x)} ${num(y - s)}z`,
    { fill },
  );
}

/** Text in the system sans, outlined so it reads on any ground. */
export function label(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  stroke = '#1B1530',
  attrs: Attrs = {},
): string {
  return el(
    'text',
    {
      x,
      y,
      'font-family': 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif',
      'font-size': size,
      'font-weight': 900,
      'text-anchor': 'middle',
      fill,
      stroke,
      'stroke-width': size / 9,
      'paint-order': 'stroke',
      'stroke-linejoin': 'round',
      ...attrs,
    },
    text,
  );
}

/** A round badge (the ground of the coin, scatter and bonus symbols). */
export function medallion(p: Pen, colour: string, r = 40, cx = 50, cy = 50): string {
  return (
    circle(cx + 2, cy + 4, r, { fill: '#000', opacity: 0.3 }) +
    circle(cx, cy, r, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 2 }) +
    circle(cx, cy, r * 0.8, { fill: p.rad([shade(colour, 0.35), colour, shade(colour, -0.55)]) })
  );
}
