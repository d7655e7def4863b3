import { GAME_CATEGORIES } from '@platform/contracts';

/** The catalogue's categories as the site names them. */
export const CATEGORY_NAMES: Record<string, string> = {
  RNG: 'Slots',
  LIVE: 'Live casino',
  FISH: 'Fishing',
  PVP: 'Card games',
  SPORTS: 'Sports',
  ESPORTS: 'E-sports',
  LOTT: 'Lottery',
  ELOTT: 'E-lottery',
  DS88: 'Cockfighting',
};

export const categoryOptions = GAME_CATEGORIES.map((c) => ({
  value: c,
  label: `${CATEGORY_NAMES[c] ?? c} (${c})`,
}));
