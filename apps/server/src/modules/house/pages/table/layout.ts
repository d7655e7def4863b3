import type { TableKind } from '../../tables/games/index.js';
import { RED_NUMBERS } from '../../tables/games/roulette.js';
import { fill, fmt, h, t } from '../common.js';
import type { TextKey } from '../i18n.js';

// The betting layout of each game: one button per spot, each with the table's total on it (every
// player's bets) and the member's own stake. Roulette lies across on a wide screen and along on a phone.

export type SpotEl = { el: HTMLButtonElement; total: HTMLElement; mine: HTMLElement };
export type Layout = { root: HTMLElement; spots: Map<string, SpotEl> };

/** The words of a spot (also used by the bets list). */
export function spotLabel(spot: string): string {
  const named: Record<string, TextKey> = {
    player: 'player',
    banker: 'banker',
    tie: 'tie',
    playerPair: 'tbPlayerPair',
    bankerPair: 'tbBankerPair',
    dragon: 'tbDragon',
    tiger: 'tbTiger',
    red: 'tbRed',
    black: 'tbBlack',
    odd: 'tbOdd',
    even: 'tbEven',
    small: 'tbSmall',
    big: 'tbBig',
    anyTriple: 'tbAnyTriple',
  };
  if (named[spot]) return t(named[spot]);
  if (spot === 'low') return '1–18';
  if (spot === 'high') return '19–36';
  let m = /^dozen(\d)$/.exec(spot);
  if (m) return `${Number(m[1]) * 12 - 11}–${Number(m[1]) * 12}`;
  if (/^column\d$/.test(spot)) return t('tbColumn');
  m = /^n(\d+)$/.exec(spot);
  if (m) return m[1]!;
  m = /^total(\d+)$/.exec(spot);
  if (m) return m[1]!;
  m = /^(single|double|triple)(\d)$/.exec(spot);
  if (m) return m[2]!.repeat(m[1] === 'single' ? 1 : m[1] === 'double' ? 2 : 3);
  return spot;
}

function spotButton(spot: string, cls: string, label: Node | string): SpotEl {
  const total = h('span', { class: 'tb-total', 'data-testid': `total-${spot}` });
  const mine = h('span', { class: 'tb-mine', 'data-testid': `mine-${spot}` });
  const el = h(
    'button',
    { type: 'button', class: `tb-spot ${cls}`, 'data-spot': spot, 'data-testid': `spot-${spot}` },
    h('span', { class: 'tb-label' }, label),
    total,
    mine,
  );
  return { el, total, mine };
}

/** A die's face as pips (1 to 6). */
export function dieFace(n: number, cls = ''): HTMLElement {
  const pips = Array.from({ length: 9 }, (_, i) => h('i', { class: `pip p${i}` }));
  return h('span', { class: `tb-die f${n} ${cls}`, role: 'img', 'aria-label': String(n) }, ...pips);
}

function place(spot: SpotEl, row: number | string, column: number | string) {
  spot.el.style.gridRow = String(row);
  spot.el.style.gridColumn = String(column);
}

