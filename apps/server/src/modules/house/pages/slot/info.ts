import { h, t } from '../common.js';
import type { TextKey } from '../i18n.js';
import { local, money, percent, tf, type Slot, type SlotSymbol } from './shared.js';

// The game's info panel (button "i"): the paytable with the symbols' art, the paylines or the ways, the
// features as the definition states them and its mathematics.

const SVG_NS = 'http://www.w3.org/2000/svg';
const VOLATILITY: Record<NonNullable<Slot['math']>['volatility'], TextKey> = {
  low: 'low',
  medium: 'medium',
  high: 'high',
  'very high': 'veryHigh',
};
const ORDER: Record<SlotSymbol['kind'], number> = { wild: 0, scatter: 1, coin: 2, regular: 3 };

const topPay = (s: SlotSymbol) => Math.max(0, ...Object.values(s.pays));
const counts = (pays: Record<string, number>) =>
  Object.keys(pays)
    .map(Number)
    .sort((a, b) => b - a);

/** One payline as a small grid with its cells lit. */
function lineDiagram(line: readonly number[], rows: number, n: number): Element {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${line.length * 10} ${rows * 10}`);
  svg.setAttribute('class', 'sl-line');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `${n}: ${line.map((row) => row + 1).join('-')}`);
  for (let r = 0; r < line.length; r++)
    for (let row = 0; row < rows; row++) {
      const cell = document.createElementNS(SVG_NS, 'rect');
      for (const [k, v] of Object.entries({ x: r * 10 + 1, y: row * 10 + 1, width: 8, height: 8, rx: 1.5 }))
        cell.setAttribute(k, String(v));
      if (line[r] === row) cell.setAttribute('class', 'on');
      svg.append(cell);
    }
  return h('li', {}, h('span', { text: String(n) }), svg);
}

export function createInfo(
  slot: Slot,
  lang: string,
  picture: (symbol: SlotSymbol) => Node[],
  currentCoin: () => number,
) {
  const body = h('div', { class: 'sl-info-body' });
  const close = h('button', { type: 'button', class: 'ghost', text: t('close') });
  const dialog = h(
    'dialog',
    { class: 'sl-info', 'aria-label': t('info'), 'data-testid': 'slot-info' },
    h('div', { class: 'sl-info-head' }, h('h2', { text: local(slot.name, lang) }), close),
    body,
  );
  const button = h('button', {
    type: 'button',
    class: 'sl-i',
    'aria-label': t('info'),
    title: t('info'),
    'data-testid': 'slot-info-button',
    text: 'i',
  });
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  button.addEventListener('click', () => {
    fill(currentCoin());
    dialog.showModal();
  });

  function paytable(coin: number, stake: number) {
    const rows = [...slot.symbols]
      .sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || topPay(b) - topPay(a))
      .map((s) => {
        // Scatter pays are in total stakes, the others in coins.
        const unit = s.kind === 'scatter' ? stake : coin;
        const pays = counts(s.pays).map((n) =>
          h(
            'li',
            {},
            h('b', { text: `${n}×` }),
            ` ${s.pays[n]}${s.kind === 'scatter' ? '× ' : ' '}`,
            h('small', { text: money(s.pays[n]! * unit) }),
          ),
        );
        return h(
          'li',
          { class: 'sl-pay' },
          h('span', { class: 'sl-pic' }, ...picture(s)),
          h('span', { class: 'sl-pay-name', text: local(s.name, lang) }),
          pays.length ? h('ol', {}, ...pays) : null,
        );
      });
    return h('ul', { class: 'sl-paytable' }, ...rows);
  }

  function features(): HTMLElement[] {
    const out: HTMLElement[] = [];
    const p = (text: string) => out.push(h('p', { text }));
    for (const s of slot.symbols) {
      if (s.kind === 'wild')
        p(
          `${local(s.name, lang)} — ${t('wildText')}${s.multiplier ? ` ${tf('wildMultiplier', { n: s.multiplier })}` : ''}`,
        );
      if (s.kind === 'scatter') p(`${local(s.name, lang)} — ${t('scatterPays')}`);
    }
    const fs = slot.features.freeSpins;
    if (fs) {
      const n = counts(fs.awards).reverse();
      p(
        tf('freeSpinsText', {
          n: n.join(' / '),
          m: n.map((k) => fs.awards[k]).join(' / '),
          a: fs.multiplier,
        }),
      );
      if (fs.retrigger) p(t('retrigger'));
    }
    const cascades = slot.features.cascades;
    if (cascades) {
      const ladder = (l: readonly number[]) => l.map((v) => `×${v}`).join(' → ');
      p(tf('cascadeText', { n: ladder(cascades.ladder) }));
      if (cascades.freeSpinLadder) p(tf('cascadeFree', { n: ladder(cascades.freeSpinLadder) }));
    }
    const hw = slot.features.holdAndWin;
    if (hw) {
      p(tf('holdWinText', { n: hw.trigger, m: hw.respins }));
      out.push(
        h('h4', { text: t('jackpots') }),
        h(
          'ul',
          { class: 'sl-jp-table' },
          ...(['MINI', 'MINOR', 'MAJOR', 'GRAND'] as const).map((name) =>
            h('li', {}, h('b', { text: name }), ` ×${hw.jackpots[name]}`),
          ),
        ),
      );
    }
    return out;
  }

  function maths(): HTMLElement[] {
    const m = slot.math;
    if (!m) return [];
    const how =
      m.method === 'exact'
        ? tf('rtpExact', { n: m.exact ? `${m.exact.numerator} / ${m.exact.denominator}` : percent(m.rtp, 4) })
        : tf('rtpSimulated', {
            n: m.spins.toLocaleString('en-US'),
            a: m.interval ? percent(m.interval[0]!) : '–',
            b: m.interval ? percent(m.interval[1]!) : '–',
          });
    const row = (label: string, value: string, note = '') =>
      h(
        'div',
        {},
        h('dt', { text: label }),
        h('dd', { text: value }, note ? h('small', { text: note }) : null),
      );
    return [
      h('h3', { text: t('math') }),
      h(
        'dl',
        { class: 'sl-math', 'data-testid': 'slot-math' },
        row(t('rtp'), percent(m.rtp), how),
        row(t('volatility'), t(VOLATILITY[m.volatility])),
        row(t('hitFrequency'), percent(m.hitFrequency), `1 / ${(1 / m.hitFrequency).toFixed(2)}`),
        row(t('maxWin'), tf('timesStake', { n: m.maxWin.toLocaleString('en-US') })),
      ),
    ];
  }

  function fill(coin: number) {
    const stake = coin * slot.bet.cost;
    const lines = slot.pay.lines;
    const layout = lines
      ? [
          h('h3', { text: tf('paylines', { n: lines.length }) }),
          h(
            'ol',
            { class: 'sl-lines-list' },
            ...lines.map((line, i) => lineDiagram(line, slot.grid.rows, i + 1)),
          ),
        ]
      : [h('h3', { text: tf('ways', { n: slot.grid.rows ** slot.grid.reels }) })];
    body.replaceChildren(
      h('p', { class: 'sl-desc', text: local(slot.theme.description, lang) }),
      h('h3', { text: t('paytable') }),
      h('p', { class: 'sl-note', text: tf(lines ? 'payLines' : 'payWays', { n: money(coin) }) }),
      paytable(coin, stake),
      ...layout,
      h('h3', { text: t('features') }),
      ...features(),
      ...maths(),
    );
  }

  return { button, dialog };
}
