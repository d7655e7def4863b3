import { circle, group, label, medallion, path, rect, shade, sparkle, starPath, type Pen } from './kit.js';

// The card ranks and the special symbols: wild, scatter, bonus. 100 x 100, centred.

/** A card rank: a heavy outlined letter in its own colour on a faint plate of the theme. */
function rank(p: Pen, text: string, colour: string): string {
  const size = text.length > 1 ? 56 : 74;
  return (
    rect(14, 10, 72, 80, 16, {
      fill: p.lin([`${shade(p.c.main, -0.2)}/0.55`, `${shade(p.c.main, -0.6)}/0.35`]),
    }) +
    rect(14, 10, 72, 80, 16, { fill: 'none', stroke: p.c.gold, 'stroke-width': 1.5, opacity: 0.45 }) +
    label(text, 52, 76, size, '#000', '#000', { opacity: 0.35 }) +
    label(
      text,
      50,
      73,
      size,
      p.lin([shade(colour, 0.65), colour, shade(colour, -0.45)]),
      shade(colour, -0.7),
      {
        'stroke-width': 5,
      },
    ) +
    label(text, 50, 73, size, 'none', '#fff', { 'stroke-width': 1, opacity: 0.45 }) +
    sparkle(78, 22, 6)
  );
}

/** A badge with a word across it (wild, scatter, bonus). */
function badge(p: Pen, word: string, colour: string, emblem: string): string {
  return (
    medallion(p, colour, 42) +
    emblem +
    rect(6, 58, 88, 22, 6, { fill: '#000', opacity: 0.3, transform: 'translate(2 3)' }) +
    rect(6, 58, 88, 22, 6, {
      fill: p.lin([shade(p.c.main, 0.2), shade(p.c.main, -0.5)]),
      stroke: p.c.gold,
      'stroke-width': 2.5,
    }) +
    label(word, 50, 75, word.length > 5 ? 15 : 19, p.metal(), '#1B1530', { 'stroke-width': 3 })
  );
}

export const CARDS = {
  'rank-a': (p: Pen) => rank(p, 'A', '#EF4444'),
  'rank-k': (p: Pen) => rank(p, 'K', '#3B82F6'),
  'rank-q': (p: Pen) => rank(p, 'Q', '#A855F7'),
  'rank-j': (p: Pen) => rank(p, 'J', '#22C55E'),
  'rank-10': (p: Pen) => rank(p, '10', '#F97316'),
  'rank-9': (p: Pen) => rank(p, '9', '#06B6D4'),
  wild: (p: Pen) =>
    badge(
      p,
      'WILD',
      p.c.main,
      Array.from({ length: 8 }, (_, i) =>
        group(`rotate(${i * 45} 50 40)`, path('M50 40L46 12H54z', { fill: '#fff', opacity: 0.5 })),
      ).join('') +
        path(starPath(16, 7, 5, 50, 38), {
          fill: p.metal(),
          stroke: shade(p.c.gold, -0.6),
          'stroke-width': 1.5,
        }),
    ),
  scatter: (p: Pen) =>
    badge(
      p,
      'SCATTER',
      p.c.second,
      [0, 60, 120]
        .map((a) =>
          group(
            `rotate(${a} 50 38)`,
            path('M50 14C58 26 58 50 50 62 42 50 42 26 50 14z', { fill: '#fff', opacity: 0.35 }),
          ),
        )
        .join('') +
        circle(50, 38, 9, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 1.5 }),
    ),
  bonus: (p: Pen) =>
    badge(
      p,
      'BONUS',
      '#DC2626',
      rect(34, 22, 32, 30, 3, {
        fill: p.lin(['#FDE68A', '#F59E0B']),
        stroke: '#92400E',
        'stroke-width': 1.5,
      }) +
        rect(30, 18, 40, 10, 2, {
          fill: p.lin(['#FEF3C7', '#FBBF24']),
          stroke: '#92400E',
          'stroke-width': 1.5,
        }) +
        path('M50 18V52', { stroke: '#DC2626', 'stroke-width': 6 }) +
        path('M50 18C42 6 32 10 38 18M50 18C58 6 68 10 62 18', {
          fill: 'none',
          stroke: '#DC2626',
          'stroke-width': 3,
        }),
    ),
};