function roulette(spots: Map<string, SpotEl>, along: boolean): HTMLElement {
  const grid = h('div', { class: `tb-grid tb-roulette ${along ? 'along' : 'across'}` });
  const add = (spot: string, cls: string, row: number | string, column: number | string, label?: string) => {
    const s = spotButton(spot, cls, label ?? spotLabel(spot));
    place(s, row, column);
    spots.set(spot, s);
    grid.append(s.el);
  };
  const colour = (n: number) => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');
  if (along) {
    add('n0', 'num green', 1, '3 / span 3');
    for (let n = 1; n <= 36; n++)
      add(`n${n}`, `num ${colour(n)}`, 2 + Math.floor((n - 1) / 3), 3 + ((n - 1) % 3));
    for (let c = 1; c <= 3; c++) add(`column${c}`, 'out', 14, 2 + c);
    for (let d = 1; d <= 3; d++) add(`dozen${d}`, 'out', `${2 + (d - 1) * 4} / span 4`, 2);
    ['low', 'even', 'red', 'black', 'odd', 'high'].forEach((s, i) =>
      add(s, `out ${s === 'red' || s === 'black' ? s : ''}`, `${2 + i * 2} / span 2`, 1),
    );
  } else {
    add('n0', 'num green', '1 / span 3', 1);
    for (let n = 1; n <= 36; n++)
      add(`n${n}`, `num ${colour(n)}`, 3 - ((n - 1) % 3), 2 + Math.floor((n - 1) / 3));
    for (let c = 1; c <= 3; c++) add(`column${c}`, 'out', 4 - c, 14);
    for (let d = 1; d <= 3; d++) add(`dozen${d}`, 'out', 4, `${2 + (d - 1) * 4} / span 4`);
    ['low', 'even', 'red', 'black', 'odd', 'high'].forEach((s, i) =>
      add(s, `out ${s === 'red' || s === 'black' ? s : ''}`, 5, `${2 + i * 2} / span 2`),
    );
  }
  return grid;
}

function sicbo(spots: Map<string, SpotEl>): HTMLElement {
  const row = (cls: string, list: string[], label: (spot: string) => Node | string) => {
    const el = h('div', { class: `tb-row ${cls}` });
    for (const spot of list) {
      const s = spotButton(spot, cls, label(spot));
      spots.set(spot, s);
      el.append(s.el);
    }
    return el;
  };
  const faces = [1, 2, 3, 4, 5, 6];
  const dice = (spot: string) => {
    const m = /^(single|double|triple)(\d)$/.exec(spot)!;
    const n = Number(m[2]);
    const count = m[1] === 'single' ? 1 : m[1] === 'double' ? 2 : 3;
    return h('span', { class: 'tb-dice' }, ...Array.from({ length: count }, () => dieFace(n, 'mini')));
  };
  return h(
    'div',
    { class: 'tb-sicbo' },
    row('main', ['small', 'odd', 'anyTriple', 'even', 'big'], spotLabel),
    row(
      'doubles',
      faces.map((f) => `double${f}`),
      dice,
    ),
    row(
      'triples',
      faces.map((f) => `triple${f}`),
      dice,
    ),
    row(
      'totals',
      Array.from({ length: 14 }, (_, i) => `total${i + 4}`),
      spotLabel,
    ),
    row(
      'singles',
      faces.map((f) => `single${f}`),
      dice,
    ),
  );
}

export function buildLayout(kind: TableKind, spotsOfGame: readonly string[], along: boolean): Layout {
  const spots = new Map<string, SpotEl>();
  let root: HTMLElement;
  if (kind === 'roulette') root = roulette(spots, along);
  else if (kind === 'sicbo') root = sicbo(spots);
  else {
    root = h('div', { class: `tb-cards-layout ${kind}` });
    // Baccarat's pairs and tie above, player and banker below.
    const order = kind === 'baccarat' ? ['playerPair', 'tie', 'bankerPair', 'player', 'banker'] : spotsOfGame;
    for (const spot of order) {
      const s = spotButton(spot, spot, spotLabel(spot));
      spots.set(spot, s);
      root.append(s.el);
    }
  }
  return { root, spots };
}

/** Puts the table's totals and the member's stakes on the layout. */
export function showAmounts(
  layout: Layout,
  totals: { spot: string; amount: number; players: number }[],
  mine: Map<string, number>,
): void {
  const bySpot = new Map(totals.map((x) => [x.spot, x]));
  for (const [spot, s] of layout.spots) {
    const total = bySpot.get(spot);
    s.total.textContent = total ? fmt(total.amount) : '';
    s.total.title = total ? fill('tbPlayers', { n: total.players }) : '';
    const own = mine.get(spot);
    s.mine.textContent = own ? fmt(own) : '';
    s.el.classList.toggle('has-mine', Boolean(own));
  }
}
