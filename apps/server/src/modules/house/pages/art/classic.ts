import {
  circle,
  ellipse,
  gloss,
  group,
  label,
  path,
  rect,
  shade,
  shine,
  solid,
  sparkle,
  starPath,
  type Pen,
} from './kit.js';

// The fruit machine's symbols: sevens, bars, bells, fruit, luck charms. 100 x 100, centred.

const fruit = (p: Pen, cx: number, cy: number, r: number, colour: string) =>
  circle(cx + 2, cy + 3, r, { fill: '#000', opacity: 0.3 }) +
  circle(cx, cy, r, {
    fill: p.rad([shade(colour, 0.55), colour, shade(colour, -0.5)]),
    stroke: shade(colour, -0.6),
    'stroke-width': 2,
  }) +
  shine(cx - r * 0.38, cy - r * 0.4, r * 0.22, r * 0.14);

const leaf = (p: Pen, d: string) =>
  path(d, { fill: p.lin(['#86EFAC', '#16A34A', '#14532D']), stroke: '#14532D', 'stroke-width': 1.5 });

export const CLASSIC = {
  seven: (p: Pen) => {
    const d = 'M18 14H82V27C62 44 52 64 49 88H27C30 64 40 46 57 31H18z';
    return (
      solid(p, d, '#E0243F', { stroke: p.c.gold, 'stroke-width': 4 }) +
      gloss('M24 20H72', 3, 0.5) +
      sparkle(80, 70, 7)
    );
  },
  bar: (p: Pen) =>
    [30, 50, 70]
      .map(
        (y, i) =>
          rect(12, y - 8, 76, 16, 4, { fill: '#000', opacity: 0.3, transform: 'translate(2 2)' }) +
          rect(12, y - 8, 76, 16, 4, {
            fill: p.body(i === 1 ? p.c.main : '#1B1530', 0.3),
            stroke: p.c.gold,
            'stroke-width': 2.5,
          }) +
          label('BAR', 50, y + 5.5, 14, '#fff', '#000'),
      )
      .join(''),
  bell: (p: Pen) =>
    solid(p, 'M50 12C30 12 25 30 25 46S18 70 12 75H88C82 70 75 62 75 46S70 12 50 12z', p.c.gold) +
    circle(50, 82, 8, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 2 }) +
    rect(44, 6, 12, 8, 3, { fill: p.metal() }) +
    gloss('M36 24C31 34 31 50 29 60', 5) +
    path('M16 72H84', { stroke: shade(p.c.gold, -0.5), 'stroke-width': 3 }),
  cherry: (p: Pen) =>
    path('M30 64C36 40 48 24 62 14M70 68C68 46 66 30 62 14', {
      fill: 'none',
      stroke: '#2F7D32',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    leaf(p, 'M62 14C74 4 90 10 90 20 78 26 68 22 62 14z') +
    fruit(p, 30, 70, 17, '#E0243F') +
    fruit(p, 70, 73, 17, '#E0243F'),
  lemon: (p: Pen) =>
    path('M12 52C12 30 34 18 50 18S88 30 88 52 66 84 50 84 12 74 12 52z', {
      fill: '#000',
      opacity: 0.3,
      transform: 'translate(2 3)',
    }) +
    path(
      'M8 50C14 46 14 36 22 30 34 18 66 18 78 30 86 36 86 46 92 50 86 54 86 64 78 70 66 82 34 82 22 70 14 64 14 54 8 50z',
      {
        fill: p.rad(['#FEF9C3', '#FACC15', '#A16207']),
        stroke: '#854D0E',
        'stroke-width': 2,
      },
    ) +
    shine(36, 36, 12, 6) +
    leaf(p, 'M50 22C56 10 70 8 76 12 70 22 60 24 50 22z'),
  orange: (p: Pen) =>
    fruit(p, 50, 54, 34, '#F97316') +
    leaf(p, 'M50 22C54 10 68 6 76 10 70 22 58 24 50 22z') +
    circle(50, 22, 3, { fill: '#3F6212' }),
  plum: (p: Pen) =>
    path('M50 18C72 14 86 34 84 56S66 88 48 86 14 70 16 50 30 20 50 18z', {
      fill: '#000',
      opacity: 0.3,
      transform: 'translate(2 3)',
    }) +
    path('M50 18C72 14 86 34 84 56S66 88 48 86 14 70 16 50 30 20 50 18z', {
      fill: p.rad(['#E9D5FF', '#9333EA', '#3B0764']),
      stroke: '#3B0764',
      'stroke-width': 2,
    }) +
    path('M50 20C44 40 44 62 50 84', { fill: 'none', stroke: '#3B0764', 'stroke-width': 2, opacity: 0.5 }) +
    shine(34, 36, 8, 12) +
    leaf(p, 'M50 20C52 8 64 4 72 6 68 16 58 20 50 20z'),
  grape: (p: Pen) =>
    [
      [32, 36],
      [50, 36],
      [68, 36],
      [41, 51],
      [59, 51],
      [32, 66],
      [50, 66],
      [68, 51],
      [41, 81],
      [59, 81],
    ]
      .map(([x, y]) => fruit(p, x!, y!, 10, '#7C3AED'))
      .join('') + leaf(p, 'M50 26C40 12 58 6 70 12 66 22 58 26 50 26z'),
  watermelon: (p: Pen) =>
    path('M8 36A42 42 0 0 0 92 36z', { fill: '#000', opacity: 0.3, transform: 'translate(2 3)' }) +
    path('M8 36A42 42 0 0 0 92 36z', {
      fill: p.lin(['#22C55E', '#14532D']),
      stroke: '#052E16',
      'stroke-width': 2,
    }) +
    path('M14 36A36 36 0 0 0 86 36z', { fill: '#F0FDF4' }) +
    path('M18 36A32 32 0 0 0 82 36z', { fill: p.lin(['#FB7185', '#E11D48']) }) +
    [30, 42, 50, 58, 70, 38, 62]
      .map((x, i) => ellipse(x, i < 5 ? 46 + (i % 2) * 6 : 58, 2.2, 3.6, { fill: '#1B1530' }))
      .join('') +
    gloss('M22 40H78', 3, 0.35),
  clover: (p: Pen) =>
    path('M50 52C52 70 56 80 66 90', {
      fill: 'none',
      stroke: '#166534',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) +
    [0, 90, 180, 270]
      .map((a) =>
        group(
          `rotate(${a} 50 50)`,
          solid(
            p,
            'M50 50C36 46 24 34 30 22 36 12 48 16 50 24 52 16 64 12 70 22 76 34 64 46 50 50z',
            '#22C55E',
          ) + gloss('M38 26C34 30 36 36 40 40', 3, 0.5),
        ),
      )
      .join('') +
    circle(50, 50, 4, { fill: '#14532D' }),
  horseshoe: (p: Pen) => {
    const d = 'M18 20H36V52C36 62 42 70 50 70S64 62 64 52V20H82V52C82 74 68 88 50 88S18 74 18 52z';
    return (
      solid(p, d, '#CBD5E1') +
      [
        [27, 30],
        [27, 48],
        [73, 30],
        [73, 48],
        [38, 72],
        [62, 72],
      ]
        .map(([x, y]) => circle(x!, y!, 3, { fill: '#334155' }))
        .join('') +
      rect(16, 14, 22, 9, 3, { fill: p.metal() }) +
      rect(62, 14, 22, 9, 3, { fill: p.metal() }) +
      gloss('M24 50C24 66 32 76 42 80', 3, 0.6)
    );
  },
  star: (p: Pen) =>
    path(starPath(42, 18, 5, 52, 55), { fill: '#000', opacity: 0.3 }) +
    path(starPath(42, 18, 5, 50, 52), {
      fill: p.metal(),
      stroke: shade(p.c.gold, -0.6),
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }) +
    path(starPath(26, 11, 5, 50, 52), { fill: '#fff', opacity: 0.25 }) +
    sparkle(80, 22, 7),
  heart: (p: Pen) =>
    solid(
      p,
      'M50 86C22 64 8 50 8 32 8 16 20 8 32 8 40 8 46 12 50 20 54 12 60 8 68 8 80 8 92 16 92 32 92 50 78 64 50 86z',
      '#E11D48',
    ) +
    shine(28, 26, 9, 6) +
    sparkle(76, 28, 6),
};
