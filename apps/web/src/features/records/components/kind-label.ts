import {
  GAME_CATEGORIES,
  GAME_CLASSIFICATIONS,
  TRANSFER_KINDS,
  type AccountMovement,
  type GameCategory,
  type GameClassification,
} from '@platform/contracts';
import type { TFunction } from 'i18next';

type Kind = (typeof TRANSFER_KINDS)[number];
const isKnown = (kind: string): kind is Kind => (TRANSFER_KINDS as readonly string[]).includes(kind);
const isCategory = (s: string): s is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(s);
const isClassification = (s: string | null): s is GameClassification =>
  s !== null && (GAME_CLASSIFICATIONS as readonly string[]).includes(s);

/** The name of a transfer kind; a kind the site does not know yet shows as the ledger names it. */
export const kindLabel = (t: TFunction, kind: string) => (isKnown(kind) ? t(`records.kinds.${kind}`) : kind);

/**
 * The name of a movement: its kind, except the stake a push returned (a tie), which is no win.
 */
export const movementLabel = (t: TFunction, movement: Pick<AccountMovement, 'kind' | 'round'>) =>
  movement.kind === 'win' && movement.round?.outcome === 'push'
    ? t('records.push')
    : kindLabel(t, movement.kind);

/** The name of a wallet: the main wallet by name, a vendor's sub-wallet by its code. */
export const walletLabel = (t: TFunction, walletCode: string) =>
  walletCode === 'MAIN' ? t('records.mainWallet') : walletCode;

/**
 * A round's game type: the game's classification in the catalogue where it has one (a dice game is a
 * table game, not a slot), else its category as the site's menu names it.
 */
export function gameTypeLabel(t: TFunction, round: { gameType: string; classify: string | null }): string {
  if (isClassification(round.classify)) return t(`lobby.classify_${round.classify}`);
  return isCategory(round.gameType) ? t(`nav.${round.gameType}`) : round.gameType;
}
