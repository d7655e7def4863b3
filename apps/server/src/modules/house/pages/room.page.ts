import type { RoomServerMessage, RoomState, RoundView } from '../rooms/rooms.contracts.js';
import { fairDetails, fmt, gameHeader, h, liveSocket, panel, serverClock, sleep, t } from './common.js';
import { cardFace } from './room/hands.js';
import { historyItem, seatBox, showHand, type SeatEls } from './room/table.js';

// The card room's page: the table played live between the seated members over the room's socket. The
// server sends the room's state on connecting and after every change; the page animates each new deal.

const app = document.getElementById('app')!;

let state: RoomState | null = null;
let mySeat = 0;
const clock = serverClock();
let animatedRound = 0;
let animating = false;
let closedForGood = false;

const info = h('p', { class: 'room-info', 'data-testid': 'room-info' });
const felt = h('div', { class: 'felt' });
const centre = h('div', { class: 'table-centre' });
const phase = h('p', { class: 'phase', 'aria-live': 'polite', 'data-testid': 'phase' });
const countdown = h('p', { class: 'countdown', 'data-testid': 'countdown' });
centre.append(phase, countdown);
const table = h('section', { class: 'room-table', 'aria-label': t('niuniu') }, felt, centre);
const message = h('p', { class: 'message', role: 'alert' });
const buttons = [1, 2, 3].map((m) => {
  const b = h('button', { type: 'button', class: 'mult', 'data-testid': `mult-${m}`, disabled: true });
  b.addEventListener('click', () => choose(m));
  return b;
});
const leave = h('button', { type: 'button', class: 'ghost', text: t('leaveRoom'), 'data-testid': 'leave' });
leave.addEventListener('click', () => socket.send({ type: 'leave' }));
const history = h('ol', {
  class: 'recent room-history',
  'aria-label': t('results'),
  'data-testid': 'history',
});
const fair = h('div', { class: 'revealed', 'data-testid': 'revealed' });

app.replaceChildren(
  gameHeader({ title: t('niuniu'), aside: info }).root,
  table,
  h(
    'section',
    { class: 'controls room-controls' },
    h('span', { class: 'label', text: t('chooseBet') }),
    ...buttons,
    leave,
  ),
  message,
  panel(t('results'), history),
  fairDetails(fair),
);

function choose(multiplier: number) {
  const round = state?.round;
  if (!round) return;
  for (const b of buttons) b.disabled = true;
  socket.send({ type: 'bet', round: round.id, multiplier, ref: `bet-${round.id}` });
}

const me = (round: RoundView | null) => round?.players.find((p) => p.seat === mySeat);

function seatsOf(s: RoomState, round: RoundView | null): Map<number, SeatEls> {
  const els = new Map<number, SeatEls>();
  for (let seat = 1; seat <= s.room.seats; seat++) els.set(seat, seatBox(s, seat, mySeat || 1, round));
  felt.replaceChildren(...[...els.values()].map((e) => e.root));
  return els;
}

function renderControls(s: RoomState) {
  const round = s.round;
  const mine = me(round);
  const open =
    round?.phase === 'betting' &&
    clock.now() < round.betEndsAt &&
    mine &&
    !mine.banker &&
    mine.multiplier === null;
  buttons.forEach((b, i) => {
    b.textContent = `${i + 1}× · ${fmt(s.room.baseBet * (i + 1))}`;
    b.disabled = !open;
    b.classList.toggle('chosen', mine?.multiplier === i + 1 && !mine.banker);
  });
}

function renderFair(round: RoundView | null) {
  if (!round) return fair.replaceChildren();
  fair.replaceChildren(
    h('p', {}, h('span', { class: 'label', text: `${t('committedHash')} · #${round.roundNo} ` })),
    h('code', { class: 'hash', 'data-testid': 'room-hash', text: round.serverSeedHash }),
    h(
      'p',
      {},
      h('span', { class: 'label', text: `${t('clientSeed')} ` }),
      h('code', { text: round.clientSeed }),
    ),
    ...(round.serverSeed
      ? [
          h('p', {}, h('span', { class: 'label', text: t('revealed') })),
          h('code', { class: 'hash', text: round.serverSeed }),
        ]
      : []),
    ...(round.verifyUrl
      ? [
          h('a', {
            href: round.verifyUrl,
            target: '_blank',
            rel: 'noopener',
            class: 'link',
            'data-testid': 'verify-link',
            text: t('verify'),
          }),
        ]
      : []),
  );
}

