import type { HouseRound } from '../house.contracts.js';
import {
  COCKFIGHT,
  COCKFIGHT_SIDES,
  type CockfightOutcome,
  type CockfightSide,
} from '../engines/cockfight.js';
import { fmt, h, sleep, startGame, svg, t } from './common.js';

const rooster = (body: string, comb: string) =>
  `<svg viewBox="0 0 80 80" aria-hidden="true"><path d="M14 30q-10-18 6-22 0 10 8 14z" fill="${body}" opacity=".7"/><ellipse cx="38" cy="46" rx="24" ry="18" fill="${body}"/><circle cx="58" cy="26" r="10" fill="${body}"/><path d="M54 14q2-8 6-2 2-6 6 0 4-2 2 6z" fill="${comb}"/><path d="M66 26l10 3-10 3z" fill="#F5B40A"/><circle cx="60" cy="24" r="2" fill="#111"/><path d="M58 34q2 8-2 10" stroke="${comb}" stroke-width="4" fill="none"/><path d="M32 62v12M44 62v12" stroke="#F5B40A" stroke-width="3"/></svg>`;

const meron = h(
  'div',
  { class: 'fighter meron' },
  svg(rooster('#b91c1c', '#fca5a5')),
  h('span', { text: t('meron') }),
);
const wala = h(
  'div',
  { class: 'fighter wala' },
  svg(rooster('#1d4ed8', '#93c5fd')),
  h('span', { text: t('wala') }),
);
const verdict = h('p', { class: 'banner', 'aria-live': 'polite', 'data-testid': 'fight-result' });
const stage = h('div', { class: 'pit' }, meron, h('span', { class: 'vs', text: 'VS' }), wala, verdict);

let side: CockfightSide = 'meron';
const options = h(
  'fieldset',
  { class: 'toggle three' },
  h('legend', { class: 'sr', text: t('yourBet') }),
  ...COCKFIGHT_SIDES.map((s) => {
    const input = h('input', { type: 'radio', name: 'side', id: `side-${s}`, value: s, checked: s === side });
    input.addEventListener('change', () => (side = s));
    return h(
      'label',
      { for: `side-${s}`, class: `bet-${s}` },
      input,
      h('span', { text: `${t(s)} ×${COCKFIGHT[s].returns}` }),
    );
  }),
);

function show(o: CockfightOutcome) {
  meron.classList.toggle('winner', o.result === 'meron');
  wala.classList.toggle('winner', o.result === 'wala');
  verdict.textContent = t(o.result);
}

async function animate(round: HouseRound) {
  const o = round.outcome as CockfightOutcome;
  meron.classList.remove('winner');
  wala.classList.remove('winner');
  verdict.textContent = '';
  stage.classList.add('fighting');
  await sleep(900);
  stage.classList.remove('fighting');
  show(o);
  verdict.className = round.payout > 0 ? 'banner won' : 'banner';
}

startGame({
  playLabel: 'fight',
  stage,
  options,
  rules: h('p', {
    class: 'panel rules',
    text: `${t('meron')} 48% ×2 · ${t('wala')} 48% ×2 · ${t('draw')} 4% ×24 · ${t('rtp')} 96%`,
  }),
  bet: (stake) => ({ stake, side }),
  animate,
  show: (round) => show(round.outcome as CockfightOutcome),
  summary: (round) => {
    const o = round.outcome as CockfightOutcome;
    return `${t(o.result)} · ${t('yourBet')}: ${t(o.side)} · ${round.payout > 0 ? `${t('win')} ${fmt(round.payout)}` : t('noWin')}`;
  },
});
