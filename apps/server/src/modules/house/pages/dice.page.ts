import type { HouseRound } from '../house.contracts.js';
import { DICE_RTP_BASIS_POINTS, type DiceOutcome } from '../engines/dice.js';
import { flickerIndex, fmt, h, reducedMotion, sleep, startGame, t } from './common.js';

const roll = h('output', { class: 'dice-roll', 'data-testid': 'roll', text: '50.00' });
const zone = h('div', { class: 'dice-zone' });
const marker = h('div', { class: 'dice-marker' });
const track = h('div', { class: 'dice-track', 'aria-hidden': 'true' }, zone, marker);
const stage = h(
  'div',
  { class: 'dice' },
  roll,
  track,
  h(
    'div',
    { class: 'dice-scale', 'aria-hidden': 'true' },
    ...['0', '25', '50', '75', '100'].map((n) => h('span', { text: n })),
  ),
);

const under = h('input', {
  type: 'radio',
  name: 'direction',
  id: 'dir-under',
  value: 'under',
  checked: true,
});
const over = h('input', { type: 'radio', name: 'direction', id: 'dir-over', value: 'over' });
const target = h('input', {
  type: 'range',
  id: 'target',
  min: 2,
  max: 98,
  step: 0.5,
  value: 50,
  'data-testid': 'target',
});
const targetValue = h('output', { for: 'target', class: 'value', text: '50.00' });
const chance = h('output', { class: 'value' });
const multiplier = h('output', { class: 'value' });

const options = h(
  'div',
  { class: 'options' },
  h(
    'fieldset',
    { class: 'toggle' },
    h('legend', { class: 'sr', text: t('yourBet') }),
    h('label', { for: 'dir-under' }, under, h('span', { text: t('under') })),
    h('label', { for: 'dir-over' }, over, h('span', { text: t('over') })),
  ),
  h('label', { class: 'field', for: 'target' }, h('span', {}, t('target'), ' ', targetValue), target),
  h(
    'p',
    { class: 'stats' },
    h('span', { text: `${t('chance')} ` }),
    chance,
    h('span', { text: ` · ${t('multiplier')} ` }),
    multiplier,
  ),
);

const direction = () => (over.checked ? 'over' : 'under');
const targetHundredths = () => Math.round(Number(target.value) * 100);
const winning = () => (direction() === 'under' ? targetHundredths() : 9_999 - targetHundredths());

function update() {
  const t100 = targetHundredths();
  targetValue.textContent = (t100 / 100).toFixed(2);
  const w = winning();
  chance.textContent = `${(w / 100).toFixed(2)}%`;
  multiplier.textContent = `×${(DICE_RTP_BASIS_POINTS / w).toFixed(4)}`;
  const left = direction() === 'under' ? 0 : (t100 + 1) / 100;
  zone.style.setProperty('--from', `${left}%`);
  zone.style.setProperty('--width', `${w / 100}%`);
}
for (const el of [under, over, target]) el.addEventListener('input', update);
update();

function place(outcome: DiceOutcome) {
  roll.textContent = (outcome.roll / 100).toFixed(2);
  roll.className = outcome.win ? 'dice-roll won' : 'dice-roll lost';
  marker.style.setProperty('--at', `${outcome.roll / 100}%`);
  marker.classList.add('shown');
}

async function animate(round: HouseRound) {
  const outcome = round.outcome as DiceOutcome;
  roll.className = 'dice-roll rolling';
  if (!reducedMotion) {
    for (let i = 0; i < 10; i++) {
      roll.textContent = (flickerIndex(10_000) / 100).toFixed(2);
      await sleep(45);
    }
  }
  place(outcome);
}

startGame({
  playLabel: 'roll',
  stage,
  options,
  rules: h('p', {
    class: 'panel rules',
    text: `${t('rtp')} 98% · ${t('payout')} = ${t('stake')} × 98 / ${t('chance')}`,
  }),
  bet: (stake) => ({ stake, target: targetHundredths() / 100, direction: direction() }),
  animate,
  show: (round) => place(round.outcome as DiceOutcome),
  summary: (round) => {
    const o = round.outcome as DiceOutcome;
    const bet = `${t(o.direction)} ${(o.target / 100).toFixed(2)}`;
    return `${(o.roll / 100).toFixed(2)} · ${bet} · ${o.win ? `${t('win')} ${fmt(round.payout)}` : t('noWin')}`;
  },
});
