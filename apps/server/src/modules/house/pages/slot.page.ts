import type { HouseRound } from '../house.contracts.js';
import {
  SCATTER_PAYS,
  SLOT_LINE_COUNT,
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_STRIPS,
  type SlotOutcome,
  type SlotSymbol,
} from '../engines/slot.js';
import { flickerIndex, fmt, h, sleep, startGame, svg, t } from './common.js';

const V = 'viewBox="0 0 64 64" aria-hidden="true"';
const letter = (c: string, fill: string) =>
  `<svg ${V}><text x="32" y="46" font-size="40" font-weight="800" text-anchor="middle" fill="${fill}" stroke="#0f0b1a" stroke-width="2" paint-order="stroke">${c}</text></svg>`;
const ART: Record<SlotSymbol, string> = {
  W: `<svg ${V}><g fill="#f472b6" stroke="#fff" stroke-width="1"><ellipse cx="32" cy="26" rx="8" ry="18"/><ellipse cx="32" cy="26" rx="8" ry="18" transform="rotate(-42 32 42)"/><ellipse cx="32" cy="26" rx="8" ry="18" transform="rotate(42 32 42)"/></g><path d="M12 44q20 10 40 0" stroke="#F5B40A" stroke-width="4" fill="none"/><text x="32" y="61" font-size="11" font-weight="800" text-anchor="middle" fill="#F5B40A">WILD</text></svg>`,
  S: `<svg ${V}><circle cx="32" cy="30" r="24" fill="#F5B40A" stroke="#fff3c4" stroke-width="2"/><circle cx="32" cy="30" r="15" fill="none" stroke="#8a5a00" stroke-width="3"/><circle cx="32" cy="30" r="5" fill="#8a5a00"/><rect x="29" y="0" width="6" height="7" fill="#8a5a00"/></svg>`,
  D: `<svg ${V}><path d="M32 4 58 32 32 60 6 32z" fill="#dc2626" stroke="#F5B40A" stroke-width="3"/><path d="M22 36c0-10 14-14 18-6s-6 12-10 8" stroke="#F5B40A" stroke-width="4" fill="none" stroke-linecap="round"/></svg>`,
  P: `<svg ${V}><path d="M32 6c14 12 16 30 0 52C16 36 18 18 32 6z" fill="#f97316" stroke="#fde68a" stroke-width="2"/><path d="M32 14v40" stroke="#fde68a" stroke-width="3"/></svg>`,
  O: `<svg ${V}><ellipse cx="28" cy="32" rx="20" ry="12" fill="#fb923c" stroke="#fff" stroke-width="2"/><path d="M46 32 60 20v24z" fill="#fb923c" stroke="#fff" stroke-width="2"/><circle cx="17" cy="29" r="3" fill="#0f0b1a"/><path d="M26 24c4 6 4 10 0 16" stroke="#fff" stroke-width="2" fill="none"/></svg>`,
  L: `<svg ${V}><rect x="29" y="2" width="6" height="8" fill="#F5B40A"/><rect x="14" y="10" width="36" height="42" rx="16" fill="#ef4444" stroke="#F5B40A" stroke-width="3"/><path d="M32 12v38M22 14q-6 17 0 36M42 14q6 17 0 36" stroke="#fbbf24" stroke-width="2" fill="none"/><rect x="26" y="52" width="12" height="8" fill="#F5B40A"/></svg>`,
  A: letter('A', '#a78bfa'),
  K: letter('K', '#2dd4bf'),
  Q: letter('Q', '#60a5fa'),
  J: letter('J', '#34d399'),
  T: letter('10', '#f9a8d4'),
};
const NAMES: Record<SlotSymbol, string> = {
  W: 'Lotus',
  S: 'Gong',
  D: 'Dragon',
  P: 'Phoenix',
  O: 'Koi',
  L: 'Lantern',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: '10',
};

const cells: HTMLElement[][] = [];
const reels = SLOT_STRIPS.map((strip, r) => {
  const column: HTMLElement[] = [];
  const reel = h('div', { class: 'reel', role: 'list' });
  for (let row = 0; row < 3; row++) {
    const cell = h('div', { class: 'cell', role: 'listitem' });
    column.push(cell);
    reel.append(cell);
  }
  cells.push(column);
  const start = (r * 7) % strip.length;
  column.forEach((cell, row) => draw(cell, strip[(start + row) % strip.length] as SlotSymbol));
  return reel;
});

