import type { FishingOutcome } from '../fishing/batch.js';
import { fishingGame, type FishingGame, type FishKind } from '../fishing/definitions.js';
import { fishById, type OceanFish } from '../fishing/ocean.js';
import type { FishingInfo } from '../fishing/wire.js';
import type { Commitment, HouseRound, PlayResult, SessionInfo } from '../house.contracts.js';
import type { TextKey } from './i18n.js';
import {
  ApiError,
  call,
  demoBar,
  errorText,
  fairPanel,
  fmt,
  gameHeader,
  h,
  resultsPanel,
  roundChip,
  showSession,
  t,
  walletChanged,
} from './common.js';
import { createStage, type Hit, type Stage } from './fish/stage.js';

// The fishing game: aim and fire; every bullet that touches a fish is a shot. Shots are queued and sent
// in batches (every half second or 20 shots, one batch in flight at a time); the server decides each
// shot from the round's provably fair stream and the page shows what it decided.

const FLUSH_MS = 500;
const FLUSH_SHOTS = 20;

const name = (key: string) => t(key as TextKey);

type Shot = { fish: OceanFish; at: number; stake: number };

const app = document.getElementById('app')!;
const header = gameHeader({ live: 'off' });
const stakeSelect = h('select', {
  class: 'stake',
  id: 'stake',
  'data-testid': 'stake',
  'aria-label': t('cannon'),
});
const down = h('button', { type: 'button', class: 'level', 'aria-label': t('levelDown'), text: '−' });
const up = h('button', { type: 'button', class: 'level', 'aria-label': t('levelUp'), text: '+' });
const autoButton = h('button', {
  type: 'button',
  class: 'ghost auto',
  'aria-pressed': 'false',
  text: t('auto'),
});
const fireButton = h('button', {
  type: 'button',
  class: 'play',
  'data-testid': 'play',
  text: t('fire'),
  disabled: true,
});
const message = h('p', { class: 'message', role: 'alert' });
const results = resultsPanel(t('aimHint'));
const stageWrap = h('section', { class: 'fishing' });
const rules = h('details', { class: 'panel rules' });

let info: SessionInfo | null = null;
let fishing: FishingInfo | null = null;
let game: FishingGame | null = null;
let stage: Stage | null = null;
let commitment: Commitment | null = null;
const fair = fairPanel({ message, committed: (c) => (commitment = c), canChange: () => !inFlight.length });
const bar = demoBar({
  header,
  message,
  refilled: (next) => {
    balance = cents(next);
    showBalance();
  },
});
let balance = 0;
let clockBase = 0;
let clockAt = 0;
/** Shots waiting for a batch, and the batch on its way. */
let queue: Shot[] = [];
let inFlight: Shot[] = [];
let firstQueued = 0;

const cents = (major: number) => Math.round(major * 100);
const stakeCents = () => cents(Number(stakeSelect.value));
const pending = () => (stage?.flying() ?? 0) + [...queue, ...inFlight].reduce((s, x) => s + x.stake, 0);
const showBalance = () => (header.balance.textContent = fmt(Math.max(0, balance - pending()) / 100));
const clock = () => clockBase + (performance.now() - clockAt);

function syncClock(next: FishingInfo, sentAt: number) {
  clockBase = next.oceanTime + (performance.now() - sentAt) / 2;
  clockAt = performance.now();
}

function reserve(): number | null {
  const stake = stakeCents();
  if (!commitment || balance - pending() < stake) {
    message.textContent = t('insufficient');
    setAuto(false);
    return null;
  }
  queueMicrotask(showBalance);
  return stake;
}

function onHit(hit: Hit, stake: number) {
  if (!queue.length) firstQueued = performance.now();
  queue.push({ fish: hit.fish, at: hit.at, stake });
  showBalance();
}

async function flush() {
  if (inFlight.length || !commitment || !fishing) return;
  // A shot at a fish the server caught meanwhile is dropped before it is sent: it costs nothing.
  queue = queue.filter((s) => !stage?.isDead(s.fish.id));
  if (!queue.length || (queue.length < FLUSH_SHOTS && performance.now() - firstQueued < FLUSH_MS)) return;
  // At most the batch's shots and the round's largest stake (1,000.00).
  let count = 0;
  for (let total = 0; count < Math.min(queue.length, fishing.maxShots); count++) {
    total += queue[count]!.stake;
    if (total > cents(info?.maxBet ?? 1_000)) break;
  }
  inFlight = queue.splice(0, Math.max(1, count));
  firstQueued = performance.now();
  const body = {
    nonce: commitment.nonce,
    bet: {
      game: fishing.game,
      ocean: fishing.ocean,
      shots: inFlight.map((s) => ({ fish: s.fish.id, at: s.at, stake: s.stake / 100 })),
    },
  };
  try {
    let result: PlayResult;
    try {
      result = await call<PlayResult>('POST', '/house/api/play', body);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The answer was lost: the same batch again settles once (the nonce makes it a replay).
      result = await call<PlayResult>('POST', '/house/api/play', body);
    }
    settle(result);
  } catch (error) {
    message.textContent = errorText(error);
    setAuto(false);
    if (error instanceof ApiError && error.code !== 'game.session.invalid') void refresh();
  } finally {
    inFlight = [];
    showBalance();
  }
}

