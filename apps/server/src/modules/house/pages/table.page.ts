import type { TableKind } from '../tables/games/index.js';
import { tableEngine } from '../tables/games/index.js';
import type { SettledView, TableInfo, TableServerMessage } from '../tables/tables.contracts.js';
import {
  fairDetails,
  fill,
  fmt,
  gameHeader,
  h,
  liveSocket,
  panel,
  serverClock,
  t,
  walletChanged,
} from './common.js';
import { buildLayout, showAmounts, spotLabel, type Layout } from './table/layout.js';
import { renderRoad } from './table/road.js';
import { buildStage, type Stage } from './table/stage.js';
import { checkRound } from './table/verify.js';

// A live table's page: the table drawn (cards, wheel or dice), the layout with every player's bets as they
// come, chips, the countdown, the result's animation, the member's win, the road and the balance. Played
// over the table's socket; the server sends the table's state on connecting and every change after.

type Message =
  TableServerMessage | { type: 'error' | 'pong'; ref?: string; errorCode?: string; message?: string };

const app = document.getElementById('app')!;
const SOCKET_PATH = '/house/api/tables/socket';
const SEAT_EVERY_MS = 20_000;

let table: TableInfo | null = null;
let seat = '';
const clock = serverClock();
let round: { roundNo: number; state: string; closesAt: number; serverSeedHash: string } | null = null;
let history: SettledView[] = [];
let totals: { spot: string; amount: number; players: number }[] = [];
const mine = new Map<string, number>();
let chip = 0;
let retry = 0;
let revealing: Promise<void> = Promise.resolve();
let layout: Layout | null = null;
let stage: Stage | null = null;
const along = matchMedia('(max-width: 640px)');

const header = gameHeader();
const limits = h('p', { class: 'tb-limits', 'data-testid': 'limits' });
const stageWrap = h('section', { class: 'tb-stage-wrap' });
const phase = h('p', { class: 'phase', 'aria-live': 'polite', 'data-testid': 'phase' });
const countdown = h('p', { class: 'countdown', 'data-testid': 'countdown' });
const roundNo = h('p', { class: 'tb-round-no', 'data-testid': 'round-no' });
const layoutWrap = h('section', { class: 'tb-layout', 'aria-label': t('tbBetting') });
const chips = h('div', { class: 'tb-chips', role: 'radiogroup', 'aria-label': t('tbChips') });
const yours = h('p', { class: 'tb-yours', 'data-testid': 'your-bets' });
const message = h('p', { class: 'message', role: 'alert', 'data-testid': 'message' });
const outcome = h('p', { class: 'tb-outcome', 'aria-live': 'polite', 'data-testid': 'outcome' });
const feed = h('ol', { class: 'tb-feed', 'aria-label': t('tbTableBets'), 'data-testid': 'feed' });
const road = h('ol', { class: 'tb-road', 'aria-label': t('tbRoad'), 'data-testid': 'road' });
const fair = h('div', { class: 'revealed', 'data-testid': 'revealed' });

app.replaceChildren(
  header.root,
  h('p', { class: 'tb-animated', text: t('tbAnimated') }),
  h(
    'section',
    { class: 'tb-top' },
    stageWrap,
    h('div', { class: 'tb-clock' }, roundNo, phase, countdown, outcome),
  ),
  layoutWrap,
  h('section', { class: 'controls tb-controls' }, chips, yours),
  message,
  panel(t('tbRoad'), road, limits),
  panel(t('tbTableBets'), feed),
  fairDetails(fair),
);

function renderChips(info: TableInfo) {
  const values = [1, 5, 10, 50, 100, 500].map((m) => m * info.minBet).filter((v) => v <= info.maxBet);
  if (!values.includes(chip)) chip = values[1] ?? values[0] ?? info.minBet;
  chips.replaceChildren(
    ...values.map((v) => {
      const b = h('button', {
        type: 'button',
        class: `tb-chip c${values.indexOf(v)}`,
        role: 'radio',
        'aria-checked': String(v === chip),
        'data-testid': `chip-${v}`,
        text: v >= 1000 ? `${v / 1000}K` : String(v),
      });
      b.addEventListener('click', () => {
        chip = v;
        renderChips(info);
      });
      return b;
    }),
  );
}

