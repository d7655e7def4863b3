import { artColours, symbolSvg } from './pages/art/index.js';
import { slotInfoSchema, type SlotInfo } from './slot-wire.js';
import { slotGame } from './slots/index.js';

// A slot session's definition for its page (slot-wire.ts), built once per game.

const cache = new Map<string, SlotInfo>();

/** The slot part of a session's info; undefined for other engines and codes that are not slots. */
export function slotInfoOf(session: { engine: string; gameCode: string }): SlotInfo | undefined {
  if (session.engine !== 'slot') return undefined;
  const hit = cache.get(session.gameCode);
  if (hit) return hit;
  const def = slotGame(session.gameCode);
  if (!def) return undefined;
  const colours = artColours(def.theme.colours);
  const art = Object.fromEntries(
    [...new Set(def.symbols.map((s) => s.art))].map((key) => [key, symbolSvg(key, colours, `${key}-`)]),
  );
  const info = slotInfoSchema.parse({ ...def, art });
  cache.set(def.code, info);
  return info;
}
