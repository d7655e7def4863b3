import { type BaccaratOutcome } from '../engines/baccarat.js';
import { type CockfightOutcome } from '../engines/cockfight.js';
import { diceBetProblem, type DiceOutcome } from '../engines/dice.js';
import { FISH_KINDS, type FishOutcome } from '../engines/fish.js';
import {
  HOUSE_ENGINES,
  isHouseEngine,
  playEngine,
  type EngineBet,
  type HouseEngine,
} from '../engines/index.js';
import { SLOT_LINE_COUNT, type SlotOutcome } from '../engines/slot.js';
import { CLIENT_SEED_PATTERN, fairRng, SERVER_SEED_PATTERN } from '../fair-stream.js';
import { hmacText, sha256Hex } from '../sha256.js';
import { fmt, h, t } from './common.js';

// Recomputes a revealed round in the browser, with the engines the server runs and a SHA-256 of its own.

const query = new URLSearchParams(location.search);
const field = (name: string, label: string, attrs: Record<string, string | number> = {}) => {
  const input = h('input', {
    id: name,
    name,
    value: query.get(name) ?? '',
    autocomplete: 'off',
    spellcheck: 'false',
    ...attrs,
  });
  return { input, el: h('label', { class: 'field', for: name }, h('span', { text: label }), input) };
};
const select = (name: string, label: string, values: readonly string[], names: (v: string) => string) => {
  const el = h('select', { id: name, name }, ...values.map((v) => h('option', { value: v, text: names(v) })));
  const asked = query.get(name);
  if (asked && values.includes(asked)) el.value = asked;
  return { input: el, el: h('label', { class: 'field', for: name }, h('span', { text: label }), el) };
};

const GAMES: Record<HouseEngine, string> = {
  slot: 'Slot',
  dice: 'Dice',
  fish: 'Fish',
  baccarat: 'Baccarat',
  cockfight: 'Cockfight',
};
const engine = select('engine', t('game'), HOUSE_ENGINES, (v) => GAMES[v as HouseEngine]);
const serverSeed = field('serverSeed', t('serverSeed'), { maxlength: 64, 'data-testid': 'server-seed' });
const clientSeed = field('clientSeed', t('clientSeed'), { maxlength: 64 });
const nonce = field('nonce', t('nonce'), { type: 'number', min: 0, step: 1 });
const hash = field('hash', t('committedHash'), { maxlength: 64 });
const stake = field('stake', t('stake'), { type: 'number', min: 0.01, step: 0.01 });
const lineBet = field('lineBet', t('lineBet'), { type: 'number', min: 0.01, step: 0.01 });
const target = field('target', t('target'), { type: 'number', min: 0.01, max: 99.98, step: 0.01 });
const direction = select('direction', t('yourBet'), ['under', 'over'], (v) => t(v as 'under'));
const fish = select('fish', t('target_fish'), FISH_KINDS, (v) => t(v as 'shark'));
const side = select('side', t('yourBet'), ['player', 'banker', 'tie', 'meron', 'wala', 'draw'], (v) =>
  t(v as 'tie'),
);
if (!stake.input.value) stake.input.value = '1';
if (!lineBet.input.value) lineBet.input.value = '0.05';
if (!target.input.value) target.input.value = '50';
if (!nonce.input.value) nonce.input.value = '0';

const result = h('section', { class: 'panel result', 'aria-live': 'polite', 'data-testid': 'verify-result' });
const form = h(
  'form',
  { class: 'panel verify-form' },
  engine.el,
  serverSeed.el,
  clientSeed.el,
  nonce.el,
  hash.el,
  h('div', { class: 'bet-fields' }, stake.el, lineBet.el, target.el, direction.el, fish.el, side.el),
  h('button', { type: 'submit', class: 'play', text: t('verify'), 'data-testid': 'verify' }),
);

function toggleBetFields() {
  const e = engine.input.value;
  stake.el.hidden = e === 'slot';
  lineBet.el.hidden = e !== 'slot';
  target.el.hidden = direction.el.hidden = e !== 'dice';
  fish.el.hidden = e !== 'fish';
  side.el.hidden = e !== 'baccarat' && e !== 'cockfight';
  const sides = e === 'baccarat' ? ['player', 'banker', 'tie'] : ['meron', 'wala', 'draw'];
  for (const option of Array.from(side.input.options)) option.hidden = !sides.includes(option.value);
  if (!sides.includes(side.input.value)) side.input.value = sides[e === 'baccarat' ? 1 : 0]!;
}
engine.input.addEventListener('change', toggleBetFields);
toggleBetFields();

const cents = (v: string) => Math.round(Number(v) * 100);

