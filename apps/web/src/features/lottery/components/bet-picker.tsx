import type { LotteryGame } from '@platform/contracts';
import { Minus, Plus, Shuffle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListState } from '@/components/ui/list-state';
import { Tabs } from '@/components/ui/tabs';
import { formatMoney } from '@/lib/money';
import { betsOf, emptyPicks, pickerOf, type PickedBet, type Picks } from '../hooks/bet-kinds';
import { randomPicks } from '../hooks/quick-picks';
import { lineCents } from '../hooks/slip';
import { useLotteryText } from './lottery-text';
import { NumberPicker } from './number-picker';
import styles from './betting.module.css';

type Props = {
  game: LotteryGame;
  /** The bet type (or its tab) to open with: `playType` of the address. */
  initialType: string | null;
  symbol: string;
  /** Puts the bets on the slip; false when the slip has no room for them. */
  onAdd: (betType: string, bets: PickedBet[], unitPrice: number, multiple: number) => boolean;
};

/** A multiple typed by the player, kept within 1 and the game's most. */
const clampMultiple = (value: number, max: number) =>
  Math.min(max, Math.max(1, Number.isFinite(value) ? Math.floor(value) : 1));

/**
 * The bet types of a game by tab (their `group`), the number picker of the chosen type with random and
 * clear, the unit price and the multiple, and what the picks cost before they go on the slip.
 */