function settle(result: PlayResult) {
  const outcome = result.round.outcome as FishingOutcome;
  balance = cents(result.balance);
  commitment = result.next;
  message.textContent = '';
  let caught = 0;
  for (const shot of outcome.shots) {
    if (!shot.caught || !game || !fishing || !stage) continue;
    caught++;
    const fish = fishById(game, fishing.ocean, shot.fish)!;
    const kind = game.kinds[fish.kind]!;
    const swept = (shot.swept ?? []).map((id) => fishById(game!, fishing!.ocean, id)!);
    stage.caught(
      fish,
      shot.pay,
      shot.multiplier,
      kind.kind === 'special' ? { kind: kind.weapon, reach: kind.reach, swept } : undefined,
    );
  }
  walletChanged();
  fair.showCommitment(result.next);
  showRound(result.round, caught);
  results.add(chip(result.round));
}

function summary(round: HouseRound, caught?: number) {
  const o = round.outcome as FishingOutcome;
  const n = caught ?? o.shots.filter((s) => s.caught).length;
  return `${t('shots')} ${o.shots.length} · ${t('catches')} ${n} · ${t('payout')} ${fmt(round.payout)}`;
}
function showRound(round: HouseRound, caught?: number) {
  results.showLast(round, summary(round, caught));
  fair.showRevealed(round);
}
const chip = (round: HouseRound) => roundChip(round, fmt(round.payout), summary(round));

function setAuto(on: boolean) {
  stage?.setAuto(on);
  autoButton.setAttribute('aria-pressed', on ? 'true' : 'false');
}
function setLevel(i: number) {
  const n = stakeSelect.options.length;
  stakeSelect.selectedIndex = Math.max(0, Math.min(n - 1, i));
  stage?.setLevel(stakeSelect.selectedIndex);
}

function paytable(g: FishingGame): HTMLElement {
  const row = (k: FishKind) => {
    let pays = '';
    let note = '';
    if (k.kind === 'regular') pays = `×${k.multiplier}`;
    else if (k.kind === 'boss') {
      pays = `×${Math.min(...k.multipliers)}–${Math.max(...k.multipliers)}`;
      note = t('bossRule');
    } else {
      pays = `×${k.base}–${k.cap}`;
      note = t(
        k.weapon === 'bomb' ? 'weaponBomb' : k.weapon === 'lightning' ? 'weaponLightning' : 'weaponDrill',
      );
    }
    return h('tr', {}, h('th', { text: name(k.key) }), h('td', { text: pays }), h('td', { text: note }));
  };
  return h(
    'div',
    {},
    h('p', { text: t('fishRule').replace('{rtp}', `${(g.rtpBp / 100).toFixed(2)}%`) }),
    h('table', { class: 'paytable' }, h('tbody', {}, ...g.kinds.map(row))),
  );
}

async function refresh() {
  const sentAt = performance.now();
  const next = await call<SessionInfo>('GET', '/house/api/session').catch(() => null);
  if (!next) return;
  info = next;
  balance = cents(next.balance);
  fair.showCommitment(next);
  if (next.fishing) syncClock(next.fishing, sentAt);
  showBalance();
}

async function load() {
  try {
    const sentAt = performance.now();
    info = await call<SessionInfo>('GET', '/house/api/session');
    fishing = info.fishing ?? null;
    game = fishing ? (fishingGame(fishing.game) ?? null) : null;
    if (!fishing || !game) throw new ApiError('game.unknown', t('failed'));
    syncClock(fishing, sentAt);
    showSession(header, bar, info);
    balance = cents(info.balance);
    stakeSelect.replaceChildren(...fishing.stakes.map((s) => h('option', { value: s, text: fmt(s) })));
    fair.showCommitment(info);
    rules.replaceChildren(
      h('summary', { text: `${t('paytable')} · ${t('rtp')} ${(game.rtpBp / 100).toFixed(2)}%` }),
      paytable(game),
    );
    stage = createStage({
      game,
      clock,
      label: `${info.game.name}: ${t('aimHint')}`,
      onHit,
      reserve,
      bossText: (key) => `${t('boss')}: ${name(key)}`,
    });
    stageWrap.prepend(stage.canvas);
    stage.start(fishing.ocean);
    setLevel(0);
    showBalance();
    fireButton.disabled = false;
    const history = await call<{ rounds: HouseRound[] }>('GET', '/house/api/history?limit=10');
    results.recent.replaceChildren(...history.rounds.map((r) => chip(r)));
    if (history.rounds[0]) showRound(history.rounds[0]);
    setInterval(() => void flush(), 100);
  } catch (error) {
    message.textContent = errorText(error);
  }
}

down.addEventListener('click', () => setLevel(stakeSelect.selectedIndex - 1));
up.addEventListener('click', () => setLevel(stakeSelect.selectedIndex + 1));
stakeSelect.addEventListener('change', () => setLevel(stakeSelect.selectedIndex));
autoButton.addEventListener('click', () => setAuto(autoButton.getAttribute('aria-pressed') !== 'true'));
fireButton.addEventListener('pointerdown', () => {
  stage?.fire();
  stage?.setHolding(true);
});
for (const end of ['pointerup', 'pointerleave', 'pointercancel'])
  fireButton.addEventListener(end, () => stage?.setHolding(false));
fireButton.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    stage?.fire();
  }
});
document.addEventListener('keydown', (event) => {
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
  if (event.key === 'ArrowLeft') stage?.turn(-0.08);
  else if (event.key === 'ArrowRight') stage?.turn(0.08);
  else if (event.key === '+' || event.key === '=') setLevel(stakeSelect.selectedIndex + 1);
  else if (event.key === '-') setLevel(stakeSelect.selectedIndex - 1);
});
stageWrap.append(h('div', { class: 'fishing-controls' }, down, stakeSelect, up, autoButton, fireButton));
app.replaceChildren(header.root, bar.root, stageWrap, message, results.root, fair.root, rules);
void load();
