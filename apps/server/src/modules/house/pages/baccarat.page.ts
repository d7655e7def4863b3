import type { HouseRound } from '../house.contracts.js';
import { BACCARAT_SIDES, type BaccaratOutcome, type BaccaratSide, type Card } from '../engines/baccarat.js';
import { fmt, h, sleep, startGame, t } from './common.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'];

function cardEl(card: Card) {
  const rank = RANKS[card % 13]!;
  const suit = Math.floor(card / 13);
  return h(
    'span',
    {
      class: `card ${suit === 1 || suit === 2 ? 'red' : ''}`,
      role: 'img',
      'aria-label': `${rank} ${SUIT_NAMES[suit]}`,
    },
    h('span', { class: 'rank', text: rank }),
    h('span', { class: 'suit', text: SUITS[suit]! }),
  );
}

const hands = {
  player: h('div', { class: 'hand', 'data-testid': 'player-hand' }),
  banker: h('div', { class: 'hand', 'data-testid': 'banker-hand' }),
};
const totals = { player: h('output', { class: 'total' }), banker: h('output', { class: 'total' }) };
const verdict = h('p', { class: 'banner', 'aria-live': 'polite' });
const stage = h(
  'div',
  { class: 'table' },
  h('div', { class: 'side player' }, h('h2', {}, t('player'), ' ', totals.player), hands.player),
  h('div', { class: 'side banker' }, h('h2', {}, t('banker'), ' ', totals.banker), hands.banker),
  verdict,
);

let side: BaccaratSide = 'banker';
const radios = BACCARAT_SIDES.map((s) => {
  const input = h('input', { type: 'radio', name: 'side', id: `side-${s}`, value: s, checked: s === side });
  input.addEventListener('change', () => (side = s));
  const pays = s === 'player' ? '1:1' : s === 'banker' ? '0.95:1' : '8:1';
  return h('label', { for: `side-${s}`, class: `bet-${s}` }, input, h('span', { text: `${t(s)} ${pays}` }));
});
const options = h(
  'fieldset',
  { class: 'toggle three' },
  h('legend', { class: 'sr', text: t('yourBet') }),
  ...radios,
);

const value = (cards: Card[]) => cards.reduce((n, c) => n + (c % 13 >= 9 ? 0 : (c % 13) + 1), 0) % 10;

function show(o: BaccaratOutcome) {
  hands.player.replaceChildren(...o.player.map(cardEl));
  hands.banker.replaceChildren(...o.banker.map(cardEl));
  totals.player.textContent = String(o.playerTotal);
  totals.banker.textContent = String(o.bankerTotal);
  verdict.textContent = `${t(o.winner)}`;
}

async function animate(round: HouseRound) {
  const o = round.outcome as BaccaratOutcome;
  hands.player.replaceChildren();
  hands.banker.replaceChildren();
  totals.player.textContent = '';
  totals.banker.textContent = '';
  verdict.textContent = '';
  const order: ['player' | 'banker', Card][] = [
    ['player', o.player[0]!],
    ['banker', o.banker[0]!],
    ['player', o.player[1]!],
    ['banker', o.banker[1]!],
    ...o.player.slice(2).map((c) => ['player', c] as ['player', Card]),
    ...o.banker.slice(2).map((c) => ['banker', c] as ['banker', Card]),
  ];
  for (const [who, card] of order) {
    const el = cardEl(card);
    el.classList.add('dealt');
    hands[who].append(el);
    const shown = Array.from(hands[who].children).length;
    totals[who].textContent = String(value((who === 'player' ? o.player : o.banker).slice(0, shown)));
    await sleep(260);
  }
  show(o);
  verdict.className = round.payout > round.stake ? 'banner won' : 'banner';
}

startGame({
  playLabel: 'deal',
  stage,
  options,
  rules: h('p', {
    class: 'panel rules',
    text: `${t('rtp')}: ${t('player')} 98.76% · ${t('banker')} 98.94% · ${t('tie')} 85.64%`,
  }),
  bet: (stake) => ({ stake, side }),
  animate,
  show: (round) => show(round.outcome as BaccaratOutcome),
  summary: (round) => {
    const o = round.outcome as BaccaratOutcome;
    const result =
      round.payout > round.stake
        ? `${t('win')} ${fmt(round.payout)}`
        : round.payout > 0
          ? t('returned')
          : t('noWin');
    return `${t(o.winner)} ${o.playerTotal}:${o.bankerTotal} · ${t(o.side)} · ${result}`;
  },
});