export function BetPicker({ game, initialType, symbol, onAdd }: Props) {
  const text = useLotteryText();
  const { t } = text;
  const id = useId();
  const offered = game.betTypes.filter((type) => pickerOf(type.code) !== null);
  const first =
    offered.find((type) => type.code === initialType) ??
    offered.find((type) => type.group === initialType) ??
    offered[0];
  const [code, setCode] = useState(first?.code ?? '');
  const type = offered.find((x) => x.code === code) ?? first;
  const picker = type ? pickerOf(type.code) : null;
  const [picks, setPicks] = useState<Picks>(() => (picker ? emptyPicks(picker) : { rows: [], part: null }));
  const [unitPrice, setUnitPrice] = useState(game.unitPrices[0] ?? 1);
  const [multiple, setMultiple] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);

  if (!type || !picker) return <ListState kind="empty" title={t('lottery.noBetTypes')} />;

  const groups = [...new Set(offered.map((x) => x.group))];
  const inGroup = offered.filter((x) => x.group === type.group);
  const chooseType = (next: string) => {
    const nextPicker = pickerOf(next);
    if (!nextPicker) return;
    setCode(next);
    setPicks(emptyPicks(nextPicker));
    setProblem(null);
  };
  const change = (next: Picks) => {
    setPicks(next);
    setProblem(null);
  };

  const made = betsOf(picker, picks);
  const units = Array.isArray(made) ? made.reduce((sum, bet) => sum + bet.units, 0) : 0;
  const cents = lineCents({ units, unitPrice, multiple });

  const add = () => {
    if (!Array.isArray(made))
      return setProblem(
        made.problem === 'tooFew'
          ? t('lottery.picker.tooFew', { count: made.count })
          : made.problem === 'eachLine'
            ? t('lottery.picker.eachLine')
            : t('lottery.picker.nothing'),
      );
    if (!onAdd(type.code, made, unitPrice, multiple)) return setProblem(t('lottery.slip.full'));
    setPicks(emptyPicks(picker));
  };

  return (
    <section className={styles.panel} aria-label={t('lottery.picker.title')} data-testid="bet-picker">
      <div className={styles.tabsScroll}>
        <Tabs
          tabs={groups.map((g) => ({ key: g, label: text.group(g), testId: `bet-group-${g}` }))}
          value={type.group}
          onChange={(g) => chooseType(offered.find((x) => x.group === g)?.code ?? '')}
        />
      </div>
      {inGroup.length > 1 ? (
        <div className={styles.chips} role="group" aria-label={t('lottery.picker.betType')}>
          {inGroup.map((x) => (
            <button
              key={x.code}
              type="button"
              aria-pressed={x.code === type.code}
              className={`${styles.chip} ${x.code === type.code ? styles.chipOn : ''}`}
              onClick={() => chooseType(x.code)}
              data-testid={`bet-type-${x.code}`}
            >
              {text.betType(x.code)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.typeHead}>
        <strong>{text.betType(type.code)}</strong>
        {type.table ? (
          <details className={styles.paytable}>
            <summary>{t('lottery.picker.paytable')}</summary>
            <dl>
              {Object.entries(type.table)
                .filter(([, odds]) => odds > 0)
                .map(([key, odds]) => (
                  <div key={key}>
                    <dt>
                      {type.code === 'd5.sum'
                        ? t('lottery.picker.sumKey', { key })
                        : t('lottery.picker.hitsKey', { key })}
                    </dt>
                    <dd>{odds}</dd>
                  </div>
                ))}
            </dl>
          </details>
        ) : (
          <span className={styles.muted} data-testid="odds">
            {t('lottery.picker.odds', { odds: type.odds })}
          </span>
        )}
      </div>
      <NumberPicker picker={picker} picks={picks} onChange={change} />
      <div className={styles.pickTools}>
        <Button
          size="small"
          variant="subtle"
          onClick={() => change(randomPicks(picker, picks.part))}
          data-testid="quick-random"
        >
          <Shuffle size={14} aria-hidden /> {t('lottery.quick.random')}
        </Button>
        <Button
          size="small"
          variant="subtle"
          onClick={() => change({ part: picks.part, rows: picks.rows.map(() => []) })}
          data-testid="quick-clear"
        >
          <Trash2 size={14} aria-hidden /> {t('lottery.quick.clear')}
        </Button>
      </div>
      <div className={styles.stake}>
        <div className={styles.chips} role="group" aria-label={t('lottery.picker.unitPrice')}>
          <span className={styles.lineLabel}>{t('lottery.picker.unitPrice')}</span>
          {game.unitPrices.map((price) => (
            <button
              key={price}
              type="button"
              aria-pressed={price === unitPrice}
              className={`${styles.chip} ${price === unitPrice ? styles.chipOn : ''}`}
              onClick={() => setUnitPrice(price)}
              data-testid={`unit-price-${price}`}
            >
              {symbol} {formatMoney(price)}
            </button>
          ))}
        </div>
        <div className={styles.multiple}>
          <label className={styles.lineLabel} htmlFor={`${id}-multiple`}>
            {t('lottery.picker.multiple')}
          </label>
          <button
            type="button"
            className={styles.stepper}
            aria-label={t('lottery.picker.less')}
            onClick={() => setMultiple((m) => clampMultiple(m - 1, game.maxMultiple))}
          >
            <Minus size={14} aria-hidden />
          </button>
          <input
            id={`${id}-multiple`}
            className={`${styles.input} ${styles.multipleInput}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={game.maxMultiple}
            value={multiple}
            onChange={(e) => setMultiple(clampMultiple(Number(e.target.value), game.maxMultiple))}
            data-testid="multiple"
          />
          <button
            type="button"
            className={styles.stepper}
            aria-label={t('lottery.picker.more')}
            onClick={() => setMultiple((m) => clampMultiple(m + 1, game.maxMultiple))}
          >
            <Plus size={14} aria-hidden />
          </button>
        </div>
      </div>
      <div className={styles.addRow}>
        <span data-testid="pick-summary">
          {t('lottery.picker.summary', {
            count: units,
            units,
            amount: `${symbol} ${formatMoney(cents / 100)}`,
          })}
        </span>
        <Button onClick={add} data-testid="add-to-slip">
          {t('lottery.picker.add')}
        </Button>
      </div>
      {problem ? (
        <p className={styles.problem} role="alert" data-testid="pick-problem">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
