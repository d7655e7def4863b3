import type { LotteryResult } from '@platform/contracts';
import { useLotteryText } from './lottery-text';
import styles from './board.module.css';

/** The prize ranks of a Vietnamese board, as it is printed: the special prize first, down to the 7th/8th. */
export const VN_RANKS = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;

export type VnResult = Extract<LotteryResult, { kind: 'vn' }>;
/** One draw of the board: a province (or the north's) result, under its title (`short` in the lô tô table). */
export type BoardColumn = { key: string; title: string; short?: string; result: VnResult };

/** The province a numero of the centre or the south names (`yyyyMMdd-<province>`), if any. */
export const provinceOf = (numero: string) => /^\d{8}-([A-Z]+)$/.exec(numero)?.[1] ?? null;

const HEADS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The result board in its traditional layout: a row per prize rank, special prize first, a column per draw
 * (the provinces of a day side by side), and the lô tô table beside it: each draw's last two digits by
 * their first digit (đầu) with the last digits (đuôi) that followed it.
 */
export function VnBoard({ columns, caption }: { columns: BoardColumn[]; caption: string }) {
  const text = useLotteryText();
  const { t } = text;
  const ranks = VN_RANKS.filter((rank) =>
    columns.some((c) => c.result.prizes.some((p) => p.rank === rank && p.numbers.length > 0)),
  );
  const numbersAt = (column: BoardColumn, rank: string) =>
    column.result.prizes.filter((p) => p.rank === rank).flatMap((p) => p.numbers);
  const tails = (column: BoardColumn, head: string) =>
    column.result.prizes
      .flatMap((p) => p.numbers)
      .map((n) => n.slice(-2))
      .filter((two) => two.length === 2 && two[0] === head)
      .map((two) => two[1])
      .sort()
      .join(', ');

  return (
    <div className={styles.boards}>
      <div className={styles.wrap}>
        <table className={styles.board} data-testid="vn-board">
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lottery.board.prize')}</th>
              {columns.map((c) => (
                <th key={c.key} scope="col" data-testid={`board-column-${c.key}`}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ranks.map((rank) => (
              <tr
                key={rank}
                className={rank === 'special' || rank === 'eighth' ? styles.hot : undefined}
                data-testid={`rank-${rank}`}
              >
                <th scope="row">{text.rank(rank)}</th>
                {columns.map((c) => (
                  <td key={c.key}>
                    <span className={styles.numbers}>
                      {numbersAt(c, rank).map((n, i) => (
                        <span key={i} className={rank === 'special' ? styles.specialNumber : styles.number}>
                          {n}
                        </span>
                      ))}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.wrap}>
        <table className={`${styles.board} ${styles.loto}`} data-testid="vn-loto">
          <caption className={styles.caption}>{t('lottery.board.loto')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lottery.board.head')}</th>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {columns.length > 1 ? (c.short ?? c.title) : t('lottery.board.tails')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {HEADS.map((head) => (
              <tr key={head}>
                <th scope="row">{head}</th>
                {columns.map((c) => (
                  <td key={c.key}>{tails(c, head)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
