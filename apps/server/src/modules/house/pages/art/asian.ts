import {
  circle,
  ellipse,
  gloss,
  group,
  medallion,
  path,
  rect,
  shade,
  shine,
  solid,
  sparkle,
  type Pen,
} from './kit.js';

// The Eastern fortune symbols: dragon, phoenix, tiger, koi, lotus and the lucky objects. 100 x 100.

const eye = (x: number, y: number, r = 4, iris = '#1B1530') =>
  circle(x, y, r, { fill: '#fff', stroke: '#1B1530', 'stroke-width': 1.2 }) +
  circle(x + r * 0.15, y + r * 0.1, r * 0.6, { fill: iris }) +
  circle(x - r * 0.2, y - r * 0.3, r * 0.22, { fill: '#fff' });

/** The endless knot of good fortune, a diamond lattice of size s around x, y. */
const knot = (x: number, y: number, s: number, colour: string) =>
  path(
    `M${x} ${y - s}L${x + s} ${y}L${x} ${y + s}L${x - s} ${y}zM${x - s / 2} ${y - s / 2}L${x + s / 2} ${y + s / 2}M${x + s / 2} ${y - s / 2}L${x - s / 2} ${y + s / 2}`,
    { fill: 'none', stroke: colour, 'stroke-width': Math.max(1.5, s / 5), 'stroke-linejoin': 'round' },
  );

const petal = (p: Pen, angle: number, w: number, l: number, colour: string) =>
  group(
    `rotate(${angle} 50 74)`,
    path(
      `M50 74C${50 - w} ${74 - l * 0.35} ${50 - w * 0.55} ${74 - l * 0.82} 50 ${74 - l}C${50 + w * 0.55} ${74 - l * 0.82} ${50 + w} ${74 - l * 0.35} 50 74z`,
      {
        fill: p.lin([shade(colour, 0.7), colour, shade(colour, -0.4)]),
        stroke: shade(colour, -0.5),
        'stroke-width': 1.2,
      },
    ),
  );

/** A cat's face; `lucky` adds the raised paw and the coin of the fortune cat. */
function catFace(p: Pen, fur: string, lucky: boolean): string {
  const head =
    'M20 40L22 12 40 28C46 26 54 26 60 28L78 12 80 40C86 50 86 66 76 76 66 86 34 86 24 76 14 66 14 50 20 40z';
  return (
    (lucky
      ? solid(p, 'M74 52C74 36 78 22 86 20 94 20 94 34 90 52z', fur) +
        path('M80 24L84 30M86 22L88 28', { stroke: '#F9A8D4', 'stroke-width': 2 })
      : '') +
    solid(p, head, fur) +
    path('M26 18L36 30 24 32zM74 18L64 30 76 32z', { fill: '#F9A8D4' }) +
    eye(38, 52, 5, '#15803D') +
    eye(62, 52, 5, '#15803D') +
    path('M46 62H54L50 67z', { fill: '#F472B6' }) +
    path('M50 67Q44 74 40 70M50 67Q56 74 60 70', { fill: 'none', stroke: '#1B1530', 'stroke-width': 1.8 }) +
    path('M14 60L32 63M14 68L32 66M86 60L68 63M86 68L68 66', { stroke: '#6B7280', 'stroke-width': 1.2 }) +
    (lucky
      ? path('M26 80Q50 90 74 80', { fill: 'none', stroke: '#DC2626', 'stroke-width': 5 }) +
        circle(50, 88, 9, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 1.5 })
      : '')
  );
}

