import type { BaccaratDraw } from '../../tables/games/baccarat.js';
import type { DragonTigerDraw } from '../../tables/games/dragontiger.js';
import type { TableKind } from '../../tables/games/index.js';
import { colorOf, WHEEL_ORDER, type RouletteDraw } from '../../tables/games/roulette.js';
import type { SicboDraw } from '../../tables/games/sicbo.js';
import { flickerIndex, h, reducedMotion, sleep, svg, t } from '../common.js';
import { dieFace } from './layout.js';

// The table drawn: the baccarat and dragon tiger cards dealt one by one, the roulette wheel spun to its
// number, the sic bo dice shaken. Animations only: every result comes from the server's draw.

export type Stage = {
  root: HTMLElement;
  /** Back to the table before a round's result (cards face down, dice still). */
  reset(): void;
  /** Plays the result's animation to its end. */
  reveal(result: unknown): Promise<void>;
  /** Shows a result at once (the table as the last round left it). */
  show(result: unknown): void;
};

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

function cardEl(card: number | null): HTMLElement {
  if (card === null) return h('span', { class: 'tb-card back', 'aria-hidden': 'true' });
  const suit = Math.floor(card / 13);
  return h(
    'span',
    {
      class: `tb-card ${suit === 1 || suit === 2 ? 'red' : ''}`,
      role: 'img',
      'aria-label': `${RANKS[card % 13]}${SUITS[suit]}`,
    },
    h('span', { class: 'rank', text: RANKS[card % 13]! }),
    h('span', { class: 'suit', text: SUITS[suit]! }),
  );
}

/** Two hands side by side (player and banker, or dragon and tiger), dealt in the order of `deal`. */
function cardsStage(kind: 'baccarat' | 'dragontiger'): Stage {
  const names = kind === 'baccarat' ? [t('player'), t('banker')] : [t('tbDragon'), t('tbTiger')];
  const sides = names.map((name, i) => {
    const cards = h('div', { class: 'tb-hand-cards' });
    const score = h('span', { class: 'tb-score' });
    const root = h(
      'div',
      { class: `tb-hand side${i}` },
      h('p', { class: 'tb-hand-name' }, name, ' ', score),
      cards,
    );
    return { root, cards, score };
  });
  const root = h('div', { class: `tb-stage tb-felt ${kind}` }, ...sides.map((s) => s.root));
  const empty = () => {
    for (const s of sides) {
      s.cards.replaceChildren(cardEl(null), ...(kind === 'baccarat' ? [cardEl(null)] : []));
      s.score.textContent = '';
      s.root.classList.remove('winner');
    }
  };
  const value = (c: number) => (c % 13 >= 9 ? 0 : (c % 13) + 1);
  const total = (cards: number[]) => cards.reduce((a, c) => a + value(c), 0) % 10;
  /** The order the cards were dealt: alternating, then the third cards. */
  const deal = (result: unknown): [number, number][] => {
    if (kind === 'dragontiger') {
      const d = result as DragonTigerDraw;
      return [
        [0, d.dragon],
        [1, d.tiger],
      ];
    }
    const b = result as BaccaratDraw;
    const order: [number, number][] = [
      [0, b.player[0]!],
      [1, b.banker[0]!],
      [0, b.player[1]!],
      [1, b.banker[1]!],
    ];
    if (b.player[2] !== undefined) order.push([0, b.player[2]]);
    if (b.banker[2] !== undefined) order.push([1, b.banker[2]]);
    return order;
  };
  const finish = (result: unknown) => {
    const winner = (result as { winner: string }).winner;
    const index = winner === 'player' || winner === 'dragon' ? 0 : winner === 'tie' ? -1 : 1;
    sides.forEach((s, i) => s.root.classList.toggle('winner', i === index || index === -1));
  };
  empty();
  return {
    root,
    reset: empty,
    async reveal(result) {
      empty();
      const dealt: number[][] = [[], []];
      for (const [side, card] of deal(result)) {
        await sleep(450);
        dealt[side]!.push(card);
        const s = sides[side]!;
        s.cards.replaceChildren(...dealt[side]!.map((c) => cardEl(c)));
        if (kind === 'baccarat' && dealt[side]!.length === 1) s.cards.append(cardEl(null));
        s.cards.lastElementChild?.classList.add('dealt');
        s.score.textContent = kind === 'baccarat' ? String(total(dealt[side]!)) : RANKS[card % 13]!;
      }
      await sleep(300);
      finish(result);
    },
    show(result) {
      empty();
      const dealt: number[][] = [[], []];
      for (const [side, card] of deal(result)) dealt[side]!.push(card);
      sides.forEach((s, i) => {
        s.cards.replaceChildren(...dealt[i]!.map((c) => cardEl(c)));
        s.score.textContent = kind === 'baccarat' ? String(total(dealt[i]!)) : RANKS[dealt[i]![0]! % 13]!;
      });
      finish(result);
    },
  };
}

