import type { FishingGame } from '../../fishing/definitions.js';
import {
  FISH_PER_TICK,
  fishAt,
  MAX_LIFE_MS,
  OCEAN_HEIGHT as H,
  OCEAN_WIDTH as W,
  positionAt,
  TICK_MS,
  type OceanFish,
} from '../../fishing/ocean.js';
import { fmt, reducedMotion } from '../common.js';
import { drawCannon, drawFish, drawSeabed } from './art.js';

// The canvas: the ocean of the session's clock, the cannon, bullets that bounce off the walls, and the
// effects of what the server decided. A bullet that touches a fish is a hit: the page queues it as a shot.
// Fish and bullets live in ocean units (1280 × 720); a portrait view turns the ocean a quarter turn.

export type Hit = { fish: OceanFish; at: number };
type Bullet = { x: number; y: number; vx: number; vy: number; stake: number };
type Effect = {
  kind: 'net' | 'blast' | 'bolt' | 'beam' | 'coin' | 'die';
  x: number;
  y: number;
  born: number;
  data?: number[];
  text?: string;
  fish?: OceanFish;
  big?: boolean;
};

const BULLET_SPEED = 900;
const MAX_BULLETS = 24;

export function createStage(opts: {
  game: FishingGame;
  clock: () => number;
  label: string;
  onHit: (hit: Hit, stake: number) => void;
  /** Reserves a bullet's stake; false when the balance cannot pay it. */
  reserve: () => number | null;
  bossText: (key: string) => string;
}) {
  const { game } = opts;
  const canvas = document.createElement('canvas');
  canvas.className = 'fish-canvas';
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', opts.label);
  canvas.tabIndex = 0;
  const ctx = canvas.getContext('2d')!;
  let cw = 0;
  let ch = 0;
  let dpr = 1;
  let portrait = false;
  let s = 1;
  const dead = new Map<number, number>();
  const flashes = new Map<number, number>();
  const bullets: Bullet[] = [];
  const effects: Effect[] = [];
  let aim = { x: W / 2, y: H * 0.4 };
  let level = 0;
  let recoil = 0;
  let holding = false;
  let auto = false;
  let lastShot = 0;
  let frameT = 0;
  let last = performance.now();

  const toScreen = (x: number, y: number) =>
    portrait ? { x: y * s, y: (W - x) * s } : { x: x * s, y: y * s };
  const toWorld = (x: number, y: number) => (portrait ? { x: W - y / s, y: x / s } : { x: x / s, y: y / s });
  const cannon = () => (portrait ? { x: 8, y: H / 2 } : { x: W / 2, y: H - 8 });
  const worldTransform = () =>
    portrait
      ? ctx.setTransform(0, -s * dpr, s * dpr, 0, 0, W * s * dpr)
      : ctx.setTransform(s * dpr, 0, 0, s * dpr, 0, 0);

  function resize() {
    const box = canvas.getBoundingClientRect();
    dpr = Math.min(2, window.devicePixelRatio || 1);
    cw = box.width;
    ch = box.height;
    portrait = ch > cw;
    s = portrait ? Math.min(ch / W, cw / H) : Math.min(cw / W, ch / H);
    canvas.width = Math.round(cw * dpr);
    canvas.height = Math.round(ch * dpr);
  }
  new ResizeObserver(resize).observe(canvas);

  let ocean = '';
  const visibleFish = (t: number) => fishAt(game, ocean, t);

  function fire() {
    if (bullets.length >= MAX_BULLETS) return;
    const stake = opts.reserve();
    if (stake === null) return;
    const from = cannon();
    const dx = aim.x - from.x;
    const dy = Math.min(aim.y - from.y, portrait ? Infinity : -20);
    const len = Math.sqrt(dx * dx + dy * dy) || 1;
    bullets.push({
      x: from.x,
      y: from.y,
      vx: (dx / len) * BULLET_SPEED,
      vy: (dy / len) * BULLET_SPEED,
      stake,
    });
    recoil = 1;
  }

  function step(dt: number, t: number, fish: OceanFish[]) {
    for (let i = bullets.length - 1; i >= 0; i--) {
      const b = bullets[i]!;
      b.x += b.vx * dt;
      b.y += b.vy * dt;
      if (b.x < 0 || b.x > W) b.vx = -b.vx;
      if (b.y < 0 || b.y > H) b.vy = -b.vy;
      b.x = Math.min(W, Math.max(0, b.x));
      b.y = Math.min(H, Math.max(0, b.y));
      for (const f of fish) {
        if (dead.has(f.id)) continue;
        const p = positionAt(f, t);
        const r = game.kinds[f.kind]!.size * 0.85;
        if ((p.x - b.x) ** 2 + (p.y - b.y) ** 2 <= r * r) {
          bullets.splice(i, 1);
          flashes.set(f.id, performance.now());
          effects.push({ kind: 'net', x: b.x, y: b.y, born: performance.now() });
          opts.onHit({ fish: f, at: t }, b.stake);
          break;
        }
      }
    }
  }

  function draw(t: number, fish: OceanFish[], now: number) {
    const phase = reducedMotion ? 0 : now / 1000;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawSeabed(ctx, game, cw, ch, phase);
    worldTransform();
    for (const f of fish) {
      if (dead.has(f.id)) continue;
      const p = positionAt(f, t);
      const kind = game.kinds[f.kind]!;
      ctx.save();
      ctx.translate(p.x, p.y);
      ctx.rotate(Math.atan2(p.dy, p.dx));
      ctx.globalAlpha = 1;
      if (kind.kind !== 'regular') {
        ctx.shadowColor = kind.kind === 'boss' ? '#fde047' : kind.colors[2];
        ctx.shadowBlur = kind.size * 0.5;
      }
      drawFish(ctx, kind, phase + (f.id % 7));
      const flash = flashes.get(f.id);
      if (flash && now - flash < 140) {
        ctx.globalCompositeOperation = 'lighter';
        ctx.globalAlpha = 0.5;
        drawFish(ctx, kind, phase + (f.id % 7));
        ctx.globalCompositeOperation = 'source-over';
      }
      ctx.restore();
    }
    for (const b of bullets) {
      const g = ctx.createRadialGradient(b.x, b.y, 0, b.x, b.y, 14);
      g.addColorStop(0, '#ffffff');
      g.addColorStop(0.4, game.water[2]);
      g.addColorStop(1, '#00000000');
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(b.x, b.y, 14, 0, Math.PI * 2);
      ctx.fill();
    }
    drawEffects(now, t);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const c = toScreen(cannon().x, cannon().y);
    const a = toScreen(aim.x, aim.y);
    const unit = Math.min(cw, ch * 1.6);
    const size = Math.min(cw, ch) * 0.75;
    drawCannon(ctx, game, c.x, c.y, Math.atan2(a.y - c.y, a.x - c.x), level, size, recoil);
    drawTexts(now);
    const boss = fish.find(
      (f) => game.kinds[f.kind]!.kind === 'boss' && t - f.appear < 4_000 && !dead.has(f.id),
    );
    if (boss) {
      ctx.font = `800 ${Math.round(unit * 0.05)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillStyle = '#fde047';
      ctx.shadowColor = '#000';
      ctx.shadowBlur = 8;
      ctx.fillText(opts.bossText(game.kinds[boss.kind]!.key), cw / 2, ch * 0.18);
      ctx.shadowBlur = 0;
    }
  }

  function drawEffects(now: number, t: number) {
    for (let i = effects.length - 1; i >= 0; i--) {
      const e = effects[i]!;
      const age = (now - e.born) / 1000;
      const life = e.kind === 'coin' ? 1.4 : e.kind === 'die' ? 0.9 : 0.6;
      if (age > life) {
        effects.splice(i, 1);
        continue;
      }
      const k = age / life;
      ctx.save();
      if (e.kind === 'net') {
        ctx.strokeStyle = `rgba(255,255,255,${1 - k})`;
        ctx.lineWidth = 2;
        const r = 12 + k * 30;
        ctx.beginPath();
        for (let j = 0; j < 8; j++) {
          const a = (j / 8) * Math.PI * 2;
          ctx.moveTo(e.x, e.y);
          ctx.lineTo(e.x + Math.cos(a) * r, e.y + Math.sin(a) * r);
        }
        ctx.stroke();
        ctx.beginPath();
        ctx.arc(e.x, e.y, r, 0, Math.PI * 2);
        ctx.stroke();
      } else if (e.kind === 'blast') {
        const r = (e.data?.[0] ?? 200) * (reducedMotion ? 1 : Math.min(1, k * 2));
        const g = ctx.createRadialGradient(e.x, e.y, 0, e.x, e.y, r);
        g.addColorStop(0, `rgba(255,237,160,${0.8 * (1 - k)})`);
        g.addColorStop(0.7, `rgba(249,115,22,${0.5 * (1 - k)})`);
        g.addColorStop(1, 'rgba(249,115,22,0)');
        ctx.fillStyle = g;
        ctx.beginPath();
        ctx.arc(e.x, e.y, r, 0, Math.PI * 2);
        ctx.fill();
      } else if (e.kind === 'bolt' || e.kind === 'beam') {
        const pts = e.data ?? [];
        ctx.strokeStyle = e.kind === 'bolt' ? `rgba(186,230,253,${1 - k})` : `rgba(253,224,71,${1 - k})`;
        ctx.lineWidth = e.kind === 'bolt' ? 4 : 18 * (1 - k) + 2;
        ctx.shadowColor = '#fff';
        ctx.shadowBlur = 12;
        ctx.beginPath();
        ctx.moveTo(e.x, e.y);
        for (let j = 0; j < pts.length; j += 2) {
          if (e.kind === 'bolt' && j > 0) {
            const mx = (pts[j - 2]! + pts[j]!) / 2 + Math.sin(now / 40 + j) * 18;
            const my = (pts[j - 1]! + pts[j + 1]!) / 2 + Math.cos(now / 40 + j) * 18;
            ctx.lineTo(mx, my);
          }
          ctx.lineTo(pts[j]!, pts[j + 1]!);
        }
        ctx.stroke();
      } else if (e.kind === 'die' && e.fish) {
        const kind = game.kinds[e.fish.kind]!;
        const p = positionAt(e.fish, Math.min(t, e.fish.leave));
        ctx.translate(p.x, p.y);
        ctx.rotate(Math.atan2(p.dy, p.dx) + (reducedMotion ? 0 : k * Math.PI * 3));
        ctx.globalAlpha = 1 - k;
        ctx.scale(1 + k * 0.3, 1 + k * 0.3);
        drawFish(ctx, kind, 0);
      }
      ctx.restore();
    }
  }

  function drawTexts(now: number) {
    const unit = Math.min(cw, ch * 1.6);
    for (const e of effects) {
      if (e.kind !== 'coin') continue;
      const k = (now - e.born) / 1400;
      const p = toScreen(e.x, e.y);
      const rise = reducedMotion ? 0 : k * unit * 0.08;
      ctx.globalAlpha = Math.max(0, 1 - k * k);
      if (!reducedMotion)
        for (let j = 0; j < (e.big ? 10 : 5); j++) {
          const a = (j / (e.big ? 10 : 5)) * Math.PI * 2 + e.born;
          const r = unit * 0.05 * Math.min(1, k * 3);
          const x = p.x + Math.cos(a) * r;
          const y = p.y + Math.sin(a) * r - rise * 1.5;
          const g = ctx.createRadialGradient(x - 2, y - 2, 0, x, y, unit * 0.014);
          g.addColorStop(0, '#fffbeb');
          g.addColorStop(1, '#d97706');
          ctx.fillStyle = g;
          ctx.beginPath();
          ctx.arc(x, y, unit * 0.014, 0, Math.PI * 2);
          ctx.fill();
        }
      ctx.font = `800 ${Math.round(unit * (e.big ? 0.06 : 0.035))}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.lineWidth = 4;
      ctx.strokeStyle = '#431407';
      ctx.strokeText(e.text ?? '', p.x, p.y - rise);
      ctx.fillStyle = '#fde047';
      ctx.fillText(e.text ?? '', p.x, p.y - rise);
      ctx.globalAlpha = 1;
    }
  }

  function frame(now: number) {
    const dt = Math.min(0.05, (now - last) / 1000);
    last = now;
    recoil = Math.max(0, recoil - dt * 6);
    const t = Math.floor(opts.clock());
    frameT = t;
    const fish = ocean ? visibleFish(t) : [];
    if ((holding || auto) && now - lastShot > 170) {
      lastShot = now;
      fire();
    }
    step(dt, t, fish);
    if (cw > 0) draw(t, fish, now);
    for (const id of dead.keys())
      if (Math.floor(id / FISH_PER_TICK) * TICK_MS < t - MAX_LIFE_MS * 2) dead.delete(id);
    requestAnimationFrame(frame);
  }

  const pointerAim = (event: PointerEvent) => {
    const box = canvas.getBoundingClientRect();
    aim = toWorld(event.clientX - box.left, event.clientY - box.top);
  };
  canvas.addEventListener('pointerdown', (event) => {
    canvas.setPointerCapture(event.pointerId);
    pointerAim(event);
    holding = true;
    lastShot = performance.now();
    fire();
  });
  canvas.addEventListener('pointermove', pointerAim);
  const release = () => (holding = false);
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);

  return {
    canvas,
    start(seed: string) {
      ocean = seed;
      resize();
      requestAnimationFrame(frame);
    },
    fire,
    setHolding: (on: boolean) => (holding = on),
    setAuto: (on: boolean) => (auto = on),
    setLevel: (i: number) => (level = i),
    /** Stakes of the bullets still flying (reserved, not yet a shot). */
    flying: () => bullets.reduce((sum, b) => sum + b.stake, 0),
    isDead: (id: number) => dead.has(id),
    /** Turns the cannon by a step (keyboard). */
    turn(step: number) {
      const c = cannon();
      const angle = Math.atan2(aim.y - c.y, aim.x - c.x) + step;
      aim = { x: c.x + Math.cos(angle) * 400, y: c.y + Math.sin(angle) * 400 };
    },
    /** The server caught a fish: it dies where it swims, with the coins of the win. */
    caught(
      fish: OceanFish,
      pay: number,
      multiplier: number,
      weapon?: { kind: string; reach: number; swept: OceanFish[] },
    ) {
      const now = performance.now();
      const t = Math.min(frameT, fish.leave);
      const p = positionAt(fish, t);
      if (!dead.has(fish.id)) effects.push({ kind: 'die', x: p.x, y: p.y, born: now, fish });
      dead.set(fish.id, now);
      if (weapon) {
        const pts = weapon.swept.flatMap((f) => {
          const q = positionAt(f, t);
          return [q.x, q.y];
        });
        if (weapon.kind === 'bomb')
          effects.push({ kind: 'blast', x: p.x, y: p.y, born: now, data: [weapon.reach] });
        else if (weapon.kind === 'lightning')
          effects.push({ kind: 'bolt', x: p.x, y: p.y, born: now, data: pts });
        else {
          const len = Math.sqrt(p.dx * p.dx + p.dy * p.dy) || 1;
          effects.push({
            kind: 'beam',
            x: p.x,
            y: p.y,
            born: now,
            data: [p.x + (p.dx / len) * 1600, p.y + (p.dy / len) * 1600],
          });
        }
        for (const f of weapon.swept) {
          const q = positionAt(f, t);
          if (!dead.has(f.id)) effects.push({ kind: 'die', x: q.x, y: q.y, born: now, fish: f });
          dead.set(f.id, now);
        }
      }
      effects.push({
        kind: 'coin',
        x: p.x,
        y: p.y,
        born: now,
        text: `+${fmt(pay / 100)}`,
        big: multiplier >= 50,
      });
    },
  };
}
export type Stage = ReturnType<typeof createStage>;
