import { type BaccaratOutcome } from '../engines/baccarat.js';
import { type CockfightOutcome } from '../engines/cockfight.js';
import { diceBetProblem, type DiceOutcome } from '../engines/dice.js';
import { fishingBetProblem, type FishOutcome } from '../engines/fish.js';
import { FISHING_GAMES } from '../fishing/definitions.js';
import {
  HOUSE_ENGINES,
  isHouseEngine,
  playEngine,
  type EngineBet,
  type HouseEngine,
} from '../engines/index.js';
import { SLOT_GAMES } from '../slots/index.js';
import type { SlotCoinValue, SlotOutcome, SlotSpin } from '../slots/types.js';
import { CLIENT_SEED_PATTERN, fairRng, SERVER_SEED_PATTERN } from '../fair-stream.js';
import { hmacText, sha256Hex } from '../sha256.js';
import { fmt, h, t } from './common.js';
import { describeRoomDeal } from './room/verify-deal.js';
import type { RoomDealOutcome } from '../rooms/niuniu.js';

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
  table: 'Live table',
  room: 'Niu Niu room',
};
const engine = select('engine', t('game'), HOUSE_ENGINES, (v) => GAMES[v as HouseEngine]);
const serverSeed = field('serverSeed', t('serverSeed'), { maxlength: 64, 'data-testid': 'server-seed' });
const clientSeed = field('clientSeed', t('clientSeed'), { maxlength: 64 });
const nonce = field('nonce', t('nonce'), { type: 'number', min: 0, step: 1 });
const hash = field('hash', t('committedHash'), { maxlength: 64 });
const stake = field('stake', t('stake'), { type: 'number', min: 0.01, step: 0.01 });
// A slot round: its game (each has its own definition; the query's `game`) and the coin in minor units.
const slotGameSelect = h(
  'select',
  { id: 'slot-game', name: 'game' },
  ...SLOT_GAMES.map((g) => h('option', { value: g.code, text: `${g.name.EN} (${g.code})` })),
);
if (SLOT_GAMES.some((g) => g.code === query.get('game'))) slotGameSelect.value = query.get('game')!;
const slotGame = {
  input: slotGameSelect,
  el: h('label', { class: 'field', for: 'slot-game' }, h('span', { text: t('game') }), slotGameSelect),
};
const coin = field('coin', 'Coin (cents)', { type: 'number', min: 1, step: 1 });
const target = field('target', t('target'), { type: 'number', min: 0.01, max: 99.98, step: 0.01 });
const direction = select('direction', t('yourBet'), ['under', 'over'], (v) => t(v as 'under'));
const fishGame = select('game', t('game'), Object.keys(FISHING_GAMES), (v) =>
  String(FISHING_GAMES[v]?.name.EN),
);
const fishOcean = field('ocean', t('oceanSeed'), { maxlength: 64 });
const fishShots = field('shots', t('fishShots'));
const fish = { el: h('div', { class: 'fish-fields' }, fishGame.el, fishOcean.el, fishShots.el) };
const side = select('side', t('yourBet'), ['player', 'banker', 'tie', 'meron', 'wala', 'draw'], (v) =>
  t(v as 'tie'),
);
if (!stake.input.value) stake.input.value = '1';
if (!coin.input.value) coin.input.value = '1';
if (!target.input.value) target.input.value = '50';
if (!nonce.input.value) nonce.input.value = '0';
const players = field('players', t('players'), { type: 'number', min: 2, max: 6, step: 1 });
if (!players.input.value) players.input.value = '4';

const result = h('section', { class: 'panel result', 'aria-live': 'polite', 'data-testid': 'verify-result' });
const form = h(
  'form',
  { class: 'panel verify-form' },
  engine.el,
  serverSeed.el,
  clientSeed.el,
  nonce.el,
  hash.el,
  h(
    'div',
    { class: 'bet-fields' },
    stake.el,
    slotGame.el,
    coin.el,
    target.el,
    direction.el,
    fish.el,
    side.el,
    players.el,
  ),
  h('button', { type: 'submit', class: 'play', text: t('verify'), 'data-testid': 'verify' }),
);

