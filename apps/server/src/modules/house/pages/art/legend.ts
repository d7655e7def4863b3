import {
  circle,
  ellipse,
  gloss,
  group,
  path,
  rect,
  shade,
  shine,
  solid,
  sparkle,
  starPath,
  type Pen,
} from './kit.js';

// The sea, the adventure and the wild: ships, shells, arms and the great animals. 100 x 100, centred.

const eye = (x: number, y: number, r: number, iris: string) =>
  circle(x, y, r, { fill: '#fff', stroke: '#1B1530', 'stroke-width': 1.2 }) +
  circle(x, y + r * 0.1, r * 0.6, { fill: iris }) +
  circle(x - r * 0.25, y - r * 0.3, r * 0.22, { fill: '#fff' });

export const LEGEND = {
  ship: (p: Pen) =>
    path('M50 10V70', { stroke: '#78350F', 'stroke-width': 4 }) +
    path('M54 14C72 22 80 40 78 58H54z', {
      fill: p.lin(['#fff', '#E2E8F0']),
      stroke: '#94A3B8',
      'stroke-width': 1.5,
    }) +
    path('M46 20C34 28 28 44 30 58H46z', {
      fill: p.lin(['#fff', '#E2E8F0']),
      stroke: '#94A3B8',
      'stroke-width': 1.5,
    }) +
    path('M50 10L66 14 50 18z', { fill: p.c.main }) +
    solid(p, 'M10 64H90L80 84H22z', '#92400E') +
    path('M16 72H86', { stroke: p.c.gold, 'stroke-width': 2.5 }) +
    path('M4 90Q16 84 28 90T52 90 76 90 100 90', { fill: 'none', stroke: '#38BDF8', 'stroke-width': 3 }),
  anchor: (p: Pen) => {
    const d =
      'M46 22H54V78C64 76 72 70 76 60L68 58 84 46 88 66 82 62C76 78 64 88 50 88S24 78 18 62L12 66 16 46 32 58 24 60C28 70 36 76 46 78z';
    return (
      circle(50, 16, 9, {
        fill: 'none',
        stroke: '#000',
        'stroke-width': 6,
        opacity: 0.3,
        transform: 'translate(2 3)',
      }) +
      circle(50, 16, 9, { fill: 'none', stroke: p.metal('#94A3B8'), 'stroke-width': 6 }) +
      solid(p, d, '#94A3B8') +
      rect(30, 30, 40, 8, 3, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 1.5 }) +
      gloss('M49 40V72', 2, 0.6)
    );
  },
  shell: (p: Pen) =>
    solid(p, 'M50 88L30 80C14 70 8 50 14 34 22 16 38 10 50 10S78 16 86 34C92 50 86 70 70 80z', '#FDA4AF') +
    path('M50 88L22 30M50 88L36 16M50 88V10M50 88L64 16M50 88L78 30', {
      fill: 'none',
      stroke: '#BE123C',
      'stroke-width': 2,
      opacity: 0.6,
    }) +
    rect(40, 84, 20, 8, 3, { fill: '#FB7185', stroke: '#9F1239', 'stroke-width': 1.5 }) +
    shine(34, 30, 8, 5),
  starfish: (p: Pen) =>
    path(starPath(44, 20, 5, 52, 56), { fill: '#000', opacity: 0.3 }) +
    path(starPath(44, 20, 5, 50, 52), {
      fill: p.rad(['#FED7AA', '#FB923C', '#C2410C']),
      stroke: '#9A3412',
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }) +
    [0, 72, 144, 216, 288]
      .map((a) =>
        group(`rotate(${a} 50 52)`, [30, 22, 14].map((y) => circle(50, y, 2, { fill: '#FFF7ED' })).join('')),
      )
      .join(''),
  octopus: (p: Pen) =>
    [14, 30, 46, 62, 78]
      .map((x, i) =>
        path(`M${x + 4} 56C${x - 4} 70 ${x + 10} 80 ${x + (i % 2 ? 8 : 0)} 92`, {
          fill: 'none',
          stroke: p.body('#C026D3'),
          'stroke-width': 8,
          'stroke-linecap': 'round',
        }),
      )
      .join('') +
    solid(p, 'M50 8C72 8 86 24 86 42 86 56 74 64 50 64S14 56 14 42C14 24 28 8 50 8z', '#C026D3') +
    eye(38, 42, 7, '#1B1530') +
    eye(62, 42, 7, '#1B1530') +
    gloss('M26 24C32 16 42 14 50 14', 3, 0.5),
  mask: (p: Pen) =>
    solid(
      p,
      'M8 30C24 22 40 24 50 34 60 24 76 22 92 30 92 56 78 70 62 70 54 70 52 62 50 58 48 62 46 70 38 70 22 70 8 56 8 30z',
      p.c.main,
    ) +
    path('M20 40C26 34 36 36 40 44 34 50 24 50 20 40zM80 40C74 34 64 36 60 44 66 50 76 50 80 40z', {
      fill: '#0F0B1A',
    }) +
    path('M8 30C0 20 4 8 14 6 10 16 14 24 20 26z', { fill: p.metal() }) +
    path('M92 30C100 20 96 8 86 6 90 16 86 24 80 26z', { fill: p.metal() }) +
    path('M50 70V96', { stroke: p.c.gold, 'stroke-width': 3 }) +
    sparkle(50, 44, 5),
  sword: (p: Pen) =>
    group(
      'rotate(45 50 50)',
      solid(p, 'M46 6L50 0 54 6V66H46z', '#CBD5E1') +
        path('M50 4V64', { stroke: '#fff', 'stroke-width': 1.5, opacity: 0.7 }) +
        rect(30, 64, 40, 8, 4, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 1.5 }) +
        rect(46, 72, 8, 18, 2, { fill: '#7C2D12' }) +
        circle(50, 94, 6, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 1.5 }),
    ),
  shield: (p: Pen) =>
    solid(p, 'M50 6L88 18C88 54 76 78 50 94 24 78 12 54 12 18z', p.c.main, {
      stroke: p.c.gold,
      'stroke-width': 4,
    }) +
    path('M50 18L76 26C76 52 68 70 50 82 32 70 24 52 24 26z', {
      fill: 'none',
      stroke: p.c.gold,
      'stroke-width': 2,
    }) +
    path(starPath(14, 6, 5, 50, 48), { fill: p.metal() }) +
    gloss('M20 24C22 44 28 58 36 70', 3, 0.4),
  elephant: (p: Pen) => {
    const grey = '#94A3B8';
    return (
      solid(p, 'M24 24C6 20 2 44 10 60 16 70 28 66 32 56zM76 24C94 20 98 44 90 60 84 70 72 66 68 56z', grey) +
      path('M18 34C12 42 14 54 22 58M82 34C88 42 86 54 78 58', {
        fill: 'none',
        stroke: '#F9A8D4',
        'stroke-width': 4,
      }) +
      solid(
        p,
        'M50 14C68 14 78 28 76 46 74 58 64 64 60 70 58 80 62 86 68 90 60 96 48 92 46 82 44 72 30 62 26 48 22 28 32 14 50 14z',
        grey,
      ) +
      path('M38 62C34 70 36 76 40 78M62 62C66 70 64 76 60 78', {
        fill: 'none',
        stroke: '#FFF7ED',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }) +
      eye(40, 40, 4, '#1B1530') +
      eye(60, 40, 4, '#1B1530') +
      path('M40 22H60L56 28H44z', { fill: p.c.main }) +
      circle(50, 24, 3, { fill: p.metal() })
    );
  },
  lion: (p: Pen) =>
    Array.from({ length: 14 }, (_, i) =>
      group(
        `rotate(${i * (360 / 14)} 50 52)`,
        path('M50 52L40 10H60z', { fill: i % 2 ? '#B45309' : '#D97706' }),
      ),
    ).join('') +
    circle(50, 52, 30, {
      fill: p.rad(['#FDE68A', '#F59E0B', '#B45309']),
      stroke: '#78350F',
      'stroke-width': 2,
    }) +
    eye(40, 46, 4.5, '#854D0E') +
    eye(60, 46, 4.5, '#854D0E') +
    path('M36 62C40 76 60 76 64 62 56 58 44 58 36 62z', { fill: '#FEF3C7' }) +
    path('M44 58H56L50 65z', { fill: '#1B1530' }) +
    path('M50 65V70M44 72Q50 76 56 72', { fill: 'none', stroke: '#1B1530', 'stroke-width': 2 }),
  eagle: (p: Pen) =>
    solid(
      p,
      'M26 90C16 70 14 46 26 30 36 16 56 12 70 20 80 26 86 34 90 44L74 48C72 60 62 70 52 74L58 90z',
      '#78350F',
    ) +
    path('M30 28C40 14 60 12 72 20 80 26 86 34 90 44L72 48C60 46 48 40 40 44 32 44 28 38 30 28z', {
      fill: p.lin(['#fff', '#E2E8F0']),
      stroke: '#64748B',
      'stroke-width': 1.5,
    }) +
    path('M72 36C82 36 92 40 94 48 90 56 82 58 76 54 78 48 76 42 72 36z', {
      fill: p.metal(),
      stroke: '#92400E',
      'stroke-width': 1.5,
    }) +
    eye(66, 32, 4, '#CA8A04') +
    path('M58 26L74 28', { stroke: '#1B1530', 'stroke-width': 3, 'stroke-linecap': 'round' }),
  wolf: (p: Pen) => {
    const grey = '#64748B';
    return (
      solid(p, 'M22 8L40 30H60L78 8 82 44C86 56 76 70 62 82L50 92 38 82C24 70 14 56 18 44z', grey) +
      path('M28 18L38 32 30 36zM72 18L62 32 70 36z', { fill: '#CBD5E1' }) +
      path('M30 52C36 48 44 50 50 58 56 50 64 48 70 52 66 70 58 84 50 90 42 84 34 70 30 52z', {
        fill: '#E2E8F0',
      }) +
      path('M30 44L44 48M70 44L56 48', { stroke: '#1B1530', 'stroke-width': 2 }) +
      eye(38, 44, 4, '#0EA5E9') +
      eye(62, 44, 4, '#0EA5E9') +
      ellipse(50, 66, 6, 4, { fill: '#1B1530' }) +
      shine(40, 20, 5, 3, 0.3)
    );
  },
};
