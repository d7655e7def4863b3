// Game vendor logos, 160 x 64: an emblem and the display name. Colour version on a dark rounded tile
// (readable on light and dark pages) and an all-white version for dark strips.
import { SANS } from './palette.mjs';
import { at, Doc, e } from './svg.mjs';
import { fitSize } from './text-fit.mjs';
import { MARKS } from './vendor-marks.mjs';

/** code, display name, emblem, tile colours [top, bottom], accent, second colour. */
export const VENDORS = [
  ['LOTUS', 'Lotus Originals', 'lotus', ['#3B1585', '#1F1140'], '#F5B40A', '#8B5CF6'],
  ['GOLDPEAK', 'Gold Peak Gaming', 'peak', ['#1E293B', '#0F172A'], '#F5B40A', '#B45309'],
  ['NEONREEL', 'Neon Reels', 'reel', ['#3B0A52', '#17061F'], '#F472B6', '#22D3EE'],
  ['DRAGONFORGE', 'Dragon Forge', 'flame', ['#4A0D0D', '#1F0505'], '#F97316', '#FACC15'],
  ['STARFRUIT', 'Starfruit Slots', 'star', ['#166534', '#052E16'], '#FDE047', '#86EFAC'],
  ['LUCKYCAT', 'Lucky Cat Studio', 'cat', ['#9F1239', '#4C0519'], '#FFFFFF', '#FDA4AF'],
  ['JADEWAVE', 'Jade Wave', 'wave', ['#065F46', '#022C22'], '#34D399', '#A7F3D0'],
  ['PIXELPALACE', 'Pixel Palace', 'pixels', ['#1E1B4B', '#0B0A26'], '#A78BFA', '#22D3EE'],
  ['TIGERSTRIKE', 'Tiger Strike', 'claw', ['#431407', '#1C0A03'], '#F97316', '#FDBA74'],
  ['VELVET', 'Velvet Live', 'velvet', ['#5B0A23', '#2A020D'], '#FB7185', '#FECDD3'],
  ['ROYALTABLE', 'Royal Table', 'crown', ['#1E3A8A', '#0B1A45'], '#FACC15', '#CA8A04'],
  ['ORCHID', 'Orchid Live', 'orchid', ['#581C87', '#2E0A4A'], '#E879F9', '#FDE047'],
  ['SILKROAD', 'Silk Road Live', 'road', ['#7C2D12', '#3B1206'], '#FDBA74', '#FEF3C7'],
  ['OCEANKING', 'Ocean King Studio', 'trident', ['#0C4A6E', '#082F49'], '#FACC15', '#38BDF8'],
  ['REEFRUSH', 'Reef Rush', 'fish', ['#115E59', '#042F2E'], '#FB923C', '#FDBA74'],
  ['CARDHOUSE', 'Card House', 'house', ['#1F2937', '#030712'], '#EF4444', '#F87171'],
  ['FB', 'Lotus Sports', 'bolt', ['#1D4ED8', '#172554'], '#60A5FA', '#FDE047'],
  ['TCG_LOTTO_VN', 'VN Lotto', 'ball-star', ['#991B1B', '#450A0A'], '#FACC15', '#DC2626'],
  ['TCG_SEA', 'SEA Lotto', 'ball-wave', ['#075985', '#082F49'], '#38BDF8', '#0369A1'],
  ['LOTT', 'Lotus Lotto', 'ball-lotus', ['#4C1D95', '#2E1065'], '#F5B40A', '#6B2BD9'],
  ['ELOTT', 'Lotus E-Lottery', 'ball-bolt', ['#312E81', '#1E1B4B'], '#22D3EE', '#6366F1'],
  ['DS88', 'DS88 Derby', 'horseshoe', ['#78350F', '#431407'], '#FCD34D', '#F59E0B'],
];

const TEXT_X = 60;
const TEXT_W = 160 - TEXT_X - 10;

function words(name) {
  const parts = name.split(' ');
  return { main: parts.slice(0, -1).join(' '), sub: parts.at(-1).toUpperCase() };
}

function lettering(name, mainFill, subFill) {
  const { main, sub } = words(name);
  const mainSize = fitSize(main, TEXT_W, 19);
  const tracking = 1.4;
  const subSize = fitSize(sub, TEXT_W, 10, tracking);
  const top = 32 - (mainSize * 0.72 + 5 + subSize * 0.72) / 2;
  return (
    e(
      'text',
      { x: TEXT_X, y: top + mainSize * 0.74, 'font-size': mainSize, fill: mainFill, 'letter-spacing': -0.2 },
      main,
    ) +
    e(
      'text',
      {
        x: TEXT_X,
        y: top + mainSize * 0.74 + 5 + subSize * 0.74,
        'font-size': subSize,
        fill: subFill,
        'letter-spacing': tracking,
      },
      sub,
    )
  );
}

function colourLogo([code, name, mark, tile, accent, second]) {
  const doc = new Doc();
  const c = { a: accent, b: second, w: '#FFFFFF', k: tile[1], fg: '#FFFFFF' };
  const body =
    e('rect', {
      x: 0.5,
      y: 0.5,
      width: 159,
      height: 63,
      rx: 14,
      fill: doc.lin(tile),
      stroke: '#FFFFFF',
      'stroke-opacity': 0.14,
    }) +
    e('circle', { cx: 31, cy: 32, r: 24, fill: '#FFFFFF', 'fill-opacity': 0.07 }) +
    at(31, 32, MARKS[mark](c, doc), { s: 0.95 }) +
    e('g', { 'font-family': SANS, 'font-weight': 800 }, lettering(name, '#FFFFFF', accent));
  return [`vendors/${code}.svg`, doc.render({ w: 160, h: 64, title: `${name} logo`, body })];
}

function whiteLogo([code, name, mark]) {
  const doc = new Doc();
  // The emblem drawn in greys into a luminance mask: white parts stay, black details become holes.
  const c = { a: '#FFFFFF', b: '#A0A0A0', w: '#000000', k: '#000000', fg: '#FFFFFF', mask: true };
  const mask = doc.raw('mark', (id) =>
    e(
      'mask',
      { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: 64, height: 64 },
      at(31, 32, MARKS[mark](c, doc), { s: 0.95 }),
    ),
  );
  const body =
    e('rect', { width: 64, height: 64, fill: '#FFFFFF', mask: `url(#${mask})` }) +
    e('g', { 'font-family': SANS, 'font-weight': 800 }, lettering(name, '#FFFFFF', '#FFFFFF'));
  return [`vendors/${code}-white.svg`, doc.render({ w: 160, h: 64, title: `${name} logo`, body })];
}

export function vendors() {
  return VENDORS.flatMap((v) => [colourLogo(v), whiteLogo(v)]);
}
