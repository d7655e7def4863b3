// Game tiles, 300 x 200 (3:2), one per catalogue entry: a scene themed by the game's category (and, for
// slots, its classification) in its vendor's colours, with the vendor's emblem in a corner; a slot with a
// definition is drawn from it (slot-tiles.mjs). No words: the site lays the game's name over the tile in
// the visitor's language. The list is the one the server seeds (apps/server/src/seed/catalogue-data.ts),
// so every seeded image exists.
import { fishingGame } from '../../../server/src/modules/house/fishing/definitions.ts';
import { TABLE_GAMES, tableGame } from '../../../server/src/modules/house/tables/catalogue.ts';
import { demoCatalogue } from '../../../server/src/seed/catalogue-data.ts';
import { glow, pattern } from './backdrops.mjs';
import { card, chipStack, shade } from './motifs/casino.mjs';
import { lottoBall, roulette } from './motifs/games.mjs';
import { basketball, bubble, controller, fish, football } from './motifs/scenes.mjs';
import { slotTile } from './slot-tiles.mjs';
import { at, Doc, e, g, random } from './svg.mjs';
import { MARKS } from './vendor-marks.mjs';
import { VENDORS } from './vendors.mjs';

const W = 300;
const H = 200;

const THEMES = new Map(
  VENDORS.map(([code, name, mark, tile, accent, second]) => [code, { name, mark, tile, accent, second }]),
);

const SUIT_NAMES = ['spade', 'heart', 'diamond', 'club'];
const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8'];
const BALL_COLOURS = ['#EF4444', '#F59E0B', '#10B981', '#3B82F6', '#8B5CF6', '#EC4899'];
const FISH_BODIES = [
  [
    ['#FFF1B8', '#F5B40A', '#C2410C'],
    ['#FFD56B', '#EA580C'],
  ],
  [
    ['#CFFAFE', '#22D3EE', '#0E7490'],
    ['#A5F3FC', '#0891B2'],
  ],
  [
    ['#FCE7F3', '#F472B6', '#9D174D'],
    ['#FBCFE8', '#DB2777'],
  ],
  [
    ['#DCFCE7', '#4ADE80', '#166534'],
    ['#BBF7D0', '#16A34A'],
  ],
];

/** The ground: the vendor's tile colours, a glow behind the motif, a faint pattern, a darker lower third. */
function ground(doc, theme, { top, bottom, glowColor, pat }) {
  return (
    e('rect', { width: W, height: H, fill: doc.lin([top ?? theme.tile[0], bottom ?? theme.tile[1]]) }) +
    glow(doc, W / 2, H * 0.42, 150, 110, glowColor ?? theme.accent, 0.55) +
    e('rect', { width: W, height: H, fill: pattern(doc, pat) })
  );
}

function finish(doc, theme) {
  // Calm bottom band for the name the site lays over the tile, and the vendor's emblem top left.
  const c = { a: theme.accent, b: theme.second, w: '#FFFFFF', k: theme.tile[1], fg: '#FFFFFF' };
  return (
    e('rect', {
      y: H * 0.6,
      width: W,
      height: H * 0.4,
      fill: doc.lin([
        ['0', '#0F0B1A', 0],
        ['1', '#0F0B1A', 0.75],
      ]),
    }) +
    e('circle', { cx: 24, cy: 24, r: 16, fill: '#0F0B1A', 'fill-opacity': 0.45 }) +
    at(24, 24, MARKS[theme.mark](c, doc), { s: 0.62 }) +
    e('rect', {
      x: 0.5,
      y: 0.5,
      width: W - 1,
      height: H - 1,
      rx: 12,
      fill: 'none',
      stroke: '#FFFFFF',
      'stroke-opacity': 0.12,
    })
  );
}

function die(doc, size, value, fill = '#FFFFFF') {
  const pips = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  }[value];
  const s = size / 2;
  return (
    e('rect', {
      x: -s + 3,
      y: -s + 5,
      width: size,
      height: size,
      rx: size * 0.2,
      fill: '#000',
      opacity: 0.35,
    }) +
    e('rect', {
      x: -s,
      y: -s,
      width: size,
      height: size,
      rx: size * 0.2,
      fill: doc.lin([fill, shade(fill, -0.18)], [0, 0, 1, 1]),
      stroke: shade(fill, -0.3),
      'stroke-width': 1.5,
    }) +
    pips
      .map(([x, y]) =>
        e('circle', {
          cx: x * s * 0.5,
          cy: y * s * 0.5,
          r: size * 0.09,
          fill: value === 1 ? '#D62F4B' : '#1B1530',
        }),
      )
      .join('')
  );
}

/** Three dice: Lucky Dice and the sic bo tables. */
function diceScene(doc, rand) {
  const colour = rand.pick(['#FFFFFF', '#FDE68A', '#FECACA']);
  return (
    at(110, 92, die(doc, 60, rand.int(1, 6), colour), { rot: -14 }) +
    at(178, 84, die(doc, 60, rand.int(1, 6), colour), { rot: 11 }) +
    at(146, 128, die(doc, 52, rand.int(1, 6), colour), { rot: 4 })
  );
}

