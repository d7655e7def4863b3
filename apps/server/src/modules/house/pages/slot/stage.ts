import type { HouseRound } from '../../house.contracts.js';
import type { SlotJackpotName, SlotOutcome, SlotSpin } from '../../slots/types.js';
import { h, t } from '../common.js';
import { createBoard } from './board.js';
import { money, resetPace, skip, skipped, tf, wait, type Slot } from './shared.js';

// The slot's stage: jackpots, the feature status, the reels, the cascade ladder, the win meter and the
// banners, and the round told as a sequence: the spin and its cascades, the free spins, the hold and win,
// the big win.

const JACKPOTS: SlotJackpotName[] = ['MINI', 'MINOR', 'MAJOR', 'GRAND'];
/** A round paying at least this many stakes is a big win. */
export const BIG_WIN_STAKES = 20;

export function createStage(slot: Slot, lang: string, infoButton: HTMLElement) {
  const board = createBoard(slot, lang);
  const fs = slot.features.freeSpins;
  const cascades = slot.features.cascades;
  const hw = slot.features.holdAndWin;
  const coinId = hw?.coin;
  const scatterIds = new Set(slot.symbols.filter((s) => s.kind === 'scatter').map((s) => s.id));

  const status = h('p', { class: 'sl-status', 'aria-live': 'polite', 'data-testid': 'slot-status' });
  const meter = h('p', { class: 'sl-meter', 'aria-live': 'polite', 'data-testid': 'slot-win' });
  const bannerTitle = h('strong');
  const bannerText = h('span');
  const banner = h(
    'div',
    { class: 'sl-banner', 'data-testid': 'slot-banner', role: 'status' },
    bannerTitle,
    bannerText,
  );
  const ladder = h('ol', { class: 'sl-ladder', 'aria-label': 'multiplier' });
  const jackpots = new Map(
    JACKPOTS.map((name) => [
      name,
      h('li', { class: `sl-jp sl-jp-${name.toLowerCase()}` }, h('b', { text: name }), h('span')),
    ]),
  );
  const jackpotBar = hw
    ? h('ol', { class: 'sl-jackpots', 'data-testid': 'jackpots' }, ...jackpots.values())
    : null;

  const frame = h('div', { class: 'sl-frame' }, board.grid, banner);
  const el = h(
    'div',
    { class: 'sl-stage' },
    infoButton,
    jackpotBar,
    status,
    frame,
    cascades ? ladder : null,
    meter,
  );
  el.style.setProperty('--reels', String(slot.grid.reels));
  el.style.setProperty('--rows', String(slot.grid.rows));
  const c = slot.theme.colours;
  el.style.setProperty('--sl-top', c.top);
  el.style.setProperty('--sl-bottom', c.bottom);
  el.style.setProperty('--sl-accent', c.accent);
  el.style.setProperty('--sl-second', c.second);
  // A click on the stage plays the rest of the round at once.
  el.addEventListener('click', (event) => {
    if (!infoButton.contains(event.target as Node)) skip();
  });

  function setLadder(values: readonly number[] | undefined, step: number) {
    if (!values) return;
    ladder.replaceChildren(
      ...values.map((v, i) =>
        h('li', {
          class: i === Math.min(step, values.length - 1) ? 'on' : i < step ? 'past' : '',
          text: `×${v}`,
        }),
      ),
    );
  }

  /** The jackpots' amounts at this stake (minor units). */
  function setStake(stake: number) {
    if (!hw) return;
    for (const [name, li] of jackpots) li.lastElementChild!.textContent = money(hw.jackpots[name] * stake);
  }

  /** A banner over the reels for `ms`; with no time it stays until the next round or a click on it. */
  async function showBanner(title: string, text = '', ms = 1500, kind = '') {
    bannerTitle.textContent = title;
    bannerText.textContent = text;
    banner.className = `sl-banner on ${kind}`;
    if (!ms || skipped()) return;
    await wait(ms);
    banner.className = 'sl-banner';
  }
  banner.addEventListener('click', () => (banner.className = 'sl-banner'));

  /** The big win's amount counts up (at once when skipped or with reduced motion). */
  function countUp(to: number, suffix: string) {
    const start = performance.now();
    const step = (now: number) => {
      const k = skipped() ? 1 : Math.min(1, (now - start) / 1400);
      bannerText.textContent = `${money(Math.round(to * k))}${suffix}`;
      if (k < 1) requestAnimationFrame(step);
    };
    step(start);
  }

  /** One spin and its steps: the wins of each, the cascades between them, then its scatters. */
  async function playSpin(
    spin: SlotSpin,
    quick: boolean,
    ladderValues: readonly number[] | undefined,
    shown: number,
  ) {
    const strips = quick && fs?.strips ? fs.strips : slot.strips;
    await board.spin(spin.steps[0]?.window ?? [], strips, quick);
    let won = shown;
    for (const [i, step] of spin.steps.entries()) {
      if (i > 0) await board.fall(step.window, spin.steps[i - 1]!.removed);
      setLadder(ladderValues, i);
      if (step.wins.length) {
        board.showWins(step);
        won += step.amount;
        meter.textContent = `${t('win')} ${money(won)}${step.multiplier > 1 ? ` (×${step.multiplier})` : ''}`;
        await wait(step.removed.length ? 800 : 600);
      }
      if (step.removed.length) await board.burst(step.removed);
    }
    if (spin.scatter.amount > 0 || spin.awarded > 0) {
      board.light(scatterIds);
      won += spin.scatter.amount;
      if (spin.scatter.amount) meter.textContent = `${t('win')} ${money(won)}`;
      await wait(700);
    }
  }

  async function playFreeSpins(outcome: SlotOutcome, shown: number) {
    const free = outcome.freeSpins!;
    await showBanner(
      tf('freeSpinsWon', { n: outcome.base.awarded }),
      free.multiplier > 1 ? `×${free.multiplier}` : '',
    );
    let total = Math.min(outcome.base.awarded, free.spins.length);
    let won = 0;
    el.classList.add('sl-free');
    for (const [i, spin] of free.spins.entries()) {
      status.textContent = `${tf('freeSpinOf', { n: i + 1, m: total })}${free.multiplier > 1 ? ` · ×${free.multiplier}` : ''} · ${t('totalWin')} ${money(won)}`;
      await playSpin(spin, true, cascades?.freeSpinLadder ?? cascades?.ladder, shown + won);
      won += spin.amount;
      if (spin.awarded) {
        total = Math.min(total + spin.awarded, free.spins.length);
        await showBanner(tf('moreSpins', { n: spin.awarded }), '', 1100);
      }
      await wait(250);
    }
    status.textContent = `${tf('freeSpinOf', { n: free.spins.length, m: free.spins.length })} · ${t('totalWin')} ${money(won)}`;
    el.classList.remove('sl-free');
    await showBanner(t('freeSpinsTotal'), money(free.amount), 1700);
  }

  async function playHoldAndWin(outcome: SlotOutcome) {
    const feature = outcome.holdAndWin!;
    if (coinId) board.light(new Set([coinId]));
    await wait(600);
    await showBanner(t('holdWin'), tf('respinsLeft', { n: hw?.respins ?? 0 }));
    el.classList.add('sl-hold');
    board.showCoins(feature.start);
    status.textContent = tf('respinsLeft', { n: hw?.respins ?? 0 });
    let before = feature.start;
    for (const respin of feature.respins) {
      await board.respin(before);
      board.showCoins(respin.grid, before);
      const landed = respin.grid.some((column, r) => column.some((v, row) => v && !before[r]?.[row]));
      status.textContent = tf('respinsLeft', { n: respin.respinsLeft });
      status.classList.toggle('sl-reset', landed);
      for (const column of respin.grid)
        for (const v of column) if (v?.jackpot) jackpots.get(v.jackpot)?.classList.add('won');
      before = respin.grid;
      await wait(landed ? 650 : 380);
    }
    status.classList.remove('sl-reset');
    for (const { name } of feature.jackpots) jackpots.get(name)?.classList.add('won');
    const names = feature.jackpots.map((j) => `${j.name} ${money(j.amount)}`).join(' · ');
    await showBanner(
      t('holdWin'),
      `${t('totalWin')} ${money(feature.amount)}${names ? ` · ${names}` : ''}`,
      1900,
    );
    el.classList.remove('sl-hold');
  }

  /** The whole round, told step by step. */
  async function play(round: HouseRound) {
    const outcome = round.outcome as SlotOutcome;
    resetPace();
    banner.className = 'sl-banner';
    status.textContent = '';
    status.className = 'sl-status';
    meter.textContent = '';
    for (const li of jackpots.values()) li.classList.remove('won');
    setStake(outcome.stake);
    await playSpin(outcome.base, false, cascades?.ladder, 0);
    if (outcome.freeSpins) await playFreeSpins(outcome, outcome.base.amount);
    if (outcome.holdAndWin) await playHoldAndWin(outcome);
    finish(outcome);
  }

  /** The round's end: its total, the big-win banner, the cap. */
  function finish(outcome: SlotOutcome) {
    meter.textContent = outcome.payout > 0 ? `${t('win')} ${money(outcome.payout)}` : t('noWin');
    meter.classList.toggle('won', outcome.payout > 0);
    if (outcome.capped) status.textContent = t('capped');
    if (outcome.payout >= BIG_WIN_STAKES * outcome.stake) {
      void showBanner(t('bigWin'), '', 0, 'big');
      countUp(outcome.payout, ` · ×${(outcome.payout / outcome.stake).toFixed(2)}`);
    } else if (outcome.freeSpins || outcome.holdAndWin)
      void showBanner(t('totalWin'), money(outcome.payout), 0);
    else banner.className = 'sl-banner';
  }

  /** A stored round, without animation (the page's first view). */
  function show(round: HouseRound) {
    const outcome = round.outcome as SlotOutcome;
    const last = outcome.base.steps.at(-1);
    if (!last) return;
    board.drawWindow(last.window);
    board.showWins(last);
    meter.textContent = outcome.payout > 0 ? `${t('win')} ${money(outcome.payout)}` : '';
  }

  /** The reels before any round: the first rows of each strip. */
  board.drawWindow(
    slot.strips.map((strip, r) =>
      Array.from({ length: slot.grid.rows }, (_, row) => strip[(r * 5 + row) % strip.length]!),
    ),
  );
  setLadder(cascades?.ladder, 0);

  return { el, play, show, setStake, picture: board.picture };
}
