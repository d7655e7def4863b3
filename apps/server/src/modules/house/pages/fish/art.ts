import type { FishKind, FishingGame } from '../../fishing/definitions.js';

// The fishing game's drawings on the canvas: the seabed seen from above, the fish (simple vector shapes,
// facing +x, centred), the cannon. `phase` animates fins and tails (seconds; constant when motion is reduced).

type Ctx = CanvasRenderingContext2D;

function ellipse(ctx: Ctx, x: number, y: number, rx: number, ry: number, fill: string | CanvasGradient) {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

function eye(ctx: Ctx, x: number, y: number, r: number) {
  ellipse(ctx, x, y, r, r, '#f8fafc');
  ellipse(ctx, x + r * 0.25, y, r * 0.55, r * 0.55, '#0f172a');
}

const bodyGradient = (ctx: Ctx, s: number, [body, fin]: readonly string[]) => {
  const g = ctx.createLinearGradient(0, -s, 0, s);
  g.addColorStop(0, fin!);
  g.addColorStop(0.45, body!);
  g.addColorStop(1, body!);
  return g;
};

function tail(ctx: Ctx, x: number, s: number, color: string, flap: number) {
  ctx.beginPath();
  ctx.moveTo(x + s * 0.15, 0);
  ctx.lineTo(x - s * 0.55, -s * 0.55 + flap);
  ctx.quadraticCurveTo(x - s * 0.3, flap * 0.5, x - s * 0.55, s * 0.55 + flap);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

type Draw = (ctx: Ctx, s: number, c: readonly [string, string, string], phase: number) => void;

const SHAPES: Record<FishKind['shape'], Draw> = {
  fish(ctx, s, c, p) {
    const flap = Math.sin(p * 9) * s * 0.18;
    tail(ctx, -s * 0.75, s, c[1], flap);
    ctx.beginPath();
    ctx.moveTo(-s * 0.2, -s * 0.45);
    ctx.quadraticCurveTo(s * 0.1, -s * 0.95, s * 0.35, -s * 0.4);
    ctx.fillStyle = c[1];
    ctx.fill();
    ellipse(ctx, 0, 0, s, s * 0.52, bodyGradient(ctx, s * 0.52, c));
    ctx.strokeStyle = c[2];
    ctx.lineWidth = s * 0.12;
    for (const x of [-0.35, 0.15]) {
      ctx.beginPath();
      ctx.ellipse(s * x, 0, s * 0.08, s * 0.46, 0, 0, Math.PI * 2);
      ctx.stroke();
    }
    eye(ctx, s * 0.6, -s * 0.1, s * 0.12);
  },
  puffer(ctx, s, c, p) {
    const r = s * (0.78 + Math.sin(p * 3) * 0.04);
    tail(ctx, -r * 0.9, s * 0.7, c[1], Math.sin(p * 8) * s * 0.12);
    ctx.strokeStyle = c[2];
    ctx.lineWidth = s * 0.07;
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(Math.cos(a) * r * 0.9, Math.sin(a) * r * 0.9);
      ctx.lineTo(Math.cos(a) * r * 1.22, Math.sin(a) * r * 1.22);
      ctx.stroke();
    }
    const g = ctx.createRadialGradient(r * 0.3, -r * 0.3, r * 0.1, 0, 0, r);
    g.addColorStop(0, '#fffbe6');
    g.addColorStop(0.35, c[0]);
    g.addColorStop(1, c[1]);
    ellipse(ctx, 0, 0, r, r, g);
    eye(ctx, r * 0.5, -r * 0.25, s * 0.14);
    ctx.beginPath();
    ctx.arc(r * 0.7, r * 0.2, s * 0.1, 0, Math.PI);
    ctx.strokeStyle = c[2];
    ctx.stroke();
  },
  turtle(ctx, s, c, p) {
    const f = Math.sin(p * 4) * 0.35;
    ctx.fillStyle = c[1];
    for (const [x, y, a] of [
      [0.35, -0.55, -0.6 - f],
      [0.35, 0.55, 0.6 + f],
      [-0.45, -0.45, -2.4 + f],
      [-0.45, 0.45, 2.4 - f],
    ] as const) {
      ctx.save();
      ctx.translate(s * x, s * y);
      ctx.rotate(a);
      ellipse(ctx, s * 0.3, 0, s * 0.36, s * 0.13, c[1]);
      ctx.restore();
    }
    ellipse(ctx, s * 0.95, 0, s * 0.22, s * 0.18, c[1]);
    const g = ctx.createRadialGradient(0, 0, s * 0.1, 0, 0, s * 0.8);
    g.addColorStop(0, c[2]);
    g.addColorStop(1, c[0]);
    ellipse(ctx, 0, 0, s * 0.78, s * 0.62, g);
    ctx.strokeStyle = c[1];
    ctx.lineWidth = s * 0.05;
    ctx.beginPath();
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      ctx.lineTo(Math.cos(a) * s * 0.32, Math.sin(a) * s * 0.28);
    }
    ctx.closePath();
    ctx.stroke();
    eye(ctx, s * 1.02, -s * 0.08, s * 0.06);
  },
  ray(ctx, s, c, p) {
    const w = Math.sin(p * 4) * s * 0.15;
    ctx.strokeStyle = c[1];
    ctx.lineWidth = s * 0.06;
    ctx.beginPath();
    ctx.moveTo(-s * 0.4, 0);
    ctx.quadraticCurveTo(-s * 1.0, w, -s * 1.5, -w);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(s * 0.75, 0);
    ctx.quadraticCurveTo(s * 0.1, -s * 0.9 - w, -s * 0.45, -s * 0.15);
    ctx.lineTo(-s * 0.45, s * 0.15);
    ctx.quadraticCurveTo(s * 0.1, s * 0.9 + w, s * 0.75, 0);
    const g = ctx.createRadialGradient(s * 0.1, 0, s * 0.05, s * 0.1, 0, s);
    g.addColorStop(0, c[1]);
    g.addColorStop(1, c[0]);
    ctx.fillStyle = g;
    ctx.fill();
    eye(ctx, s * 0.45, -s * 0.14, s * 0.06);
    eye(ctx, s * 0.45, s * 0.14, s * 0.06);
  },
  shark(ctx, s, c, p) {
    const flap = Math.sin(p * 6) * s * 0.15;
    tail(ctx, -s * 0.85, s * 0.8, c[0], flap);
    ctx.beginPath();
    ctx.moveTo(s, 0);
    ctx.quadraticCurveTo(s * 0.4, -s * 0.42, -s * 0.9, -s * 0.05);
    ctx.lineTo(-s * 0.9, s * 0.05);
    ctx.quadraticCurveTo(s * 0.4, s * 0.38, s, 0);
    ctx.fillStyle = bodyGradient(ctx, s * 0.4, [c[0], c[1]]);
    ctx.fill();
    ellipse(ctx, s * 0.2, s * 0.1, s * 0.55, s * 0.1, c[2]);
    ctx.fillStyle = c[0];
    for (const y of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(s * 0.15, y * s * 0.2);
      ctx.lineTo(-s * 0.2, y * s * 0.62);
      ctx.lineTo(-s * 0.1, y * s * 0.18);
      ctx.fill();
    }
    eye(ctx, s * 0.7, -s * 0.1, s * 0.05);
  },
  sword(ctx, s, c, p) {
    SHAPES.shark(ctx, s * 0.85, c, p);
    ctx.strokeStyle = c[2];
    ctx.lineWidth = s * 0.05;
    ctx.beginPath();
    ctx.moveTo(s * 0.8, 0);
    ctx.lineTo(s * 1.45, 0);
    ctx.stroke();
  },
  jelly(ctx, s, c, p) {
    ctx.strokeStyle = c[2];
    ctx.lineWidth = s * 0.06;
    for (let i = -2; i <= 2; i++) {
      ctx.beginPath();
      ctx.moveTo(-s * 0.1, i * s * 0.15);
      ctx.quadraticCurveTo(-s * 0.7, i * s * 0.2 + Math.sin(p * 5 + i) * s * 0.2, -s * 1.3, i * s * 0.22);
      ctx.stroke();
    }
    const g = ctx.createRadialGradient(s * 0.2, 0, s * 0.05, 0, 0, s * 0.7);
    g.addColorStop(0, c[2]);
    g.addColorStop(1, c[0]);
    ctx.globalAlpha *= 0.9;
    ctx.beginPath();
    ctx.ellipse(0, 0, s * 0.55, s * 0.6 * (1 + Math.sin(p * 4) * 0.08), 0, -Math.PI / 2, Math.PI / 2);
    ctx.closePath();
    ctx.fillStyle = g;
    ctx.fill();
    ctx.globalAlpha /= 0.9;
  },
  octopus(ctx, s, c, p) {
    ctx.strokeStyle = c[1];
    ctx.lineCap = 'round';
    for (let i = -3; i <= 3; i++) {
      ctx.lineWidth = s * 0.14;
      ctx.beginPath();
      ctx.moveTo(-s * 0.2, i * s * 0.11);
      const w = Math.sin(p * 4 + i) * s * 0.25;
      ctx.bezierCurveTo(-s * 0.7, i * s * 0.25 + w, -s * 0.9, i * s * 0.3 - w, -s * 1.3, i * s * 0.35);
      ctx.stroke();
    }
    const g = ctx.createRadialGradient(s * 0.35, -s * 0.15, s * 0.05, s * 0.1, 0, s * 0.65);
    g.addColorStop(0, c[2]);
    g.addColorStop(0.4, c[1]);
    g.addColorStop(1, c[0]);
    ellipse(ctx, s * 0.15, 0, s * 0.6, s * 0.5, g);
    eye(ctx, s * 0.3, -s * 0.2, s * 0.1);
    eye(ctx, s * 0.3, s * 0.2, s * 0.1);
  },
  crab(ctx, s, c, p) {
    const w = Math.sin(p * 7) * 0.2;
    ctx.strokeStyle = c[0];
    ctx.lineWidth = s * 0.08;
    for (const y of [-1, 1])
      for (let i = 0; i < 3; i++) {
        ctx.beginPath();
        ctx.moveTo(-s * 0.2 + i * s * 0.25, y * s * 0.35);
        ctx.lineTo(-s * 0.35 + i * s * 0.25, y * s * (0.85 + (i % 2 ? w : -w)));
        ctx.stroke();
      }
    for (const y of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(s * 0.4, y * s * 0.3);
      ctx.lineTo(s * 0.8, y * s * 0.55);
      ctx.stroke();
      ellipse(ctx, s * 0.9, y * s * 0.55, s * 0.22, s * 0.14, c[0]);
    }
    const g = ctx.createRadialGradient(s * 0.1, -s * 0.1, s * 0.05, 0, 0, s * 0.6);
    g.addColorStop(0, c[1]);
    g.addColorStop(1, c[0]);
    ellipse(ctx, 0, 0, s * 0.55, s * 0.45, g);
    eye(ctx, s * 0.45, -s * 0.15, s * 0.07);
    eye(ctx, s * 0.45, s * 0.15, s * 0.07);
  },
  eel(ctx, s, c, p) {
    ctx.lineCap = 'round';
    ctx.shadowColor = c[2];
    ctx.shadowBlur = s * 0.4;
    for (const [width, color] of [
      [s * 0.32, c[0]],
      [s * 0.12, c[1]],
    ] as const) {
      ctx.lineWidth = width;
      ctx.strokeStyle = color;
      ctx.beginPath();
      for (let i = 0; i <= 12; i++) {
        const x = s - (i / 12) * s * 2;
        ctx.lineTo(x, Math.sin(p * 8 + i * 0.7) * s * 0.14 * (i / 12 + 0.2));
      }
      ctx.stroke();
    }
    ctx.shadowBlur = 0;
    eye(ctx, s * 0.85, -s * 0.05, s * 0.07);
  },
  shrimp(ctx, s, c, p) {
    for (let i = 0; i < 5; i++)
      ellipse(
        ctx,
        -i * s * 0.22,
        Math.sin(p * 6 + i) * s * 0.04,
        s * 0.2,
        s * 0.28 - i * s * 0.03,
        i % 2 ? c[0] : c[1],
      );
    tail(ctx, -s * 0.95, s * 0.5, c[0], 0);
    ctx.beginPath();
    ctx.moveTo(s * 0.1, -s * 0.25);
    ctx.lineTo(s * 1.1, 0);
    ctx.lineTo(s * 0.1, s * 0.25);
    const g = ctx.createLinearGradient(s * 0.1, 0, s * 1.1, 0);
    g.addColorStop(0, '#e2e8f0');
    g.addColorStop(1, '#64748b');
    ctx.fillStyle = g;
    ctx.fill();
    ctx.strokeStyle = c[2];
    ctx.lineWidth = s * 0.04;
    for (let i = 1; i < 4; i++) {
      ctx.beginPath();
      ctx.moveTo(s * (0.1 + i * 0.25), -s * 0.25 * (1 - i * 0.25));
      ctx.lineTo(s * (0.2 + i * 0.25), s * 0.25 * (1 - i * 0.25));
      ctx.stroke();
    }
  },
  whale(ctx, s, c, p) {
    const flap = Math.sin(p * 3) * s * 0.12;
    ctx.fillStyle = c[0];
    ctx.beginPath();
    ctx.moveTo(-s * 0.75, 0);
    ctx.quadraticCurveTo(-s * 1.1, -s * 0.1, -s * 1.3, -s * 0.45 + flap);
    ctx.quadraticCurveTo(-s * 1.05, 0, -s * 1.3, s * 0.45 + flap);
    ctx.quadraticCurveTo(-s * 1.1, s * 0.1, -s * 0.75, 0);
    ctx.fill();
    ellipse(ctx, 0, 0, s, s * 0.5, bodyGradient(ctx, s * 0.5, [c[0], c[1]]));
    ellipse(ctx, s * 0.15, s * 0.18, s * 0.7, s * 0.2, c[2]);
    ctx.strokeStyle = c[0];
    ctx.lineWidth = s * 0.02;
    for (let i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.moveTo(s * (0.65 - i * 0.15), s * 0.08 + i * s * 0.05);
      ctx.lineTo(s * (-0.2 - i * 0.1), s * 0.2 + i * s * 0.04);
      ctx.stroke();
    }
    eye(ctx, s * 0.6, -s * 0.08, s * 0.06);
  },
  dragon(ctx, s, c, p) {
    ctx.lineCap = 'round';
    const pts: [number, number][] = [];
    for (let i = 0; i <= 16; i++) pts.push([s - (i / 16) * s * 2.2, Math.sin(p * 3 + i * 0.55) * s * 0.18]);
    ctx.shadowColor = c[0];
    ctx.shadowBlur = s * 0.3;
    for (const [width, color] of [
      [s * 0.34, c[2]],
      [s * 0.26, c[0]],
    ] as const) {
      ctx.lineWidth = width;
      ctx.strokeStyle = color;
      ctx.beginPath();
      for (const [x, y] of pts) ctx.lineTo(x, y);
      ctx.stroke();
    }
    ctx.shadowBlur = 0;
    for (let i = 2; i < 16; i += 2) ellipse(ctx, pts[i]![0], pts[i]![1] - s * 0.06, s * 0.07, s * 0.05, c[1]);
    ctx.fillStyle = c[0];
    for (const y of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(s * 0.2, y * s * 0.1);
      ctx.lineTo(-s * 0.1, y * s * (0.55 + Math.sin(p * 4) * 0.08));
      ctx.lineTo(-s * 0.3, y * s * 0.1);
      ctx.fill();
    }
    ellipse(ctx, s * 1.05, 0, s * 0.26, s * 0.2, c[0]);
    ctx.strokeStyle = c[1];
    ctx.lineWidth = s * 0.03;
    for (const y of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(s * 1.1, y * s * 0.12);
      ctx.quadraticCurveTo(s * 1.4, y * s * 0.35, s * 1.2, y * s * 0.5);
      ctx.moveTo(s * 0.95, y * s * 0.15);
      ctx.lineTo(s * 0.8, y * s * 0.34);
      ctx.stroke();
    }
    eye(ctx, s * 1.12, -s * 0.08, s * 0.05);
  },
};

