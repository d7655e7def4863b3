import type { RoomDealOutcome } from '../../rooms/niuniu.js';
import { h, t } from '../common.js';
import { handLabel } from './hands.js';

/** The verify page's view of a recomputed room deal: each hand in seat order, with its bull. */
export function describeRoomDeal(outcome: RoomDealOutcome, cardText: (card: number) => string): HTMLElement {
  return h(
    'div',
    {},
    ...outcome.hands.map((hand, i) =>
      h('p', {
        text: `${t('players')} ${i + 1}: ${hand.cards.map(cardText).join(' ')} = ${handLabel(hand.kind, hand.points)} (×${hand.multiplier})`,
      }),
    ),
  );
}