/** A fan of five cards: a Niu Niu hand. */
function handScene(doc, rand) {
  let fan = '';
  ['K', 'Q', 'J', '10', '10'].forEach((rank, i) => {
    fan += at(
      150 + (i - 2) * 26,
      100 + Math.abs(i - 2) * 4,
      card(doc, { w: 54, h: 76, rank, suitName: rand.pick(SUIT_NAMES) }),
      {
        rot: (i - 2) * 9,
      },
    );
  });
  return fan;
}

function fishScene(doc, rand) {
  let s = '';
  const count = rand.int(1, 3);
  for (let i = 0; i < count; i++) {
    const [body, fin] = rand.pick(FISH_BODIES);
    s += at(90 + i * 70 + rand() * 20, 70 + rand() * 60, fish(doc, { body, fin }), { s: 0.45 - i * 0.08 });
  }
  for (let i = 0; i < 7; i++) s += at(20 + rand() * 260, 20 + rand() * 150, bubble(3 + rand() * 7));
  return s;
}

function tableScene(doc, rand, theme, live) {
  const felt = live ? ['#7F1D1D', '#3B0A0A'] : ['#166534', '#052E16'];
  const suitName = rand.pick(SUIT_NAMES);
  return (
    e('ellipse', {
      cx: 150,
      cy: 150,
      rx: 170,
      ry: 90,
      fill: doc.lin(felt),
      stroke: '#F5B40A',
      'stroke-width': 3,
    }) +
    at(124, 92, card(doc, { w: 60, h: 84, rank: rand.pick(RANKS), suitName }), { rot: -10 }) +
    at(176, 92, card(doc, { w: 60, h: 84, rank: rand.pick(RANKS), suitName: rand.pick(SUIT_NAMES) }), {
      rot: 8,
    }) +
    at(70, 142, chipStack(doc, 20, rand.int(3, 6), theme.accent)) +
    at(232, 144, chipStack(doc, 20, rand.int(2, 5), theme.second))
  );
}

function scene(doc, rand, game, theme) {
  switch (game.gameType) {
    case 'RNG':
      // Every slot is drawn from its definition (slotTile); the other game of the category is Lucky Dice.
      if (game.classify !== 'TG') throw new Error(`no tile for ${game.vendor}/${game.gameCode}`);
      return diceScene(doc, rand);
    case 'FISH':
      return fishScene(doc, rand);
    case 'PVP':
      return game.engine === 'room' ? handScene(doc, rand) : tableScene(doc, rand, theme, false);
    case 'LIVE': {
      // A table shows its own game; a lobby the game its vendor's tables deal.
      const kind = (tableGame(game.gameCode) ?? TABLE_GAMES.find((t) => t.vendorCode === game.vendor))?.kind;
      if (kind === 'roulette') return at(150, 100, roulette(doc, 72));
      if (kind === 'sicbo') return diceScene(doc, rand);
      return tableScene(doc, rand, theme, true);
    }
    case 'SPORTS':
      return at(120, 96, football(doc, 46)) + at(196, 110, basketball(doc, 34));
    case 'ESPORTS':
      return at(150, 100, controller(doc, { glow: theme.accent }), { s: 0.5 });
    case 'LOTT':
    case 'ELOTT':
      return [0, 1, 2, 3]
        .map((i) =>
          at(84 + i * 44, 98 + (i % 2) * 12, lottoBall(doc, 24, BALL_COLOURS[i + 1], rand.int(1, 49))),
        )
        .join('');
    case 'DS88': {
      const c = { a: theme.accent, b: theme.second, w: '#FFFFFF', k: theme.tile[1], fg: '#FFFFFF' };
      return (
        e('circle', {
          cx: 150,
          cy: 100,
          r: 70,
          fill: 'none',
          stroke: theme.accent,
          'stroke-width': 4,
          opacity: 0.6,
        }) + at(150, 100, MARKS[theme.mark](c, doc), { s: 2.6 })
      );
    }
    default:
      return '';
  }
}

const PATTERNS = {
  RNG: 'lattice',
  FISH: 'waves',
  PVP: 'dots',
  LIVE: 'dots',
  SPORTS: 'lattice',
  ESPORTS: 'lattice',
};
const GROUNDS = {
  FISH: { top: '#0C4A6E', bottom: '#042F2E', glowColor: '#38BDF8' },
  SPORTS: { top: '#14532D', bottom: '#052E16', glowColor: '#4ADE80' },
};

/** [relative path, svg] for every game of the demo catalogue. */
export function gameTiles() {
  return demoCatalogue().map((game) => {
    const theme = THEMES.get(game.vendor);
    if (!theme) throw new Error(`no artwork theme for vendor ${game.vendor}`);
    const doc = new Doc();
    const rand = random(`${game.vendor}/${game.gameCode}`);
    rand.int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
    const slot = game.gameType === 'RNG' ? slotTile(doc, game) : undefined;
    const water = game.gameType === 'FISH' ? fishingGame(game.gameCode)?.water : undefined;
    const look = water ? { top: water[0], bottom: water[1], glowColor: water[2] } : GROUNDS[game.gameType];
    const body =
      (slot ??
        ground(doc, theme, { ...(look ?? {}), pat: PATTERNS[game.gameType] ?? 'scales' }) +
          g({}, scene(doc, rand, game, theme))) + finish(doc, theme);
    return [
      `games/${game.vendor}/${game.gameCode}.svg`,
      doc.render({ w: W, h: H, title: `${game.name.EN} artwork`, body }),
    ];
  });
}
