import type { TableKind } from '../../tables/games/index.js';
import { colorOf } from '../../tables/games/roulette.js';
import type { SicboDraw } from '../../tables/games/sicbo.js';
import type { SettledView } from '../../tables/tables.contracts.js';
import { h, t } from '../common.js';

// The road: the table's last results. Baccarat and dragon tiger as a bead plate (six a column, the oldest
// first), roulette as the numbers in their colours, sic bo as the dice with their total.

const BEAD: Record<string, [string, string]> = {
  player: ['P', 'blue'],
  banker: ['B', 'red'],
  tie: ['T', 'green'],
  dragon: ['D', 'red'],
  tiger: ['T', 'blue'],
};

function bead(kind: TableKind, round: SettledView): HTMLElement {
  const title = `#${round.roundNo}`;
  if (kind === 'roulette') {
    const n = Number(round.summary);
    return h('li', { class: `tb-bead ${colorOf(n)}`, title, text: round.summary });
  }
  if (kind === 'sicbo') {
    const d = round.result as SicboDraw;
    const size = d.triple ? 'triple' : d.total <= 10 ? 'small' : 'big';
    return h('li', {
      class: `tb-bead wide ${size}`,
      title: `${title} · ${d.dice.join(' ')}`,
      text: String(d.total),
    });
  }
  const winner = round.summary === 'tie' && kind === 'dragontiger' ? 'tie' : round.summary;
  const [letter, colour] =
    kind === 'dragontiger' && winner === 'tie' ? ['=', 'green'] : (BEAD[winner] ?? ['?', '']);
  return h('li', {
    class: `tb-bead ${colour}`,
    title: `${title} · ${t(winner === 'dragon' ? 'tbDragon' : winner === 'tiger' ? 'tbTiger' : (winner as 'player'))}`,
    text: letter,
  });
}

/** The road of the rounds given (the latest first, as the server sends them). */
export function renderRoad(el: HTMLElement, kind: TableKind, rounds: SettledView[]): void {
  const oldestFirst = [...rounds].reverse();
  el.className = `tb-road ${kind === 'baccarat' || kind === 'dragontiger' ? 'plate' : 'strip'}`;
  el.replaceChildren(...oldestFirst.map((r) => bead(kind, r)));
  el.scrollLeft = el.scrollWidth;
}