function renderAmounts() {
  if (layout) showAmounts(layout, totals, mine);
  const sum = [...mine.values()].reduce((a, b) => a + b, 0);
  yours.textContent = fill('tbYourBets', { a: fmt(sum) });
}

function renderLayout() {
  if (!table) return;
  layout = buildLayout(table.kind, table.spots, along.matches);
  for (const [spot, s] of layout.spots) s.el.addEventListener('click', () => bet(spot));
  layoutWrap.replaceChildren(layout.root);
  renderAmounts();
  highlight(shownResult);
}
along.addEventListener('change', renderLayout);

function bet(spot: string) {
  if (!table || !round || round.state !== 'betting' || clock.now() >= round.closesAt) {
    message.textContent = t('tbClosed');
    return;
  }
  message.textContent = '';
  const betId = crypto.getRandomValues(new Uint32Array(2)).join('-');
  socket.send({ type: 'bet', ref: betId, table: table.code, betId, spot, amount: chip });
}

function feedItem(b: { player: string; spot: string; amount: number }) {
  const label = /^total\d+$/.test(b.spot) ? `Σ${spotLabel(b.spot)}` : spotLabel(b.spot);
  return h(
    'li',
    {},
    h('span', { class: 'who', text: b.player }),
    ` ${label} `,
    h('strong', { text: fmt(b.amount) }),
  );
}

function renderFair(last: SettledView | undefined) {
  const parts: Node[] = [];
  if (round && round.state !== 'settled')
    parts.push(
      h(
        'p',
        {},
        h('span', { class: 'label', text: `${t('tbCommitted')} · ${fill('tbRound', { n: round.roundNo })}` }),
      ),
      h('code', { class: 'hash', 'data-testid': 'round-hash', text: round.serverSeedHash }),
    );
  if (last && table) {
    const ok = checkRound(table.kind, last);
    parts.push(
      h('p', {}, h('span', { class: 'label', text: fill('tbLastRound', { n: last.roundNo }) })),
      h(
        'p',
        {},
        h('span', { class: 'label', text: `${t('clientSeed')} · ${t('nonce')}: ` }),
        h('code', { text: `${last.clientSeed} · ${last.nonce}` }),
      ),
      h('p', {}, h('span', { class: 'label', text: t('revealed') })),
      h('code', { class: 'hash', text: last.serverSeed }),
      h('p', {
        class: ok ? 'tb-check ok' : 'tb-check bad',
        'data-testid': 'fair-check',
        text: ok ? t('tbChecked') : t('tbMismatch'),
      }),
    );
  }
  fair.replaceChildren(...parts);
}

/** The result the layout shows (its winning spots lit), null between rounds. */
let shownResult: unknown = null;

function highlight(result: unknown) {
  shownResult = result;
  if (!layout || !table) return;
  const engine = tableEngine(table.kind);
  for (const [spot, s] of layout.spots)
    s.el.classList.toggle('won', result !== null && engine.returnOf(spot, result) > 100);
}

function tick() {
  if (!round) {
    phase.textContent = t('tbWaiting');
    countdown.textContent = '';
  } else if (round.state === 'betting' && clock.now() < round.closesAt) {
    const left = Math.max(0, Math.ceil((round.closesAt - clock.now()) / 1000));
    phase.textContent = t('tbBetting');
    countdown.textContent = `${left}s`;
    countdown.classList.toggle('urgent', left <= 3);
  } else if (round.state !== 'settled') {
    phase.textContent = t('tbClosed');
    countdown.textContent = '';
  } else {
    phase.textContent = t('tbWaiting');
    countdown.textContent = '';
  }
  roundNo.textContent = round ? fill('tbRound', { n: round.roundNo }) : '';
}
setInterval(tick, 250);