export const ASIAN = {
  dragon: (p: Pen) => {
    const red = '#DC2626';
    return (
      path('M24 16C30 4 40 6 40 16M58 14C66 2 78 6 74 18', {
        fill: 'none',
        stroke: p.c.gold,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }) +
      solid(
        p,
        'M30 20C46 10 68 12 78 26 86 36 92 46 94 56 94 64 88 68 80 66L70 64C68 74 60 82 48 84 30 86 14 74 10 58 6 42 16 28 30 20z',
        red,
        { stroke: p.c.gold, 'stroke-width': 3 },
      ) +
      path('M70 64C74 70 82 72 90 70', { fill: 'none', stroke: '#7F1D1D', 'stroke-width': 2 }) +
      path('M14 46C6 40 4 30 8 22M12 60C2 62-2 72 4 80', {
        fill: 'none',
        stroke: p.c.gold,
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }) +
      path('M44 34C52 28 62 30 66 36', {
        fill: 'none',
        stroke: '#7F1D1D',
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }) +
      eye(56, 42, 6, p.c.gold) +
      path('M86 54C96 50 100 38 94 30', { fill: 'none', stroke: p.c.gold, 'stroke-width': 2.5 }) +
      path('M26 60L32 66 38 60 44 66 50 60', { fill: 'none', stroke: '#FEF3C7', 'stroke-width': 2.5 }) +
      circle(84, 50, 2, { fill: '#1B1530' }) +
      gloss('M28 28C36 22 46 20 54 20', 3, 0.45)
    );
  },
  phoenix: (p: Pen) =>
    [-40, -20, 0, 20, 40]
      .map((a, i) =>
        group(
          `rotate(${a} 50 62)`,
          path('M50 62C40 50 40 26 50 8 60 26 60 50 50 62z', {
            fill: p.lin(['#FDE68A', i % 2 ? '#F97316' : '#EF4444', '#7C2D12']),
            stroke: '#7C2D12',
            'stroke-width': 1.2,
          }),
        ),
      )
      .join('') +
    solid(p, 'M50 90C36 88 30 76 34 64 38 54 46 50 50 40 54 50 62 54 66 64 70 76 64 88 50 90z', '#F59E0B') +
    path('M50 40L46 30 54 30z', { fill: '#FDE68A' }) +
    eye(50, 60, 4) +
    path('M46 68L50 74 54 68z', { fill: '#92400E' }) +
    sparkle(22, 22, 6) +
    sparkle(80, 30, 5),
  tiger: (p: Pen) => {
    const orange = '#F97316';
    return (
      solid(p, 'M22 30C18 18 24 12 32 18M78 30C82 18 76 12 68 18', orange) +
      solid(p, 'M50 14C72 14 88 30 88 52 88 74 70 90 50 90S12 74 12 52 28 14 50 14z', orange) +
      path('M50 14V28M40 16L44 28M60 16L56 28M14 46H28M86 46H72M14 58H26M86 58H74', {
        stroke: '#1B1530',
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }) +
      path('M26 64C30 84 70 84 74 64 64 60 36 60 26 64z', { fill: '#FFF7ED' }) +
      eye(36, 46, 6, '#CA8A04') +
      eye(64, 46, 6, '#CA8A04') +
      path('M44 62H56L50 70z', { fill: '#1B1530' }) +
      path('M50 70V76M42 78Q50 82 58 78', { fill: 'none', stroke: '#1B1530', 'stroke-width': 2 }) +
      path('M42 26H58M43 32H57M41 38H59M50 26V38', {
        stroke: '#1B1530',
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
      })
    );
  },
  koi: (p: Pen) =>
    solid(p, 'M78 50L94 34C96 46 96 54 94 66z', '#F97316') +
    solid(p, 'M10 50C18 30 40 24 58 30 70 34 78 42 80 50 78 58 70 66 58 70 40 76 18 70 10 50z', '#FFF7ED') +
    path('M30 34C40 30 48 40 44 48 36 50 32 44 30 34zM52 54C62 50 72 56 68 64 60 68 52 62 52 54z', {
      fill: '#EF4444',
    }) +
    path('M40 66L46 82 54 70zM40 34L48 20 56 32z', {
      fill: '#F97316',
      stroke: '#9A3412',
      'stroke-width': 1.2,
    }) +
    eye(22, 46, 4) +
    path('M12 54Q6 60 8 68', { fill: 'none', stroke: '#9A3412', 'stroke-width': 1.5 }) +
    gloss('M24 36C34 30 46 30 56 32', 3, 0.5),
  lotus: (p: Pen) =>
    ellipse(50, 78, 38, 8, { fill: p.lin(['#4ADE80', '#166534']), stroke: '#14532D', 'stroke-width': 1.5 }) +
    petal(p, -70, 14, 40, p.c.main) +
    petal(p, 70, 14, 40, p.c.main) +
    petal(p, -40, 16, 52, p.c.main) +
    petal(p, 40, 16, 52, p.c.main) +
    petal(p, -16, 16, 60, '#F472B6') +
    petal(p, 16, 16, 60, '#F472B6') +
    petal(p, 0, 15, 66, '#FBCFE8') +
    circle(50, 70, 5, { fill: p.metal() }) +
    sparkle(80, 22, 6),
  lantern: (p: Pen) =>
    rect(44, 4, 12, 10, 2, { fill: p.metal() }) +
    rect(34, 12, 32, 7, 3, { fill: p.metal() }) +
    rect(34, 78, 32, 7, 3, { fill: p.metal() }) +
    solid(p, 'M50 16C80 16 88 34 88 48S80 82 50 82 12 62 12 48 20 16 50 16z', '#DC2626') +
    path('M50 18V80M34 20C24 36 24 62 34 80M66 20C76 36 76 62 66 80', {
      fill: 'none',
      stroke: '#FBBF24',
      'stroke-width': 2,
      opacity: 0.8,
    }) +
    knot(50, 50, 12, p.c.gold) +
    path('M44 86L42 98M50 86V99M56 86L58 98', { stroke: p.c.gold, 'stroke-width': 2.5 }) +
    shine(30, 34, 5, 9, 0.35),
  ingot: (p: Pen) =>
    solid(p, 'M6 52C14 48 22 50 28 56H72C78 50 86 48 94 52 90 72 76 84 50 84S10 72 6 52z', p.c.gold) +
    path('M28 56C26 38 38 28 50 28S74 38 72 56z', {
      fill: p.metal(),
      stroke: shade(p.c.gold, -0.6),
      'stroke-width': 2.5,
    }) +
    shine(42, 38, 8, 5) +
    gloss('M16 60C24 70 36 76 50 76', 3, 0.5) +
    sparkle(82, 30, 8),
  coin: (p: Pen) =>
    circle(52, 54, 40, { fill: '#000', opacity: 0.3 }) +
    circle(50, 50, 40, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 2.5 }) +
    circle(50, 50, 31, { fill: 'none', stroke: shade(p.c.gold, -0.45), 'stroke-width': 2.5 }) +
    rect(40, 40, 20, 20, 2, {
      fill: shade(p.c.gold, -0.55),
      stroke: shade(p.c.gold, 0.5),
      'stroke-width': 1.5,
    }) +
    [0, 90, 180, 270]
      .map((r) => group(`rotate(${r} 50 50)`, path('M50 24L54 32H46z', { fill: shade(p.c.gold, -0.5) })))
      .join('') +
    gloss('M22 36C26 24 36 16 48 14', 4, 0.6),
  pearl: (p: Pen) =>
    ellipse(50, 84, 32, 8, { fill: '#000', opacity: 0.3 }) +
    circle(50, 50, 34, { fill: p.rad(['#FFFFFF', '#F5F3FF', '#C4B5FD', '#6D28D9'], 0.36, 0.3, 0.8) }) +
    circle(50, 50, 34, { fill: 'none', stroke: '#DDD6FE', 'stroke-width': 1.5 }) +
    shine(38, 36, 10, 7, 0.85) +
    sparkle(76, 24, 8) +
    sparkle(22, 74, 5),
  jade: (p: Pen) =>
    circle(52, 54, 40, { fill: '#000', opacity: 0.3 }) +
    path('M50 10A40 40 0 1 1 49.9 10zM50 36A14 14 0 1 0 50.1 36z', {
      fill: p.rad(['#BBF7D0', '#22C55E', '#14532D']),
      stroke: '#14532D',
      'stroke-width': 2,
      'fill-rule': 'evenodd',
    }) +
    circle(50, 50, 27, { fill: 'none', stroke: '#DCFCE7', 'stroke-width': 1.5, opacity: 0.6 }) +
    path('M50 4V12', { stroke: '#DC2626', 'stroke-width': 4 }) +
    gloss('M22 34C26 24 34 18 44 16', 4, 0.6),
  fan: (p: Pen) =>
    [-60, -40, -20, 0, 20, 40, 60]
      .map((a, i) =>
        group(
          `rotate(${a} 50 86)`,
          path('M50 86L40 14H60z', {
            fill: p.lin([i % 2 ? '#FDE68A' : shade(p.c.main, 0.4), i % 2 ? '#F59E0B' : p.c.main]),
            stroke: '#7C2D12',
            'stroke-width': 1.2,
          }),
        ),
      )
      .join('') +
    path('M18 40A48 48 0 0 1 82 40', { fill: 'none', stroke: p.c.gold, 'stroke-width': 2 }) +
    circle(50, 86, 5, { fill: p.metal(), stroke: '#7C2D12', 'stroke-width': 1.5 }),
  drum: (p: Pen) =>
    solid(p, 'M14 36V70C14 80 32 88 50 88S86 80 86 70V36z', '#B91C1C') +
    ellipse(50, 36, 36, 14, { fill: p.lin(['#FEF3C7', '#FCD34D']), stroke: '#92400E', 'stroke-width': 2 }) +
    [22, 36, 50, 64, 78]
      .map((x) => circle(x, 58 + Math.abs(x - 50) * -0.12, 2.5, { fill: p.metal() }))
      .join('') +
    path('M18 16L44 32M82 16L56 32', { stroke: '#92400E', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    circle(18, 16, 5, { fill: '#DC2626' }) +
    circle(82, 16, 5, { fill: '#DC2626' }) +
    circle(50, 36, 7, { fill: 'none', stroke: '#B91C1C', 'stroke-width': 2.5 }),
  peach: (p: Pen) =>
    solid(p, 'M50 28C36 18 12 26 12 52 12 74 30 88 50 88S88 74 88 52C88 26 64 18 50 28z', '#FB923C') +
    path('M50 28C50 28 40 30 40 28', { fill: 'none' }) +
    path('M50 28C46 44 46 66 50 86', { fill: 'none', stroke: '#BE123C', 'stroke-width': 2, opacity: 0.5 }) +
    ellipse(66, 54, 16, 22, { fill: '#F43F5E', opacity: 0.35 }) +
    path('M50 28C46 14 32 8 22 12 28 24 40 28 50 28zM50 28C58 16 72 14 80 18 72 28 60 30 50 28z', {
      fill: p.lin(['#86EFAC', '#16A34A']),
      stroke: '#14532D',
      'stroke-width': 1.5,
    }) +
    shine(28, 46, 7, 10),
  panda: (p: Pen) =>
    circle(20, 24, 12, { fill: '#1B1530' }) +
    circle(80, 24, 12, { fill: '#1B1530' }) +
    solid(p, 'M50 16C74 16 90 32 90 54S72 90 50 90 10 76 10 54 26 16 50 16z', '#F8FAFC') +
    ellipse(34, 50, 10, 13, { fill: '#1B1530', transform: 'rotate(30 34 50)' }) +
    ellipse(66, 50, 10, 13, { fill: '#1B1530', transform: 'rotate(-30 66 50)' }) +
    eye(35, 49, 4) +
    eye(65, 49, 4) +
    ellipse(50, 66, 7, 5, { fill: '#1B1530' }) +
    path('M44 74Q50 80 56 74', { fill: 'none', stroke: '#1B1530', 'stroke-width': 2 }) +
    ellipse(28, 68, 6, 4, { fill: '#FDA4AF', opacity: 0.6 }) +
    ellipse(72, 68, 6, 4, { fill: '#FDA4AF', opacity: 0.6 }),
  crane: (p: Pen) =>
    path('M44 62L40 96M54 62L58 96', { stroke: '#1B1530', 'stroke-width': 2.5 }) +
    solid(p, 'M14 44C30 34 50 36 62 46 70 54 66 66 52 68 34 70 20 60 14 44z', '#F8FAFC') +
    path('M22 46C34 40 46 42 52 48 44 50 34 52 22 46z', { fill: '#1B1530' }) +
    path('M60 50C66 36 62 22 70 14', {
      fill: 'none',
      stroke: '#F8FAFC',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) +
    path('M60 50C66 36 62 22 70 14', { fill: 'none', stroke: '#1B1530', 'stroke-width': 1, opacity: 0.3 }) +
    circle(72, 14, 6, { fill: '#F8FAFC', stroke: '#94A3B8', 'stroke-width': 1 }) +
    circle(72, 10, 3.5, { fill: '#DC2626' }) +
    path('M77 14L94 20 77 18z', { fill: p.c.gold }) +
    circle(73, 14, 1.4, { fill: '#1B1530' }) +
    path('M26 62Q22 72 14 76', { fill: 'none', stroke: '#1B1530', 'stroke-width': 3 }),
  turtle: (p: Pen) =>
    [
      [24, 30],
      [76, 30],
      [24, 74],
      [76, 74],
    ]
      .map(([x, y]) => ellipse(x!, y!, 9, 7, { fill: p.lin(['#86EFAC', '#15803D']), stroke: '#14532D' }))
      .join('') +
    ellipse(50, 12, 9, 10, { fill: p.lin(['#86EFAC', '#15803D']), stroke: '#14532D' }) +
    eye(46, 10, 2) +
    eye(54, 10, 2) +
    solid(p, 'M50 18C72 18 84 36 84 54S70 88 50 88 16 72 16 54 28 18 50 18z', '#16A34A') +
    path(
      'M50 38L62 46V62L50 70 38 62V46zM50 38V20M62 46L80 40M62 62L78 72M50 70V88M38 62L22 72M38 46L20 40',
      {
        fill: 'none',
        stroke: p.c.gold,
        'stroke-width': 2.5,
        'stroke-linejoin': 'round',
      },
    ) +
    shine(36, 32, 8, 5, 0.4),
  gong: (p: Pen) =>
    path('M14 92V14H86V92', {
      fill: 'none',
      stroke: '#7C2D12',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) +
    path('M10 14H90', { stroke: '#DC2626', 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    path('M40 14L44 24M60 14L56 24', { stroke: '#1B1530', 'stroke-width': 1.5 }) +
    medallion(p, p.c.gold, 30, 50, 54) +
    circle(50, 54, 9, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 1.5 }) +
    gloss('M30 42C34 34 40 30 46 28', 3, 0.6),
  firecracker: (p: Pen) =>
    path('M50 8C56 4 62 8 60 14', { fill: 'none', stroke: '#78350F', 'stroke-width': 2 }) +
    sparkle(62, 10, 7, '#FDE047') +
    [
      [30, 20],
      [50, 16],
      [70, 20],
    ]
      .map(
        ([x, y]) =>
          solid(p, `M${x! - 9} ${y! + 6}H${x! + 9}V${y! + 70}H${x! - 9}z`, '#DC2626') +
          rect(x! - 10, y! + 4, 20, 6, 2, { fill: p.metal() }) +
          rect(x! - 10, y! + 66, 20, 6, 2, { fill: p.metal() }) +
          knot(x!, y! + 40, 6, p.c.gold),
      )
      .join(''),
  cat: (p: Pen) => catFace(p, '#F59E0B', false),
  'fortune-cat': (p: Pen) => catFace(p, '#FFFFFF', true),
  envelope: (p: Pen) =>
    solid(
      p,
      'M18 8H82C86 8 88 10 88 14V86C88 90 86 92 82 92H18C14 92 12 90 12 86V14C12 10 14 8 18 8z',
      '#DC2626',
    ) +
    path('M12 14L50 42 88 14', {
      fill: p.lin(['#EF4444', '#991B1B']),
      stroke: '#7F1D1D',
      'stroke-width': 2,
    }) +
    circle(50, 42, 12, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 1.5 }) +
    knot(50, 42, 6, '#B91C1C') +
    path('M24 70H76M24 78H76', { stroke: p.c.gold, 'stroke-width': 2, opacity: 0.7 }) +
    gloss('M20 50V84', 3, 0.35),
};