/** The wheel: 37 pockets in the wheel's order, turned so that the drawn pocket stops under the pointer. */
function rouletteStage(): Stage {
  const step = 360 / 37;
  const pockets = WHEEL_ORDER.map((n, i) => {
    const a0 = ((i * step - step / 2 - 90) * Math.PI) / 180;
    const a1 = ((i * step + step / 2 - 90) * Math.PI) / 180;
    const p = (a: number, r: number) =>
      `${(100 + r * Math.cos(a)).toFixed(2)} ${(100 + r * Math.sin(a)).toFixed(2)}`;
    const fill = n === 0 ? '#1d8f4e' : colorOf(n) === 'red' ? '#c62828' : '#1b1b1b';
    const mid = ((i * step - 90) * Math.PI) / 180;
    const [tx, ty] = [100 + 80 * Math.cos(mid), 100 + 80 * Math.sin(mid)];
    return `<path d="M ${p(a0, 94)} A 94 94 0 0 1 ${p(a1, 94)} L ${p(a1, 66)} A 66 66 0 0 0 ${p(a0, 66)} Z" fill="${fill}" stroke="#d4af37" stroke-width="0.6"/>
      <text x="${tx.toFixed(2)}" y="${ty.toFixed(2)}" fill="#fff" font-size="8" text-anchor="middle" dominant-baseline="central" transform="rotate(${(i * step).toFixed(2)} ${tx.toFixed(2)} ${ty.toFixed(2)})">${n}</text>`;
  }).join('');
  const wheel = svg(
    `<svg viewBox="0 0 200 200" class="tb-wheel-svg"><circle cx="100" cy="100" r="99" fill="#5a3a1a"/>${pockets}<circle cx="100" cy="100" r="64" fill="#7a4e22" stroke="#d4af37" stroke-width="2"/><circle cx="100" cy="100" r="20" fill="#d4af37"/></svg>`,
  );
  wheel.classList.add('tb-wheel');
  const ball = h('span', { class: 'tb-ball', 'aria-hidden': 'true' });
  const pointer = h('span', { class: 'tb-pointer', 'aria-hidden': 'true' });
  const number = h('p', { class: 'tb-number', 'aria-live': 'polite', 'data-testid': 'result-number' });
  const root = h(
    'div',
    { class: 'tb-stage tb-felt roulette' },
    h('div', { class: 'tb-wheel-wrap' }, wheel, pointer, ball),
    number,
  );
  let turned = 0;
  const turnTo = (n: number, spins: number, animate: boolean) => {
    const index = WHEEL_ORDER.indexOf(n as (typeof WHEEL_ORDER)[number]);
    const target = 360 - index * step;
    const base = Math.ceil(turned / 360) * 360;
    turned = base + spins * 360 + target;
    wheel.style.transition =
      animate && !reducedMotion ? 'transform 4s cubic-bezier(0.15, 0.6, 0.2, 1)' : 'none';
    wheel.style.transform = `rotate(${turned}deg)`;
  };
  const showNumber = (n: number) => {
    number.textContent = String(n);
    number.className = `tb-number ${colorOf(n)}`;
  };
  return {
    root,
    reset() {
      number.textContent = '';
      number.className = 'tb-number';
    },
    async reveal(result) {
      const n = (result as RouletteDraw).number;
      number.textContent = '';
      turnTo(n, 5, true);
      await sleep(4100);
      showNumber(n);
    },
    show(result) {
      const n = (result as RouletteDraw).number;
      turnTo(n, 0, false);
      showNumber(n);
    },
  };
}

function sicboStage(): Stage {
  const tray = h('div', { class: 'tb-shaker' });
  const total = h('p', { class: 'tb-number', 'aria-live': 'polite', 'data-testid': 'result-total' });
  const root = h('div', { class: 'tb-stage tb-felt sicbo' }, tray, total);
  const put = (dice: number[]) => tray.replaceChildren(...dice.map((d) => dieFace(d)));
  const label = (d: SicboDraw) =>
    `${d.total} · ${d.triple ? t('tbAnyTriple') : d.total <= 10 ? t('tbSmall') : t('tbBig')}`;
  put([1, 2, 3]);
  return {
    root,
    reset() {
      total.textContent = '';
    },
    async reveal(result) {
      const d = result as SicboDraw;
      total.textContent = '';
      tray.classList.add('shaking');
      for (let i = 0; i < (reducedMotion ? 0 : 10); i++) {
        put([flickerIndex(6) + 1, flickerIndex(6) + 1, flickerIndex(6) + 1]);
        await sleep(120);
      }
      tray.classList.remove('shaking');
      put(d.dice);
      total.textContent = label(d);
    },
    show(result) {
      const d = result as SicboDraw;
      put(d.dice);
      total.textContent = label(d);
    },
  };
}

export function buildStage(kind: TableKind): Stage {
  if (kind === 'roulette') return rouletteStage();
  if (kind === 'sicbo') return sicboStage();
  return cardsStage(kind);
}