function betOf(e: HouseEngine): EngineBet | string {
  if (e === 'slot')
    return cents(lineBet.input.value) > 0 ? { lineBet: cents(lineBet.input.value) } : t('invalidInput');
  const s = cents(stake.input.value);
  if (!(s > 0)) return t('invalidInput');
  if (e === 'dice') {
    const tg = cents(target.input.value);
    const d = direction.input.value as 'over' | 'under';
    return diceBetProblem(tg, d) ?? { stake: s, target: tg, direction: d };
  }
  if (e === 'fish') return { stake: s, fish: fish.input.value as 'shark' };
  return { stake: s, side: side.input.value as 'tie' };
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const cardText = (c: number) => `${RANKS[c % 13]}${SUITS[Math.floor(c / 13)]}`;

function describe(e: HouseEngine, outcome: unknown): HTMLElement {
  switch (e) {
    case 'slot': {
      const o = outcome as SlotOutcome;
      const rows = [0, 1, 2].map((row) =>
        h('tr', {}, ...o.reels.map((reel) => h('td', { text: reel[row]! }))),
      );
      return h(
        'div',
        {},
        h('table', { class: 'grid' }, h('tbody', {}, ...rows)),
        h('p', { text: `stops ${o.stops.join(', ')}` }),
        ...o.wins.map((w) =>
          h('p', { text: `line ${w.line}: ${w.count} × ${w.symbol} = ${w.pay} × ${fmt(o.lineBet / 100)}` }),
        ),
        o.scatter.pay
          ? h('p', {
              text: `${o.scatter.count} × S = ${o.scatter.pay} × ${fmt((o.lineBet * SLOT_LINE_COUNT) / 100)}`,
            })
          : null,
      );
    }
    case 'dice': {
      const o = outcome as DiceOutcome;
      return h('p', {
        text: `${(o.roll / 100).toFixed(2)} · ${t(o.direction)} ${(o.target / 100).toFixed(2)} · ${o.win ? t('win') : t('noWin')}`,
      });
    }
    case 'fish': {
      const o = outcome as FishOutcome;
      return h('p', {
        text: `${t(o.fish)} · ${o.roll} < ${o.chance}? ${o.caught ? t('caught') : t('missed')}`,
      });
    }
    case 'baccarat': {
      const o = outcome as BaccaratOutcome;
      return h(
        'div',
        {},
        h('p', { text: `${t('player')}: ${o.player.map(cardText).join(' ')} = ${o.playerTotal}` }),
        h('p', { text: `${t('banker')}: ${o.banker.map(cardText).join(' ')} = ${o.bankerTotal}` }),
        h('p', { text: `${t('outcome')}: ${t(o.winner)}` }),
      );
    }
    case 'cockfight': {
      const o = outcome as CockfightOutcome;
      return h('p', { text: `${o.roll} → ${t(o.result)}` });
    }
  }
}

function run() {
  const e = engine.input.value;
  const seed = serverSeed.input.value.trim().toLowerCase();
  const client = clientSeed.input.value.trim();
  const n = Number(nonce.input.value);
  if (
    !isHouseEngine(e) ||
    !SERVER_SEED_PATTERN.test(seed) ||
    !CLIENT_SEED_PATTERN.test(client) ||
    !Number.isInteger(n) ||
    n < 0
  ) {
    result.replaceChildren(h('p', { class: 'message', role: 'alert', text: t('invalidInput') }));
    return;
  }
  const bet = betOf(e);
  if (typeof bet === 'string') {
    result.replaceChildren(h('p', { class: 'message', role: 'alert', text: bet }));
    return;
  }
  const digest = sha256Hex(seed);
  const committed = hash.input.value.trim().toLowerCase();
  const round = playEngine(e, fairRng(hmacText, seed, client, n), bet as never);
  result.replaceChildren(
    h('h2', { text: t('outcome') }),
    describe(e, round.outcome),
    h('p', {
      'data-testid': 'verify-payout',
      text: `${t('stake')} ${fmt(round.stake / 100)} · ${t('payout')} ${fmt(round.payout / 100)} (×${round.multiplier})`,
    }),
    h(
      'p',
      {},
      h('span', { class: 'label', text: 'SHA-256 ' }),
      h('code', { class: 'hash', 'data-testid': 'verify-hash', text: digest }),
    ),
    ...(committed
      ? [
          h('p', {
            class: committed === digest ? 'ok' : 'bad',
            'data-testid': 'verify-match',
            text: committed === digest ? t('hashOk') : t('hashBad'),
          }),
        ]
      : []),
  );
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  run();
});

document.title = t('fairness');
document
  .getElementById('app')!
  .replaceChildren(
    h('header', { class: 'bar' }, h('h1', { class: 'title', text: t('fairness') })),
    h('p', { class: 'intro', text: t('verifyIntro') }),
    form,
    result,
  );
if (query.get('serverSeed')) run();