function onWelcome(m: Extract<TableServerMessage, { type: 'welcome' }>) {
  const first = !table;
  table = m.table;
  seat = m.seat;
  clock.sync(new Date(m.serverTime).getTime());
  header.name(m.table.name);
  header.currency.textContent = m.currency;
  header.balance.textContent = fmt(m.balance);
  limits.textContent = fill('tbLimits', { a: fmt(m.table.minBet), b: fmt(m.table.maxBet) });
  if (first) {
    stage = buildStage(m.table.kind);
    stageWrap.replaceChildren(stage.root);
  }
  round = m.round && { ...m.round, closesAt: new Date(m.round.closesAt).getTime() };
  history = m.history;
  totals = m.totals;
  mine.clear();
  for (const b of m.mine) mine.set(b.spot, (mine.get(b.spot) ?? 0) + b.amount);
  renderChips(m.table);
  renderLayout();
  feed.replaceChildren(...m.bets.map(feedItem));
  if (!m.bets.length) feed.replaceChildren(h('li', { class: 'label', text: t('tbNoBets') }));
  renderRoad(road, m.table.kind, history);
  const last = history[0];
  if (last && !round) {
    stage?.show(last.result);
    highlight(last.result);
  }
  renderFair(last);
  tick();
}

async function onSettled(m: Extract<TableServerMessage, { type: 'settled' }>, kind: TableKind) {
  if (round?.roundNo === m.round.roundNo) round.state = 'settled';
  tick();
  await stage?.reveal(m.round.result);
  highlight(m.round.result);
  totals = m.totals;
  renderAmounts();
  const won = m.wins[seat];
  const staked = [...mine.values()].reduce((a, b) => a + b, 0);
  outcome.textContent = won ? fill('tbYourWin', { a: fmt(won) }) : staked > 0 ? t('tbYourLoss') : '';
  outcome.classList.toggle('won', Boolean(won));
  history = [m.round, ...history.filter((r) => r.roundNo !== m.round.roundNo)].slice(0, 60);
  renderRoad(road, kind, history);
  renderFair(m.round);
  if (staked > 0) socket.send({ type: 'balance' });
}

function onMessage(m: Message) {
  switch (m.type) {
    case 'welcome':
      onWelcome(m);
      break;
    case 'round':
      revealing = revealing.then(() => {
        round = { ...m.round, closesAt: new Date(m.round.closesAt).getTime() };
        clock.sync(new Date(m.serverTime).getTime());
        totals = [];
        mine.clear();
        stage?.reset();
        highlight(null);
        outcome.textContent = '';
        feed.replaceChildren(h('li', { class: 'label', text: t('tbNoBets') }));
        renderAmounts();
        renderFair(history[0]);
        tick();
      });
      break;
    case 'closed':
      if (round?.roundNo === m.roundNo) round.state = 'closed';
      tick();
      break;
    case 'bets':
      if (round?.roundNo !== m.roundNo) break;
      totals = m.totals;
      renderAmounts();
      if (feed.firstElementChild?.classList.contains('label')) feed.replaceChildren();
      // Oldest first: the newest ends on top.
      for (const bet of m.bets) feed.prepend(feedItem(bet));
      while (feed.children.length > 40) feed.lastElementChild?.remove();
      break;
    case 'settled':
      if (table) revealing = revealing.then(() => onSettled(m, table!.kind));
      break;
    case 'placed':
      mine.set(m.bet.spot, (mine.get(m.bet.spot) ?? 0) + m.bet.amount);
      header.balance.textContent = fmt(m.balance);
      walletChanged();
      renderAmounts();
      break;
    case 'balance':
      header.balance.textContent = fmt(m.balance);
      walletChanged();
      break;
    case 'error':
      message.textContent =
        m.errorCode === 'wallet.insufficient' ? t('insufficient') : (m.message ?? t('failed'));
      break;
  }
}

const socket = liveSocket<Message>(SOCKET_PATH, {
  message: onMessage,
  open: () => {
    retry = 0;
    if (message.textContent === t('tbReconnecting')) message.textContent = '';
  },
  close: (event) => {
    if (event.code === 4401) {
      message.textContent = t('sessionInvalid');
      return null;
    }
    message.textContent = t('tbReconnecting');
    retry = Math.min(retry + 1, 6);
    return 500 * 2 ** retry;
  },
});
setInterval(() => socket.send({ type: 'seat' }), SEAT_EVERY_MS);
