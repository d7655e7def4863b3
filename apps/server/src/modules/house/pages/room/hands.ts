import type { HandKind } from '../../rooms/niuniu.js';
import { h, t } from '../common.js';

// Cards and hand names of the room page and the verify page.

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'];

/** A hand's name in the page's language: "Bull 7", "Bull-bull", "Five small", ... */
export function handLabel(kind: HandKind, points: number): string {
  if (kind === 'bull') return `${t('bull')} ${points}`;
  const keys = {
    none: 'noBull',
    bullBull: 'bullBull',
    fiveFace: 'fiveFace',
    bomb: 'bomb',
    fiveSmall: 'fiveSmall',
  } as const;
  return t(keys[kind]);
}

/** A card face (or its back when `card` is null). */
export function cardFace(card: number | null, extra = ''): HTMLElement {
  if (card === null) return h('span', { class: `card mini back ${extra}`, 'aria-hidden': 'true' });
  const rank = RANKS[card % 13]!;
  const suit = Math.floor(card / 13);
  return h(
    'span',
    {
      class: `card mini ${suit === 1 || suit === 2 ? 'red' : ''} ${extra}`,
      role: 'img',
      'aria-label': `${rank} ${SUIT_NAMES[suit]}`,
    },
    h('span', { class: 'rank', text: rank }),
    h('span', { class: 'suit', text: SUITS[suit]! }),
  );
}
