import type { SlotCoinValue, SlotStep } from '../../slots/types.js';
import { flickerIndex, h } from '../common.js';
import { local, money, wait, type Slot, type SlotSymbol } from './shared.js';

// The reels: any grid from 3 x 3 to 6 x 5 of the game's symbols. Spins (reels stopping left to right),
// wins (paylines drawn, winning cells lit), cascades (winning cells burst, the symbols above fall) and the
// hold-and-win grid of coins with their values.

const SVG_NS = 'http://www.w3.org/2000/svg';
const LINE_COLOURS = ['#ffd34d', '#4ade80', '#38bdf8', '#f472b6', '#a78bfa', '#fb923c', '#2dd4bf', '#f87171'];

export type Board = ReturnType<typeof createBoard>;
type CoinGrid = readonly (readonly (SlotCoinValue | null)[])[];

export function createBoard(slot: Slot, lang: string) {
  const { reels, rows } = slot.grid;
  const symbols = new Map(slot.symbols.map((s) => [s.id, s]));
  const sources = new Map(
    Object.entries(slot.art).map(([key, svg]) => [key, `data:image/svg+xml,${encodeURIComponent(svg)}`]),
  );
  const coinId = slot.features.holdAndWin?.coin;

  const cells: HTMLElement[][] = [];
  const columns = Array.from({ length: reels }, (_, r) => {
    const column = h('div', { class: 'sl-reel', role: 'presentation' });
    cells.push(
      Array.from({ length: rows }, (_, row) => {
        const cell = h('div', { class: 'sl-cell', role: 'img', 'data-cell': `${r}-${row}` });
        column.append(cell);
        return cell;
      }),
    );
    return column;
  });
  const lines = document.createElementNS(SVG_NS, 'svg');
  lines.setAttribute('class', 'sl-lines');
  lines.setAttribute('viewBox', `0 0 ${reels * 100} ${rows * 100}`);
  lines.setAttribute('preserveAspectRatio', 'none');
  lines.setAttribute('aria-hidden', 'true');
  const grid = h('div', { class: 'sl-grid', 'data-testid': 'reels' }, ...columns, lines);

  /** The symbol's picture and, for the special ones, its tag (WILD, ×2, SCATTER). */
  function picture(symbol: SlotSymbol, value?: SlotCoinValue): Node[] {
    const img = h('img', { src: sources.get(symbol.art) ?? '', alt: '', draggable: 'false' });
    const out: Node[] = [img];
    const tag =
      value !== undefined
        ? (value.jackpot ?? money(value.amount))
        : symbol.kind === 'wild'
          ? symbol.multiplier
            ? `×${symbol.multiplier}`
            : symbol.art === 'wild'
              ? ''
              : 'WILD'
          : symbol.kind === 'scatter' && symbol.art !== 'scatter'
            ? 'SCATTER'
            : '';
    if (tag)
      out.push(
        h('b', {
          class: `sl-tag${value ? ' sl-value' : ''}${value?.jackpot ? ' sl-jackpot' : ''}`,
          text: tag,
        }),
      );
    return out;
  }

  function draw(cell: HTMLElement, id: string, value?: SlotCoinValue) {
    const symbol = symbols.get(id);
    cell.classList.remove('sl-empty');
    if (!symbol) {
      cell.replaceChildren();
      return;
    }
    cell.replaceChildren(...picture(symbol, value));
    cell.setAttribute(
      'aria-label',
      value ? `${local(symbol.name, lang)} ${money(value.amount)}` : local(symbol.name, lang),
    );
    cell.dataset.symbol = id;
  }

  const drawColumn = (r: number, ids: readonly string[]) =>
    cells[r]!.forEach((cell, row) => draw(cell, ids[row] ?? ''));

  /** Lit cells, drawn lines and falling or bursting cells off. */
  function clear() {
    for (const column of cells)
      for (const cell of column) cell.classList.remove('sl-hit', 'sl-burst', 'sl-drop', 'sl-new', 'sl-dim');
    lines.replaceChildren();
  }

  function drawWindow(window: readonly (readonly string[])[]) {
    window.forEach((ids, r) => drawColumn(r, ids));
  }

  /** The reels spin and stop one by one, from the left, on `target`. */
  async function spin(
    target: readonly (readonly string[])[],
    strips: readonly (readonly string[])[],
    quick: boolean,
  ) {
    clear();
    const spinning = new Set(columns.keys());
    for (const column of columns) column.classList.add('sl-spin');
    const flicker = () => {
      for (const r of spinning) {
        const strip = strips[r] ?? [];
        if (!strip.length) continue;
        const at = flickerIndex(strip.length);
        cells[r]!.forEach((cell, row) => draw(cell, strip[(at + row) % strip.length]!));
      }
    };
    flicker();
    const timer = setInterval(flicker, 80);
    await wait(quick ? 260 : 480);
    for (let r = 0; r < reels; r++) {
      spinning.delete(r);
      columns[r]!.classList.remove('sl-spin');
      drawColumn(r, target[r] ?? []);
      columns[r]!.classList.add('sl-stop');
      setTimeout(() => columns[r]!.classList.remove('sl-stop'), 300);
      await wait(quick ? 90 : 160);
    }
    clearInterval(timer);
  }

  const cellAt = ([r, row]: readonly [number, number]) => cells[r]?.[row];

  /** A step's wins: their cells lit, their paylines drawn. */
  function showWins(step: Pick<SlotStep, 'wins'>) {
    step.wins.forEach((win, i) => {
      for (const p of win.positions) cellAt(p)?.classList.add('sl-hit');
      const line = win.line !== undefined ? slot.pay.lines?.[win.line - 1] : undefined;
      if (!line) return;
      const poly = document.createElementNS(SVG_NS, 'polyline');
      poly.setAttribute('points', line.map((row, r) => `${r * 100 + 50},${row * 100 + 50}`).join(' '));
      poly.setAttribute('stroke', LINE_COLOURS[i % LINE_COLOURS.length]!);
      lines.append(poly);
    });
  }

  /** Lights every cell showing one of `ids` (the scatters, the coins). */
  function light(ids: ReadonlySet<string>) {
    for (const column of cells)
      for (const cell of column) if (ids.has(cell.dataset.symbol ?? '')) cell.classList.add('sl-hit');
  }

  /** Winning cells burst. */
  async function burst(removed: readonly (readonly [number, number])[]) {
    lines.replaceChildren();
    for (const p of removed) {
      const cell = cellAt(p);
      cell?.classList.remove('sl-hit');
      cell?.classList.add('sl-burst');
    }
    await wait(380);
  }

  /** The next step's window: in each reel the cells above the burst ones fall into place. */
  async function fall(
    window: readonly (readonly string[])[],
    removed: readonly (readonly [number, number])[],
  ) {
    clear();
    window.forEach((ids, r) => {
      const gone = removed.filter(([rr]) => rr === r);
      if (!gone.length) return;
      const lowest = Math.max(...gone.map(([, row]) => row));
      drawColumn(r, ids);
      cells[r]!.forEach((cell, row) => {
        if (row > lowest) return;
        cell.style.setProperty('--fall', String(gone.length));
        cell.classList.add('sl-drop');
      });
    });
    await wait(420);
  }

  /** The hold-and-win grid: coins with their values, empty cells dark; coins not in `before` pop in. */
  function showCoins(coins: CoinGrid, before?: CoinGrid) {
    clear();
    coins.forEach((column, r) =>
      column.forEach((value, row) => {
        const cell = cells[r]![row]!;
        if (value && coinId) {
          draw(cell, coinId, value);
          if (before && !before[r]?.[row]) cell.classList.add('sl-new');
        } else {
          cell.replaceChildren();
          cell.dataset.symbol = '';
          cell.removeAttribute('aria-label');
          cell.classList.add('sl-empty');
        }
      }),
    );
  }

  /** The empty cells of the hold-and-win grid spin for a moment. */
  async function respin(coins: CoinGrid) {
    const empty = coins.flatMap((column, r) => column.flatMap((v, row) => (v ? [] : [cells[r]![row]!])));
    for (const cell of empty) cell.classList.add('sl-roll');
    await wait(420);
    for (const cell of empty) cell.classList.remove('sl-roll');
  }

  return { grid, drawWindow, spin, showWins, light, burst, fall, showCoins, respin, clear, picture };
}