function toggleBetFields() {
  const e = engine.input.value;
  stake.el.hidden = e === 'slot' || e === 'fish';
  slotGame.el.hidden = coin.el.hidden = e !== 'slot';
  target.el.hidden = direction.el.hidden = e !== 'dice';
  fish.el.hidden = e !== 'fish';
  side.el.hidden = e !== 'baccarat' && e !== 'cockfight';
  players.el.hidden = e !== 'room';
  if (e === 'room') stake.el.hidden = true;
  const sides = e === 'baccarat' ? ['player', 'banker', 'tie'] : ['meron', 'wala', 'draw'];
  for (const option of Array.from(side.input.options)) option.hidden = !sides.includes(option.value);
  if (!sides.includes(side.input.value)) side.input.value = sides[e === 'baccarat' ? 1 : 0]!;
}
engine.input.addEventListener('change', toggleBetFields);
toggleBetFields();

const cents = (v: string) => Math.round(Number(v) * 100);

function betOf(e: HouseEngine): EngineBet | string {
  if (e === 'room') {
    const n = Number(players.input.value);
    return Number.isInteger(n) && n >= 2 && n <= 6 ? { stake: 0, players: n } : t('invalidInput');
  }
  if (e === 'slot') {
    const c = Number(coin.input.value);
    return Number.isInteger(c) && c >= 1 && c <= 100_000 ? { coin: c } : `coin: ${t('invalidInput')}`;
  }
  if (e === 'fish') return fishBetOf();
  const s = cents(stake.input.value);
  if (!(s > 0)) return t('invalidInput');
  if (e === 'dice') {
    const tg = cents(target.input.value);
    const d = direction.input.value as 'over' | 'under';
    return diceBetProblem(tg, d) ?? { stake: s, target: tg, direction: d };
  }
  return { stake: s, side: side.input.value as 'tie' };
}

