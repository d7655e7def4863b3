import { circle, ellipse, gloss, group, path, rect, shade, solid, sparkle, type Pen } from './kit.js';

// Gems, gold and the miner's tools. 100 x 100, centred.

/** A faceted gem: the outline, its facets lit from the top left. */
function gem(p: Pen, colour: string, outline: string, facets: string, table: string): string {
  return (
    path(outline, { fill: '#000', opacity: 0.3, transform: 'translate(2 4)' }) +
    path(outline, {
      fill: p.lin([shade(colour, 0.6), colour, shade(colour, -0.55)], [0, 0, 1, 1]),
      stroke: shade(colour, -0.65),
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }) +
    path(facets, { fill: 'none', stroke: shade(colour, 0.7), 'stroke-width': 1.5, opacity: 0.8 }) +
    path(table, { fill: '#fff', opacity: 0.35 }) +
    sparkle(74, 24, 7)
  );
}

export const TREASURE = {
  diamond: (p: Pen) =>
    gem(
      p,
      '#22D3EE',
      'M8 36L26 14H74L92 36 50 90z',
      'M8 36H92M26 14L36 36 50 14 64 36 74 14M36 36L50 90 64 36',
      'M26 14L36 36H64L74 14z',
    ),
  ruby: (p: Pen) =>
    gem(
      p,
      '#E11D48',
      'M30 10H70L90 30V70L70 90H30L10 70V30z',
      'M30 26H70L74 30V70L70 74H30L26 70V30zM30 10L30 26M70 10V26M90 30H74M90 70H74M70 90V74M30 90V74M10 70H26M10 30H26',
      'M30 26H70L74 30V50H26V30z',
    ),
  emerald: (p: Pen) =>
    gem(
      p,
      '#10B981',
      'M24 8H76L90 22V78L76 92H24L10 78V22z',
      'M30 22H70V78H30zM24 8L30 22M76 8L70 22M90 78L70 78M10 78L30 78M24 92L30 78M76 92L70 78',
      'M30 22H70V42H30z',
    ),
  sapphire: (p: Pen) =>
    gem(
      p,
      '#2563EB',
      'M50 6L88 28V72L50 94 12 72V28z',
      'M50 26L70 38V62L50 74 30 62V38zM50 6V26M88 28L70 38M88 72L70 62M50 94V74M12 72L30 62M12 28L30 38',
      'M50 26L70 38V50H30V38z',
    ),
  amethyst: (p: Pen) =>
    gem(
      p,
      '#9333EA',
      'M50 6L82 30 74 90H26L18 30z',
      'M50 6L40 30 50 90 60 30zM18 30H82M40 30L26 90M60 30L74 90',
      'M50 6L40 30H60z',
    ),
  topaz: (p: Pen) =>
    gem(
      p,
      '#F59E0B',
      'M50 6C72 6 90 26 90 50S72 94 50 94 10 74 10 50 28 6 50 6z',
      'M50 22L72 36V64L50 78 28 64V36zM50 6V22M90 50H72M50 94V78M10 50H28',
      'M50 22L72 36H28z',
    ),
  crown: (p: Pen) =>
    solid(p, 'M10 30L28 52 40 20 50 44 60 20 72 52 90 30 82 78H18z', p.c.gold) +
    rect(16, 74, 68, 12, 4, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 2 }) +
    circle(30, 80, 4, { fill: '#E11D48' }) +
    circle(50, 80, 4, { fill: '#2563EB' }) +
    circle(70, 80, 4, { fill: '#10B981' }) +
    [10, 40, 60, 90]
      .map((x, i) => circle(x, i % 3 ? 18 : 28, 5, { fill: p.rad(['#fff', '#F0ABFC', '#A21CAF']) }))
      .join('') +
    gloss('M24 58L36 34', 3, 0.5),
  'gold-bar': (p: Pen) =>
    [
      [30, 66],
      [70, 66],
      [50, 42],
    ]
      .map(
        ([x, y]) =>
          path(`M${x! - 22} ${y! + 14}L${x! - 14} ${y! - 8}H${x! + 14}L${x! + 22} ${y! + 14}z`, {
            fill: '#000',
            opacity: 0.3,
            transform: 'translate(2 3)',
          }) +
          path(`M${x! - 22} ${y! + 14}L${x! - 14} ${y! - 8}H${x! + 14}L${x! + 22} ${y! + 14}z`, {
            fill: p.metal(),
            stroke: shade(p.c.gold, -0.6),
            'stroke-width': 2,
            'stroke-linejoin': 'round',
          }) +
          path(`M${x! - 14} ${y! - 8}L${x! - 10} ${y! + 2}H${x! + 10}L${x! + 14} ${y! - 8}`, {
            fill: '#fff',
            opacity: 0.3,
          }),
      )
      .join('') + sparkle(82, 24, 8),
  nugget: (p: Pen) =>
    solid(p, 'M20 40L34 22 58 18 78 30 88 52 76 76 50 84 24 76 12 58z', p.c.gold) +
    path('M34 22L40 44 58 18M40 44L24 76M40 44L66 56 88 52M66 56L50 84M66 56L78 30', {
      fill: 'none',
      stroke: shade(p.c.gold, -0.45),
      'stroke-width': 1.5,
    }) +
    path('M34 22L58 18 40 44z', { fill: '#fff', opacity: 0.35 }) +
    sparkle(76, 22, 7),
  pickaxe: (p: Pen) =>
    group(
      'rotate(-40 50 50)',
      rect(45, 20, 10, 76, 4, {
        fill: p.lin(['#D97706', '#78350F'], [0, 0, 1, 0]),
        stroke: '#451A03',
        'stroke-width': 1.5,
      }),
    ) +
    solid(p, 'M8 34C30 10 70 10 92 34 70 24 30 24 8 34z', '#94A3B8') +
    gloss('M22 24C38 16 60 16 76 22', 2.5, 0.6),
  cart: (p: Pen) =>
    ellipse(36, 34, 14, 10, { fill: p.metal() }) +
    ellipse(58, 30, 14, 11, { fill: p.metal() }) +
    ellipse(48, 24, 10, 8, { fill: p.metal() }) +
    solid(p, 'M10 36H90L80 74H20z', '#78716C') +
    path('M14 48H86M18 62H82', { stroke: '#44403C', 'stroke-width': 2 }) +
    [30, 70]
      .map(
        (x) =>
          circle(x, 80, 10, { fill: '#1B1530', stroke: '#A8A29E', 'stroke-width': 3 }) +
          circle(x, 80, 3, { fill: '#A8A29E' }),
      )
      .join('') +
    sparkle(64, 18, 6),
  dynamite: (p: Pen) =>
    [30, 50, 70]
      .map(
        (x) => solid(p, `M${x - 9} 30H${x + 9}V88H${x - 9}z`, '#DC2626') + gloss(`M${x - 5} 34V84`, 2, 0.4),
      )
      .join('') +
    rect(16, 52, 68, 10, 2, { fill: '#1B1530' }) +
    path('M50 30C50 18 58 14 66 12', { fill: 'none', stroke: '#78350F', 'stroke-width': 3 }) +
    sparkle(70, 10, 9, '#FDE047') +
    sparkle(70, 10, 4, '#fff'),
  lamp: (p: Pen) =>
    solid(
      p,
      'M10 56C22 50 34 50 40 56H74C80 48 88 44 94 40 90 52 82 62 72 68 64 76 40 78 28 70 20 66 14 62 10 56z',
      p.c.gold,
    ) +
    path('M40 56C40 44 48 38 56 38S72 44 74 56z', {
      fill: p.metal(),
      stroke: shade(p.c.gold, -0.6),
      'stroke-width': 2,
    }) +
    circle(57, 34, 5, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 1.5 }) +
    rect(40, 74, 30, 8, 3, { fill: p.metal(), stroke: shade(p.c.gold, -0.6), 'stroke-width': 1.5 }) +
    path('M10 56C4 50 6 40 14 38', { fill: 'none', stroke: shade(p.c.gold, -0.2), 'stroke-width': 3 }) +
    path('M94 40C88 30 90 18 82 10 84 22 74 26 80 36', { fill: p.lin(['#E9D5FF', p.c.main]), opacity: 0.8 }) +
    sparkle(84, 14, 6) +
    gloss('M30 62C40 68 54 70 66 66', 3, 0.5),
  scroll: (p: Pen) =>
    solid(p, 'M22 20H78V80H22z', '#FDE68A') +
    path('M30 34H70M30 46H70M30 58H62M30 70H56', { stroke: '#92400E', 'stroke-width': 2.5, opacity: 0.7 }) +
    [14, 86]
      .map(
        (y) =>
          rect(14, y - 6, 72, 12, 6, {
            fill: p.lin(['#B45309', '#78350F']),
            stroke: '#451A03',
            'stroke-width': 1.5,
          }) +
          circle(12, y, 5, { fill: p.metal() }) +
          circle(88, y, 5, { fill: p.metal() }),
      )
      .join('') +
    circle(70, 70, 8, { fill: '#DC2626', stroke: '#7F1D1D', 'stroke-width': 1.5 }),
};
