import { ASIAN } from './asian.js';
import { CARDS } from './cards.js';
import { CLASSIC } from './classic.js';
import { DEFAULT_COLOURS, Pen, type ArtColours } from './kit.js';
import { LEGEND } from './legend.js';
import { SPACE } from './space.js';
import { TREASURE } from './treasure.js';

// The symbol art of the slots: one vector drawing per art key (a definition's symbol names its key),
// drawn in the game's colours. The slot page shows them, the server puts the game's drawings in the
// session, and the artwork generator draws the catalogue tiles with them.

export type { ArtColours } from './kit.js';

const DRAWINGS: Record<string, (p: Pen) => string> = {
  ...ASIAN,
  ...TREASURE,
  ...CLASSIC,
  ...SPACE,
  ...LEGEND,
  ...CARDS,
};

/** Every art key the library draws. */
export const ART_KEYS: readonly string[] = Object.keys(DRAWINGS).sort();

export const hasArt = (key: string): boolean => Object.hasOwn(DRAWINGS, key);

/** A game's theme colours as the drawings take them. */
export const artColours = (theme: { accent: string; second: string }): ArtColours => ({
  main: theme.accent,
  second: theme.second,
  gold: DEFAULT_COLOURS.gold,
});

/**
 * The inner markup of one symbol in a 100 x 100 box: its gradients (ids starting with `idPrefix`, so
 * several drawings can share a document) and its shapes. Throws on a key the library does not draw.
 */
export function symbolMarkup(
  key: string,
  colours: ArtColours = DEFAULT_COLOURS,
  idPrefix = `s-${key}-`,
): string {
  const draw = DRAWINGS[key];
  if (!draw) throw new RangeError(`the slot art library has no drawing "${key}"`);
  const pen = new Pen(idPrefix, colours);
  const body = draw(pen);
  return pen.defs + body;
}

/** One symbol as a standalone SVG document (100 x 100 view box, sized by its container). */
export function symbolSvg(key: string, colours: ArtColours = DEFAULT_COLOURS, idPrefix?: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${symbolMarkup(key, colours, idPrefix)}</svg>`;
}