/** A batch of shots from the fields: the shots are JSON, `[{"fish": id, "at": ms, "stake": 1.5}, ...]`. */
function fishBetOf(): EngineBet | string {
  let shots: unknown;
  try {
    shots = JSON.parse(fishShots.input.value);
  } catch {
    return `${t('fishShots')}: ${t('invalidInput')}`;
  }
  if (!Array.isArray(shots)) return `${t('fishShots')}: ${t('invalidInput')}`;
  const bet = {
    game: fishGame.input.value,
    ocean: fishOcean.input.value.trim().toLowerCase(),
    shots: shots.map((x: { fish?: unknown; at?: unknown; stake?: unknown }) => ({
      fish: Number(x.fish),
      at: Number(x.at),
      stake: cents(String(x.stake)),
    })),
  };
  if (!/^[0-9a-f]{64}$/.test(bet.ocean)) return `${t('oceanSeed')}: ${t('invalidInput')}`;
  if (bet.shots.some((x) => !Number.isInteger(x.fish) || !(x.stake > 0)))
    return `${t('fishShots')}: ${t('invalidInput')}`;
  return fishingBetProblem(bet) ?? bet;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const cardText = (c: number) => `${RANKS[c % 13]}${SUITS[Math.floor(c / 13)]}`;

function describe(e: HouseEngine, outcome: unknown): HTMLElement {
  switch (e) {
    case 'slot':
      return describeSlot(outcome as SlotOutcome);
    case 'dice': {
      const o = outcome as DiceOutcome;
      return h('p', {
        text: `${(o.roll / 100).toFixed(2)} · ${t(o.direction)} ${(o.target / 100).toFixed(2)} · ${o.win ? t('win') : t('noWin')}`,
      });
    }
    case 'fish': {
      const o = outcome as FishOutcome;
      return h(
        'ol',
        { class: 'shots' },
        ...o.shots.map((x) =>
          h('li', {
            text: `#${x.fish} ${t(x.kind as 'shark')} @ ${(x.at / 1000).toFixed(3)} s · ${fmt(x.stake / 100)} · int(${x.outOf}) = ${x.roll} < ${x.below}? ${x.caught ? `${t('caught')} ×${x.multiplier} = ${fmt(x.pay / 100)}` : t('missed')}${x.swept?.length ? ` · ${x.swept.map((id) => `#${id}`).join(' ')}` : ''}`,
          }),
        ),
      );
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
    case 'room':
      return describeRoomDeal(outcome as RoomDealOutcome, cardText);
    case 'table': {
      // A live table's draw: its game, the result in short, and the draw itself.
      const o = outcome as { kind: string; summary: string; draw: unknown };
      return h(
        'div',
        {},
        h('p', { text: `${o.kind}: ${o.summary}` }),
        h('pre', { text: JSON.stringify(o.draw) }),
      );
    }
    case 'cockfight': {
      const o = outcome as CockfightOutcome;
      return h('p', { text: `${o.roll} → ${t(o.result)}` });
    }
  }
}

/** A slot spin as text: each step's window, its wins and the cells a cascade removes. */
function describeSpin(spin: SlotSpin, title: string): HTMLElement[] {
  const parts: HTMLElement[] = [h('h3', { text: `${title} · stops ${spin.stops.join(', ')}` })];
  spin.steps.forEach((step, i) => {
    const rows = step.window[0]!.map((_, row) =>
      h('tr', {}, ...step.window.map((reel) => h('td', { text: reel[row]! }))),
    );
    parts.push(h('table', { class: 'grid' }, h('tbody', {}, ...rows)));
    if (spin.steps.length > 1 || step.multiplier > 1)
      parts.push(h('p', { text: `#${i + 1} ×${step.multiplier}` }));
    for (const w of step.wins)
      parts.push(
        h('p', {
          text: `${w.line ? `line ${w.line}` : `${w.ways} ways`}: ${w.count} × ${w.symbol}${w.wildMultiplier > 1 ? ` (wild ×${w.wildMultiplier})` : ''} = ${fmt(w.amount / 100)}`,
        }),
      );
    if (step.removed.length)
      parts.push(h('p', { text: `− ${step.removed.map(([r, c]) => `${r + 1}/${c + 1}`).join(' ')}` }));
  });
  if (spin.scatter.count)
    parts.push(h('p', { text: `${spin.scatter.count} × scatter = ${fmt(spin.scatter.amount / 100)}` }));
  if (spin.awarded) parts.push(h('p', { text: `+${spin.awarded} free spins` }));
  return parts;
}

const coinText = (c: SlotCoinValue | null) => (c ? (c.jackpot ?? fmt(c.amount / 100)) : '·');

function describeSlot(o: SlotOutcome): HTMLElement {
  const parts = describeSpin(o.base, o.game);
  o.freeSpins?.spins.forEach((spin, i) =>
    parts.push(...describeSpin(spin, `free spin ${i + 1}/${o.freeSpins!.awarded}`)),
  );
  if (o.freeSpins)
    parts.push(h('p', { text: `free spins ×${o.freeSpins.multiplier} = ${fmt(o.freeSpins.amount / 100)}` }));
  const hw = o.holdAndWin;
  if (hw) {
    const grid = (cells: (SlotCoinValue | null)[][]) =>
      h(
        'table',
        { class: 'grid' },
        h(
          'tbody',
          {},
          ...cells[0]!.map((_, row) =>
            h('tr', {}, ...cells.map((reel) => h('td', { text: coinText(reel[row]!) }))),
          ),
        ),
      );
    parts.push(h('h3', { text: 'hold & win' }), grid(hw.start));
    hw.respins.forEach((r, i) =>
      parts.push(h('p', { text: `respin ${i + 1} · ${r.respinsLeft} left` }), grid(r.grid)),
    );
    for (const j of hw.jackpots) parts.push(h('p', { text: `${j.name} ${fmt(j.amount / 100)}` }));
    parts.push(h('p', { text: `hold & win = ${fmt(hw.amount / 100)}` }));
  }
  if (o.capped) parts.push(h('p', { text: 'capped at the maximum win' }));
  return h('div', {}, ...parts);
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
  const game = e === 'slot' ? slotGame.input.value : undefined;
  const round = playEngine(e, fairRng(hmacText, seed, client, n), bet as never, game);
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
