import type { HouseRound } from '../house.contracts.js';
import { FISH, FISH_KINDS, type FishKind, type FishOutcome } from '../engines/fish.js';
import { fmt, h, sleep, startGame, svg, t } from './common.js';

const V = 'viewBox="0 0 96 64" aria-hidden="true"';
const ART: Record<FishKind, string> = {
  clownfish: `<svg ${V}><path d="M70 32 92 16v32z" fill="#f97316"/><ellipse cx="44" cy="32" rx="30" ry="18" fill="#f97316"/><path d="M30 15v34M50 14v36" stroke="#fff" stroke-width="6"/><circle cx="24" cy="28" r="3" fill="#111"/></svg>`,
  pufferfish: `<svg ${V}><path d="M74 32 90 20v24z" fill="#eab308"/><g stroke="#a16207" stroke-width="3"><path d="M44 6v8M44 50v8M20 32h-8M30 12l4 6M58 12l-4 6M30 52l4-6M58 52l-4-6"/></g><circle cx="44" cy="32" r="22" fill="#facc15"/><circle cx="34" cy="28" r="3.5" fill="#111"/><path d="M26 38q4 3 8 0" stroke="#a16207" stroke-width="2" fill="none"/></svg>`,
  turtle: `<svg ${V}><ellipse cx="20" cy="32" rx="10" ry="8" fill="#86efac"/><path d="M40 14 30 6M62 14l10-8M40 50l-10 8M62 50l10 8" stroke="#86efac" stroke-width="7" stroke-linecap="round"/><ellipse cx="52" cy="32" rx="26" ry="20" fill="#15803d"/><path d="M52 14v36M30 32h44M38 20l28 24M66 20 38 44" stroke="#4ade80" stroke-width="2"/><circle cx="16" cy="30" r="2" fill="#111"/></svg>`,
  shark: `<svg ${V}><path d="M76 32 94 12 88 32l6 20z" fill="#64748b"/><path d="M4 34q30-26 76-4-40 22-76 4z" fill="#94a3b8"/><path d="M40 20 50 4l6 18z" fill="#64748b"/><path d="M6 36q30 10 70-4" fill="#e2e8f0"/><circle cx="20" cy="30" r="2.5" fill="#111"/></svg>`,
  dragon: `<svg ${V}><path d="M8 34q14-22 34-8t34-6q12-2 16 8-10-2-14 6t-16 6q-18 0-28-8-10 10-26 2z" fill="#F5B40A" stroke="#fff3c4" stroke-width="2"/><path d="M14 28 8 18M20 26l2-12" stroke="#F5B40A" stroke-width="3"/><circle cx="16" cy="32" r="2.5" fill="#7c2d12"/><path d="M40 30q8 4 16 0M56 28q8 4 14-2" stroke="#b45309" stroke-width="2" fill="none"/></svg>`,
};

const fishButtons = new Map<FishKind, HTMLButtonElement>();
let chosen: FishKind = 'clownfish';
const shot = h('div', { class: 'shot', 'aria-hidden': 'true' });
const sea = h('div', {
  class: 'sea',
  role: 'radiogroup',
  'aria-label': t('target_fish'),
  'data-testid': 'sea',
});
for (const [i, kind] of FISH_KINDS.entries()) {
  const button = h(
    'button',
    {
      type: 'button',
      class: `fish fish-${i}`,
      role: 'radio',
      'aria-checked': kind === chosen ? 'true' : 'false',
      'aria-label': `${t(kind)} ×${FISH[kind].multiplier}`,
      'data-fish': kind,
    },
    svg(ART[kind]),
    h('span', { class: 'fish-name', text: `${t(kind)} ×${FISH[kind].multiplier}` }),
  );
  button.addEventListener('click', () => choose(kind));
  fishButtons.set(kind, button);
  sea.append(button);
}
const cannon = h('div', { class: 'cannon', 'aria-hidden': 'true' });
const banner = h('p', { class: 'banner', 'aria-live': 'polite' });
const stage = h('div', { class: 'ocean' }, sea, shot, cannon, banner);

function choose(kind: FishKind) {
  chosen = kind;
  for (const [k, b] of fishButtons) b.setAttribute('aria-checked', k === kind ? 'true' : 'false');
}

async function animate(round: HouseRound) {
  const outcome = round.outcome as FishOutcome;
  const target = fishButtons.get(outcome.fish)!;
  const box = stage.getBoundingClientRect();
  const at = target.getBoundingClientRect();
  shot.style.setProperty('--x', `${at.left + at.width / 2 - box.left}px`);
  shot.style.setProperty('--y', `${at.top + at.height / 2 - box.top}px`);
  banner.textContent = '';
  shot.classList.remove('fired');
  void shot.offsetWidth;
  shot.classList.add('fired');
  await sleep(420);
  target.classList.add(outcome.caught ? 'caught' : 'escaped');
  banner.textContent = outcome.caught ? `${t('caught')} ${fmt(round.payout)}` : t('missed');
  banner.className = outcome.caught ? 'banner won' : 'banner';
  await sleep(500);
  target.classList.remove('caught', 'escaped');
  shot.classList.remove('fired');
}

startGame({
  playLabel: 'fire',
  stage,
  rules: h(
    'details',
    { class: 'panel rules' },
    h('summary', { text: `${t('paytable')} · ${t('rtp')} 96%` }),
    h(
      'table',
      { class: 'paytable' },
      h(
        'tbody',
        {},
        ...FISH_KINDS.map((k) =>
          h(
            'tr',
            {},
            h('th', { text: t(k) }),
            h('td', { text: `×${FISH[k].multiplier}` }),
            h('td', { text: `${(FISH[k].chance / 100).toFixed(2)}%` }),
          ),
        ),
      ),
    ),
  ),
  bet: (stake) => ({ stake, fish: chosen }),
  animate,
  show: (round) => choose((round.outcome as FishOutcome).fish),
  summary: (round) => {
    const o = round.outcome as FishOutcome;
    return `${t(o.fish)} · ${o.caught ? `${t('caught')} ${fmt(round.payout)}` : t('missed')}`;
  },
});