function tick() {
  const s = state;
  if (!s) return;
  const round = s.round;
  if (round?.phase === 'betting') {
    const left = Math.max(0, Math.ceil((round.betEndsAt - clock.now()) / 1000));
    const mine = me(round);
    phase.textContent = mine?.banker ? t('bankerWaits') : t('chooseBet');
    countdown.textContent = `${left}s`;
    countdown.classList.toggle('urgent', left <= 3);
  } else if (round && (round.phase === 'dealing' || round.phase === 'dealt')) {
    phase.textContent = t('deal');
    countdown.textContent = '';
  } else if (s.seats.length < 2 || !s.nextRoundAt) {
    phase.textContent = t('waitingPlayers');
    countdown.textContent = '';
  } else {
    const left = Math.max(0, Math.ceil((s.nextRoundAt - clock.now()) / 1000));
    phase.textContent = round?.phase === 'void' ? `${t('roomVoid')} · ${t('nextRound')}` : t('nextRound');
    countdown.textContent = `${left}s`;
    countdown.classList.remove('urgent');
  }
  renderControls(s);
}

/** Deals the round's hands face down around the table, then turns each over with its result. */
async function reveal(s: RoomState, round: RoundView) {
  animating = true;
  try {
    const els = seatsOf(s, round);
    const results = round.results ?? [];
    for (let card = 0; card < 5; card++)
      for (const r of results) {
        els.get(r.seat)?.cards.append(cardFace(null, 'dealt'));
        await sleep(40);
      }
    await sleep(300);
    const ordered = [...results.filter((r) => !r.banker), ...results.filter((r) => r.banker)];
    for (const r of ordered) {
      const seat = els.get(r.seat);
      if (seat) showHand(seat, r);
      await sleep(450);
    }
  } finally {
    animating = false;
  }
  // A change that came during the animation.
  if (state && state !== s) render(state);
}

function render(s: RoomState) {
  const round = s.round;
  info.textContent = `${s.room.code} · ${t('baseBet')} ${fmt(s.room.baseBet)} · ${t('rake')} ${s.room.rakePercent}%`;
  history.replaceChildren(...s.history.map(historyItem));
  if (!s.history.length) history.append(h('li', { class: 'label', text: t('noRounds') }));
  renderFair(round);
  tick();
  if (round?.phase === 'settled' && round.id !== animatedRound) {
    animatedRound = round.id;
    void reveal(s, round);
    return;
  }
  if (animating) return;
  const els = seatsOf(s, round);
  if (round?.phase === 'settled')
    for (const r of round.results ?? []) {
      const seat = els.get(r.seat);
      if (seat) showHand(seat, r);
    }
}

function receive(msg: RoomServerMessage) {
  if (msg.type === 'hello' || msg.type === 'state') {
    clock.sync(msg.at);
    if (msg.type === 'hello') {
      mySeat = msg.seat;
      // A round settled before the page opened is shown, not replayed.
      if (msg.state.round?.phase === 'settled') animatedRound = msg.state.round.id;
    }
    state = msg.state;
    if (!state.seats.some((s) => s.seat === mySeat)) message.textContent = t('seatLeft');
    render(state);
  } else if (msg.type === 'error') {
    message.textContent = msg.errorCode === 'game.session.invalid' ? t('sessionInvalid') : msg.message;
    if (state) renderControls(state);
  } else if (msg.type === 'left') {
    closedForGood = true;
    message.textContent = t('seatLeft');
  } else if (msg.type === 'chosen') {
    message.textContent = '';
  }
}

const socket = liveSocket<RoomServerMessage>('/house/api/rooms/socket', {
  message: receive,
  close: (event) => {
    if (closedForGood || event.code === 4401) {
      if (event.code === 4401 && !message.textContent) message.textContent = t('sessionInvalid');
      for (const b of buttons) b.disabled = true;
      return null;
    }
    return 2000;
  },
});

setInterval(tick, 250);
