import { GAME_CATEGORIES, type GameCategory } from '@platform/contracts';
import type { TFunction } from 'i18next';

const isCategory = (code: string): code is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(code);

/** A game category's name in the interface language; an unknown code shows as it is. */
export const gameTypeName = (t: TFunction, code: string) =>
  isCategory(code) ? t(`vipPage.gameTypes.${code}`) : code;

/** Percent with one or two decimals: 0.8 -> "0.8%", 1.25 -> "1.25%". */
export const percent = (rate: number) =>
  `${rate.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 2 })}%`;

/** Categories in the site's order, keeping only those some level has. */
export const categoriesOf = (levels: { rebates: { gameType: string }[] }[]) => {
  const present = new Set(levels.flatMap((l) => l.rebates.map((r) => r.gameType)));
  return [...GAME_CATEGORIES.filter((c) => present.has(c)), ...[...present].filter((c) => !isCategory(c))];
};
