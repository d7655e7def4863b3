// The tiles of the slots that have a definition (apps/server/src/modules/house/slots): the game's own
// colours and three or four of its own top symbols, drawn by the symbol art library the slot page uses;
// a jackpot game (JP) gets its coin before golden rays. No words: the site lays the name over the tile.
import { artColours, symbolMarkup } from '../../../server/src/modules/house/pages/art/index.ts';
import { slotGame } from '../../../server/src/modules/house/slots/index.ts';
import { glow, pattern, rays } from './backdrops.mjs';
import { coinStack } from './motifs/casino.mjs';
import { sparkle } from './motifs/ornaments.mjs';
import { at, e } from './svg.mjs';

const W = 300;
const H = 200;

const isRank = (symbol) => symbol.art.startsWith('rank-');
const topPay = (symbol) => Math.max(0, ...Object.values(symbol.pays));

/** The symbols a tile shows: the best paying pictures (never a card rank), wild first if it is a picture. */
function showcase(def, count) {
  const pictures = def.symbols
    .filter((s) => s.kind === 'regular' && !isRank(s))
    .sort((a, b) => topPay(b) - topPay(a));
  const wild = def.symbols.find((s) => s.kind === 'wild' && s.art !== 'wild');
  const picked = [...(wild ? [wild] : []), ...pictures];
  const fallback = def.symbols.filter((s) => !picked.includes(s));
  return [...picked, ...fallback].slice(0, count);
}

/** One symbol of the library as a nested drawing, `size` wide, centred on x, y. */
function symbol(def, s, x, y, size, rot, index) {
  const inner = symbolMarkup(s.art, artColours(def.theme.colours), `t${index}-`);
  const nested = e(
    'svg',
    { x: -size / 2, y: -size / 2, width: size, height: size, viewBox: '0 0 100 100' },
    inner,
  );
  return at(x, y, nested, { rot });
}

/** The tile's drawing for a slot with a definition; undefined for any other game. */
export function slotTile(doc, game) {
  const def = slotGame(game.gameCode);
  if (!def) return undefined;
  const { top, bottom, accent, second } = def.theme.colours;
  let body =
    e('rect', { width: W, height: H, fill: doc.lin([top, bottom]) }) +
    glow(doc, W / 2, H * 0.42, 150, 110, accent, 0.5) +
    e('rect', { width: W, height: H, fill: pattern(doc, 'scales') });
  if (def.classify === 'JP') {
    const coinSymbol = def.symbols.find((s) => s.kind === 'coin') ?? showcase(def, 1)[0];
    const [left, right] = showcase(def, 2);
    body +=
      rays(doc, 150, 92, 190, 18, '#FFE9A3', 0.28) +
      at(62, 130, coinStack(doc, 24, 4)) +
      at(238, 130, coinStack(doc, 24, 5)) +
      symbol(def, left, 86, 88, 84, -10, 0) +
      symbol(def, right, 214, 88, 84, 10, 1) +
      symbol(def, coinSymbol, 150, 84, 122, 0, 2) +
      at(112, 30, sparkle(10)) +
      at(196, 24, sparkle(8)) +
      at(260, 60, sparkle(6));
    return body;
  }
  const [main, ...rest] = showcase(def, 4);
  const sides = [
    [66, 96, 86, -12],
    [234, 96, 86, 12],
    [258, 38, 50, 14],
  ];
  body += e('circle', { cx: 150, cy: 88, r: 62, fill: second, opacity: 0.18 });
  rest.forEach((s, i) => {
    const [x, y, size, rot] = sides[i];
    body += symbol(def, s, x, y, size, rot, i + 1);
  });
  body += symbol(def, main, 150, 92, 124, 0, 0) + at(92, 36, sparkle(9)) + at(222, 150, sparkle(7));
  return body;
}
