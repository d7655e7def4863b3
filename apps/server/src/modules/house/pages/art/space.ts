import { circle, ellipse, gloss, group, path, rect, shade, shine, solid, sparkle, type Pen } from './kit.js';

// Sky, space and arcade symbols. 100 x 100, centred.

export const SPACE = {
  moon: (p: Pen) =>
    path('M62 8C40 12 24 30 24 52S40 90 62 92C36 100 8 80 8 50S36 0 62 8z', {
      fill: '#000',
      opacity: 0.3,
      transform: 'translate(3 3)',
    }) +
    path('M62 8C40 12 24 30 24 52S40 90 62 92C36 100 8 80 8 50S36 0 62 8z', {
      fill: p.lin(['#FEF9C3', '#FDE047', '#CA8A04'], [0, 0, 1, 1]),
      stroke: '#A16207',
      'stroke-width': 2,
    }) +
    circle(24, 36, 4, { fill: '#CA8A04', opacity: 0.5 }) +
    circle(22, 64, 6, { fill: '#CA8A04', opacity: 0.4 }) +
    sparkle(74, 36, 9) +
    sparkle(84, 66, 6),
  sun: (p: Pen) =>
    Array.from({ length: 12 }, (_, i) =>
      group(`rotate(${i * 30} 50 50)`, path('M50 4L57 22H43z', { fill: i % 2 ? '#FDBA74' : '#FDE047' })),
    ).join('') +
    circle(50, 50, 28, {
      fill: p.rad(['#FEF9C3', '#FACC15', '#EA580C']),
      stroke: '#C2410C',
      'stroke-width': 2,
    }) +
    shine(40, 40, 8, 5),
  rocket: (p: Pen) =>
    group(
      'rotate(35 50 50)',
      path('M42 74L36 92 50 84 64 92 58 74z', { fill: p.lin(['#FDE047', '#F97316', '#DC2626']) }) +
        solid(p, 'M50 6C64 18 66 44 62 74H38C34 44 36 18 50 6z', '#E2E8F0') +
        path('M38 56L24 76 38 72zM62 56L76 76 62 72z', {
          fill: p.body(p.c.main),
          stroke: shade(p.c.main, -0.5),
          'stroke-width': 1.5,
        }) +
        circle(50, 38, 8, {
          fill: p.rad(['#BAE6FD', '#0EA5E9', '#0C4A6E']),
          stroke: '#475569',
          'stroke-width': 2.5,
        }) +
        path('M44 14C48 10 52 10 56 14', { fill: 'none', stroke: p.c.main, 'stroke-width': 4 }) +
        gloss('M42 24C40 36 40 50 42 64', 2.5, 0.6),
    ),
  planet: (p: Pen) =>
    path('M8 62C4 54 30 40 50 36S94 30 92 38', {
      fill: 'none',
      stroke: p.c.gold,
      'stroke-width': 5,
      opacity: 0.9,
    }) +
    circle(50, 50, 28, {
      fill: p.rad([shade(p.c.main, 0.6), p.c.main, shade(p.c.main, -0.6)]),
      stroke: shade(p.c.main, -0.6),
      'stroke-width': 2,
    }) +
    path('M26 40C36 44 62 44 76 38M24 56C40 60 60 60 78 54', {
      fill: 'none',
      stroke: '#fff',
      'stroke-width': 3,
      opacity: 0.25,
    }) +
    path('M92 38C96 46 70 60 50 64S6 70 8 62', { fill: 'none', stroke: p.c.gold, 'stroke-width': 5 }) +
    shine(40, 36, 7, 5) +
    sparkle(84, 16, 6),
  ufo: (p: Pen) =>
    path('M30 66L16 96H84L70 66z', { fill: p.lin(['#A7F3D0/0.8', '#A7F3D0/0']) }) +
    ellipse(50, 40, 18, 18, {
      fill: p.rad(['#E0F2FE', '#7DD3FC/0.7', '#0369A1/0.6']),
      stroke: '#BAE6FD',
      'stroke-width': 1.5,
    }) +
    ellipse(52, 56, 42, 14, { fill: '#000', opacity: 0.3 }) +
    ellipse(50, 54, 42, 14, {
      fill: p.lin(['#F1F5F9', '#94A3B8', '#334155']),
      stroke: '#1E293B',
      'stroke-width': 2,
    }) +
    [22, 36, 50, 64, 78]
      .map((x, i) => circle(x, 56 + (i % 2), 3.5, { fill: i % 2 ? '#FDE047' : '#34D399' }))
      .join('') +
    shine(42, 32, 5, 4),
  alien: (p: Pen) =>
    solid(p, 'M50 8C74 8 88 26 86 46 84 66 64 90 50 92 36 90 16 66 14 46 12 26 26 8 50 8z', '#4ADE80') +
    path('M22 44C28 38 40 40 44 52 40 60 26 58 22 44zM78 44C72 38 60 40 56 52 60 60 74 58 78 44z', {
      fill: '#1B1530',
    }) +
    shine(30, 46, 3, 2, 0.9) +
    shine(70, 46, 3, 2, 0.9) +
    path('M44 74Q50 78 56 74', {
      fill: 'none',
      stroke: '#14532D',
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
    }) +
    gloss('M30 18C38 12 48 12 56 14', 3, 0.5),
  robot: (p: Pen) =>
    path('M50 18V8', { stroke: '#94A3B8', 'stroke-width': 3 }) +
    circle(50, 7, 5, { fill: '#EF4444' }) +
    rect(6, 40, 10, 22, 4, { fill: '#64748B' }) +
    rect(84, 40, 10, 22, 4, { fill: '#64748B' }) +
    solid(
      p,
      'M22 18H78C84 18 86 20 86 26V78C86 84 84 86 78 86H22C16 86 14 84 14 78V26C14 20 16 18 22 18z',
      '#CBD5E1',
    ) +
    rect(22, 30, 56, 28, 8, { fill: '#0F172A' }) +
    circle(38, 44, 7, { fill: p.rad(['#fff', p.c.main, shade(p.c.main, -0.5)]) }) +
    circle(62, 44, 7, { fill: p.rad(['#fff', p.c.main, shade(p.c.main, -0.5)]) }) +
    rect(30, 66, 40, 10, 3, { fill: '#475569' }) +
    path('M38 66V76M46 66V76M54 66V76M62 66V76', { stroke: '#CBD5E1', 'stroke-width': 1.5 }) +
    gloss('M20 26H50', 2.5, 0.6),
  joystick: (p: Pen) =>
    path('M50 60V26', { stroke: '#475569', 'stroke-width': 7, 'stroke-linecap': 'round' }) +
    circle(50, 22, 14, {
      fill: p.rad(['#FECACA', '#EF4444', '#7F1D1D']),
      stroke: '#7F1D1D',
      'stroke-width': 2,
    }) +
    shine(45, 17, 4, 3, 0.8) +
    solid(
      p,
      'M10 64C10 58 14 56 20 56H80C86 56 90 58 90 64V80C90 86 86 88 80 88H20C14 88 10 86 10 80z',
      p.c.main,
    ) +
    circle(72, 70, 5, { fill: '#FDE047', stroke: '#854D0E', 'stroke-width': 1.5 }) +
    circle(26, 70, 5, { fill: '#22D3EE', stroke: '#155E75', 'stroke-width': 1.5 }),
  skull: (p: Pen) =>
    solid(
      p,
      'M50 8C74 8 88 24 88 46 88 58 82 66 74 70V84C74 88 72 90 68 90H32C28 90 26 88 26 84V70C18 66 12 58 12 46 12 24 26 8 50 8z',
      '#F1F5F9',
    ) +
    path('M24 46C26 36 40 36 42 48 40 58 26 58 24 46zM76 46C74 36 60 36 58 48 60 58 74 58 76 46z', {
      fill: '#1B1530',
    }) +
    path('M50 58L44 70H56z', { fill: '#1B1530' }) +
    path('M38 78V90M50 78V90M62 78V90', { stroke: '#64748B', 'stroke-width': 2 }) +
    gloss('M26 24C34 16 44 14 52 14', 3, 0.6),
};