/** Draws a fish of a kind at the origin, facing +x. */
export function drawFish(ctx: Ctx, kind: FishKind, phase: number): void {
  SHAPES[kind.shape](ctx, kind.size, kind.colors, phase);
}

/** Fixed decorations of the seabed, in fractions of the view. */
const ROCKS = Array.from({ length: 14 }, (_, i) => {
  const a = Math.sin(i * 12.9898) * 43758.5453;
  const b = Math.sin(i * 78.233) * 12345.678;
  return { x: a - Math.floor(a), y: b - Math.floor(b), r: 0.025 + ((i * 7) % 5) * 0.01, coral: i % 3 === 0 };
});

/** The seabed seen from above, drawn in view pixels: water, light, rocks and corals, moving caustics. */
export function drawSeabed(ctx: Ctx, game: FishingGame, w: number, h: number, time: number): void {
  const [surface, deep, accent] = game.water;
  const g = ctx.createRadialGradient(w * 0.5, h * 0.35, 0, w * 0.5, h * 0.5, Math.max(w, h) * 0.8);
  g.addColorStop(0, surface);
  g.addColorStop(1, deep);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  const unit = Math.min(w, h);
  for (const r of ROCKS) {
    const x = r.x * w;
    const y = r.y * h;
    const size = r.r * unit * 1.6;
    if (r.coral) {
      ctx.strokeStyle = `${accent}55`;
      ctx.lineWidth = size * 0.18;
      ctx.lineCap = 'round';
      for (let k = 0; k < 5; k++) {
        const a = (k / 5) * Math.PI * 2 + r.x;
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.quadraticCurveTo(
          x + Math.cos(a + 0.5) * size * 0.6,
          y + Math.sin(a + 0.5) * size * 0.6,
          x + Math.cos(a) * size,
          y + Math.sin(a) * size,
        );
        ctx.stroke();
      }
    } else {
      const rock = ctx.createRadialGradient(x - size * 0.3, y - size * 0.3, 0, x, y, size);
      rock.addColorStop(0, '#ffffff22');
      rock.addColorStop(1, '#00000044');
      ellipse(ctx, x, y, size, size * 0.7, rock);
    }
  }
  ctx.strokeStyle = '#ffffff10';
  ctx.lineWidth = Math.max(1.5, unit * 0.006);
  for (let i = 0; i < 9; i++) {
    ctx.beginPath();
    for (let k = 0; k <= 24; k++) {
      const x = (k / 24) * w;
      const y = ((i + 0.5) / 9) * h + Math.sin(k * 0.9 + time * 0.8 + i * 2.1) * unit * 0.025;
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  const vignette = ctx.createRadialGradient(w / 2, h / 2, unit * 0.3, w / 2, h / 2, Math.max(w, h) * 0.75);
  vignette.addColorStop(0, '#00000000');
  vignette.addColorStop(1, '#000000aa');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, w, h);
}

/** The cannon at (x, y) in view pixels, turned to `angle`; its size grows with the level. */
export function drawCannon(
  ctx: Ctx,
  game: FishingGame,
  x: number,
  y: number,
  angle: number,
  level: number,
  unit: number,
  recoil: number,
) {
  const accent = game.water[2];
  const base = ctx.createRadialGradient(x, y, unit * 0.01, x, y, unit * 0.11);
  base.addColorStop(0, '#fef3c7');
  base.addColorStop(0.5, accent);
  base.addColorStop(1, '#1f2937');
  ctx.beginPath();
  ctx.arc(x, y, unit * 0.1, Math.PI, 0);
  ctx.fillStyle = base;
  ctx.fill();
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  const len = unit * (0.13 + level * 0.006) - recoil * unit * 0.02;
  const wid = unit * (0.028 + level * 0.003);
  const barrel = ctx.createLinearGradient(0, -wid, 0, wid);
  barrel.addColorStop(0, '#f8fafc');
  barrel.addColorStop(0.5, accent);
  barrel.addColorStop(1, '#78350f');
  ctx.fillStyle = barrel;
  ctx.fillRect(0, -wid, len, wid * 2);
  ctx.fillStyle = '#1f2937';
  ctx.fillRect(len - wid * 0.5, -wid * 1.2, wid * 0.6, wid * 2.4);
  ctx.restore();
  ellipse(ctx, x, y, unit * 0.045, unit * 0.045, '#0f172a');
  ellipse(ctx, x, y, unit * 0.03, unit * 0.03, accent);
}
