import type { HouseRound, SessionInfo } from '../house.contracts.js';
import type { SlotOutcome } from '../slots/types.js';
import { ApiError, fmt, h, startGame, t } from './common.js';
import { createInfo } from './slot/info.js';
import { money, tf } from './slot/shared.js';
import { createStage } from './slot/stage.js';

// The slot page: any slot of the catalogue, drawn from the definition its session carries (grid, symbols
// and their art, pay model, features, mathematics, theme). The round is told by ./slot/stage.ts.

const holder = h('div', { class: 'sl-holder' });
let stage: ReturnType<typeof createStage> | null = null;
let shownStake = h('select');

/** The stage of the session's game, built once its definition is known. */
function setup(session: SessionInfo): { value: number; stake: number }[] {
  const slot = session.slot;
  if (!slot) throw new ApiError('game.unknown', t('slotMissing'));
  const lang = session.language.toUpperCase();
  const select = document.getElementById('stake');
  if (select instanceof HTMLSelectElement) shownStake = select;
  const coinNow = () => Math.round(Number(shownStake.value) * 100) || slot.bet.coins[0]!;
  const info = createInfo(slot, lang, (symbol) => stage?.picture(symbol) ?? [], coinNow);
  stage = createStage(slot, lang, info.button);
  holder.replaceChildren(stage.el, info.dialog);
  document.body.dataset.slot = slot.code;
  shownStake.addEventListener('change', () => stage?.setStake(coinNow() * slot.bet.cost));
  queueMicrotask(() => stage?.setStake(coinNow() * slot.bet.cost));
  return slot.bet.coins
    .map((coin) => ({ value: coin / 100, stake: (coin * slot.bet.cost) / 100 }))
    .filter((o) => o.stake >= session.minBet && o.stake <= session.maxBet);
}

function summary(round: HouseRound): string {
  const outcome = round.outcome as SlotOutcome;
  const parts: string[] = [];
  if (outcome.freeSpins) parts.push(tf('freeSpinsWon', { n: outcome.freeSpins.spins.length }));
  if (outcome.holdAndWin) {
    parts.push(t('holdWin'));
    for (const j of outcome.holdAndWin.jackpots) parts.push(`${j.name} ${money(j.amount)}`);
  }
  if (outcome.capped) parts.push(t('capped'));
  const extra = parts.length ? ` · ${parts.join(' · ')}` : '';
  return round.payout > 0
    ? `${t('win')} ${fmt(round.payout)} (×${round.multiplier})${extra}`
    : `${t('noWin')} · ${t('stake')} ${fmt(round.stake)}`;
}

startGame({
  playLabel: 'spin',
  stakeLabel: 'coin',
  stakeOptions: setup,
  stage: holder,
  // The chooser shows the coin in major units; the bet carries it in minor units.
  bet: (coin) => ({ coin: Math.round(coin * 100) }),
  animate: async (round) => stage?.play(round),
  show: (round) => stage?.show(round),
  summary,
});
