import type { PlayerView, ResultView, RoomState, RoundView, SeatView } from '../../rooms/rooms.contracts.js';
import { fmt, h, t } from '../common.js';
import { cardFace, handLabel } from './hands.js';

// The room's table: the seats around the felt (the player's own at the bottom), each with its avatar,
// masked name, balance, banker marker, multiplier and cards; and the rounds' history.

/** Where each of N seats sits among the six places around the table (0 bottom, clockwise). */
const LAYOUTS: Record<number, number[]> = {
  2: [0, 3],
  3: [0, 2, 4],
  4: [0, 1, 3, 5],
  5: [0, 1, 2, 4, 5],
  6: [0, 1, 2, 3, 4, 5],
};
const AVATAR_COLOURS = [
  '#8b5cf6',
  '#f5b40a',
  '#14b8a6',
  '#f0607a',
  '#60a5fa',
  '#36c77f',
  '#f97316',
  '#e879f9',
];

export type SeatEls = { root: HTMLElement; cards: HTMLElement; label: HTMLElement; chip: HTMLElement };

function avatar(name: string, index: number): HTMLElement {
  const el = h('span', { class: 'avatar', 'aria-hidden': 'true', text: name.slice(0, 1).toUpperCase() });
  el.style.background = AVATAR_COLOURS[index % AVATAR_COLOURS.length]!;
  return el;
}

/** One seat's box; `player` is its part in the round shown (null: not in it). */
export function seatBox(state: RoomState, seatNo: number, mySeat: number, round: RoundView | null): SeatEls {
  const seat: SeatView | undefined = state.seats.find((s) => s.seat === seatNo);
  const player: PlayerView | undefined = round?.players.find((p) => p.seat === seatNo);
  const relative = (seatNo - mySeat + state.room.seats) % state.room.seats;
  const place = (LAYOUTS[state.room.seats] ?? LAYOUTS[6]!)[relative] ?? relative;
  const cards = h('div', { class: 'seat-cards' });
  const label = h('p', { class: 'seat-hand', 'aria-live': 'polite' });
  const chip = h('span', { class: 'chip' });
  const name = seat?.name ?? player?.name;
  const root = h('div', {
    class: `seat pos-${place}${seatNo === mySeat ? ' mine' : ''}${!seat && !player ? ' empty' : ''}${seat && !seat.present ? ' away' : ''}`,
    'data-testid': `seat-${seatNo}`,
  });
  if (!name) {
    root.append(
      h('span', { class: 'avatar empty', 'aria-hidden': 'true', text: '+' }),
      h('p', { class: 'seat-name', text: t('emptySeat') }),
    );
    return { root, cards, label, chip };
  }
  if (player?.banker)
    root.append(h('span', { class: 'banker-mark', 'data-testid': 'banker', text: t('banker') }));
  if (player && !player.banker && player.multiplier !== null)
    chip.textContent = player.auto ? `${player.multiplier}× ${t('auto')}` : `${player.multiplier}×`;
  root.append(
    avatar(name, seat?.avatar ?? player?.avatar ?? 0),
    h('p', { class: 'seat-name' }, seatNo === mySeat ? `${name} (${t('you')})` : name, ' ', chip),
    h('p', {
      class: 'seat-balance',
      text: seat?.balance === null || seat === undefined ? '–' : fmt(seat.balance),
    }),
    ...(seat && !seat.present ? [h('p', { class: 'seat-away', text: t('away') })] : []),
    // Seated after the round began: plays from the next one.
    ...(seat && !player && round && round.phase !== 'settled' && round.phase !== 'void'
      ? [h('p', { class: 'seat-next', text: t('nextRound') })]
      : []),
    cards,
    label,
  );
  return { root, cards, label, chip };
}

/** Shows a seat's dealt hand (its three bull cards raised) and its result. */
export function showHand(els: SeatEls, result: ResultView): void {
  els.cards.replaceChildren(
    ...result.cards.map((c, i) => cardFace(c, result.bullGroup.includes(i) ? 'bull-card' : '')),
  );
  showResult(els, result);
}

export function showResult(els: SeatEls, result: ResultView): void {
  const sign = result.net > 0 ? '+' : '';
  els.label.replaceChildren(
    h('span', {
      class: 'hand-name',
      text: `${handLabel(result.kind, result.points)} ×${result.handMultiplier}`,
    }),
    h('span', {
      class: result.net > 0 ? 'net won' : result.net < 0 ? 'net lost' : 'net',
      'data-testid': `net-${result.seat}`,
      text: `${sign}${fmt(result.net)}`,
    }),
    ...(result.rake > 0 ? [h('span', { class: 'rake', text: `${t('rake')} −${fmt(result.rake)}` })] : []),
  );
}

/** A settled round in the history list. */
export function historyItem(round: RoundView): HTMLElement {
  const results = round.results ?? [];
  return h(
    'li',
    {},
    h('span', { class: 'label', text: `#${round.roundNo}` }),
    ' ',
    ...results.map((r) =>
      h('span', {
        class: `hist ${r.banker ? 'hist-banker' : ''} ${r.net > 0 ? 'won' : r.net < 0 ? 'lost' : ''}`,
        text: `${r.name} ${handLabel(r.kind, r.points)} ${r.net > 0 ? '+' : ''}${fmt(r.net)}`,
      }),
    ),
    round.rake > 0 ? h('span', { class: 'rake', text: `${t('rake')} ${fmt(round.rake)}` }) : null,
    round.verifyUrl
      ? h('a', { href: round.verifyUrl, target: '_blank', rel: 'noopener', class: 'link', text: t('verify') })
      : null,
  );
}