function draw(cell: HTMLElement, symbol: SlotSymbol) {
  cell.replaceChildren(svg(ART[symbol], NAMES[symbol]));
  cell.dataset.symbol = symbol;
}

const stage = h('div', { class: 'reels', 'data-testid': 'reels' }, ...reels);

function showWindow(outcome: SlotOutcome) {
  outcome.reels.forEach((reel, r) => reel.forEach((s, row) => draw(cells[r]![row]!, s)));
}

function highlight(outcome: SlotOutcome) {
  for (const column of cells) for (const cell of column) cell.classList.remove('hit');
  for (const win of outcome.wins) {
    const rows = SLOT_LINES[win.line - 1]!;
    for (let r = 0; r < win.count; r++) cells[r]![rows[r]!]!.classList.add('hit');
  }
  if (outcome.scatter.pay > 0)
    outcome.reels.forEach((reel, r) =>
      reel.forEach((s, row) => s === 'S' && cells[r]![row]!.classList.add('hit')),
    );
}

async function animate(round: HouseRound) {
  const outcome = round.outcome as SlotOutcome;
  for (const column of cells) for (const cell of column) cell.classList.remove('hit');
  reels.forEach((reel) => reel.classList.add('spinning'));
  const timer = setInterval(() => {
    cells.forEach((column, r) => {
      if (!reels[r]!.classList.contains('spinning')) return;
      const strip = SLOT_STRIPS[r]!;
      const at = flickerIndex(strip.length);
      column.forEach((cell, row) => draw(cell, strip[(at + row) % strip.length] as SlotSymbol));
    });
  }, 70);
  await sleep(450);
  for (let r = 0; r < reels.length; r++) {
    reels[r]!.classList.remove('spinning');
    outcome.reels[r]!.forEach((s, row) => draw(cells[r]![row]!, s));
    await sleep(140);
  }
  clearInterval(timer);
  showWindow(outcome);
  highlight(outcome);
}

const rules = h(
  'details',
  { class: 'panel rules' },
  h('summary', { text: `${t('paytable')} · ${t('lines')} · ${t('rtp')} 95.997%` }),
  h(
    'table',
    { class: 'paytable' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { text: '' }),
        h('th', { text: '×3' }),
        h('th', { text: '×4' }),
        h('th', { text: '×5' }),
      ),
    ),
    h(
      'tbody',
      {},
      ...(Object.keys(SLOT_PAYTABLE) as SlotSymbol[])
        .filter((s) => s !== 'S')
        .map((s) =>
          h(
            'tr',
            {},
            h('th', {}, svg(ART[s], NAMES[s])),
            ...SLOT_PAYTABLE[s].map((p) => h('td', { text: `${p}` })),
          ),
        ),
    ),
  ),
  h('p', { text: t('wild') }),
  h('p', {}, svg(ART.S, NAMES.S), h('span', { text: ` ${t('scatter')} (${SCATTER_PAYS.join(' / ')})` })),
);

startGame({
  playLabel: 'spin',
  stakeLabel: 'lineBet',
  stakeOptions: (info) =>
    [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50]
      .map((lineBet) => ({ value: lineBet, stake: Math.round(lineBet * SLOT_LINE_COUNT * 100) / 100 }))
      .filter((o) => o.stake >= info.minBet && o.stake <= info.maxBet),
  stage,
  rules,
  bet: (lineBet) => ({ lineBet }),
  animate,
  show: (round) => {
    showWindow(round.outcome as SlotOutcome);
    highlight(round.outcome as SlotOutcome);
  },
  summary: (round) => {
    const outcome = round.outcome as SlotOutcome;
    const gongs = outcome.scatter.pay ? ` · ${outcome.scatter.count} × ${NAMES.S}` : '';
    return round.payout > 0
      ? `${t('win')} ${fmt(round.payout)} (×${round.multiplier})${gongs}`
      : `${t('noWin')} · ${t('stake')} ${fmt(round.stake)}`;
  },
});
