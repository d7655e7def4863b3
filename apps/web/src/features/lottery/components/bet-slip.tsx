import { LOTTERY_CHASE_MAX } from '@platform/contracts';
import { Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { chaseCount, lineCents, numerosOf, slipCents, type Chase, type SlipLine } from '../hooks/slip';
import { useLotteryText } from './lottery-text';
import styles from './betting.module.css';

type Props = {
  lines: SlipLine[];
  onRemove: (key: number) => void;
  onClear: () => void;
  chase: Chase;
  onChase: (chase: Chase) => void;
  symbol: string;
  /** The numero the slip goes to; null while none is open (or for visitors). */
  numero: string | null;
  /** The numero passed its cut-off: nothing is placed until the next one opens. */
  closed: boolean;
  /** The numero the slip moved to when the one it was for closed. */
  movedTo: string | null;
  signedIn: boolean;
  placing: boolean;
  onPlace: () => void;
  onLogin: () => void;
  /** The server's refusal of the last slip, in words. */
  refusal: string | null;
  /** What the last placed slip did, in words. */
  placed: string | null;
};

/** The bet slip: each bet's units and price, the chase, the total, and placing it on the open numero. */
export function BetSlip(props: Props) {
  const { lines, chase, symbol, numero, closed } = props;
  const text = useLotteryText();
  const { t } = text;
  const id = useId();
  const amount = (cents: number) => `${symbol} ${formatMoney(cents / 100)}`;
  const perNumero = slipCents(lines);
  const numeros = numerosOf(chase);
  const units = lines.reduce((sum, l) => sum + l.units, 0);

  return (
    <section
      className={`${styles.panel} ${styles.slip}`}
      aria-label={t('lottery.slip.title')}
      data-testid="bet-slip"
    >
      <div className={styles.slipHead}>
        <h3 className={styles.panelTitle}>
          {t('lottery.slip.title')} <span className={styles.count}>{lines.length}</span>
        </h3>
        {lines.length ? (
          <Button size="small" variant="subtle" onClick={props.onClear} data-testid="slip-clear">
            <Trash2 size={14} aria-hidden /> {t('lottery.slip.clear')}
          </Button>
        ) : null}
      </div>
      {numero ? (
        <p className={styles.muted} data-testid="slip-numero">
          {t('lottery.slip.forNumero', { numero })}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('lottery.slip.empty')}</p>
      ) : (
        <ul className={styles.slipLines}>
          {lines.map((line, i) => (
            <li key={line.key} className={styles.slipLine} data-testid={`slip-line-${i}`}>
              <div className={styles.slipWhat}>
                <strong>{text.betType(line.betType)}</strong>
                <span className={styles.selection}>{text.selection(line.selection)}</span>
              </div>
              <div className={styles.slipPrice}>
                <span className={styles.muted} data-testid="slip-units">
                  {t('lottery.slip.units', { count: line.units })} ×{' '}
                  {amount(Math.round(line.unitPrice * 100))} × {line.multiple}
                </span>
                <strong data-testid="slip-amount">{amount(lineCents(line))}</strong>
              </div>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('lottery.slip.remove', { type: text.betType(line.betType) })}
                onClick={() => props.onRemove(line.key)}
              >
                <X size={14} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <fieldset className={styles.chase}>
        <legend className="visually-hidden">{t('lottery.chase.title')}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={chase.on}
            onChange={(e) => props.onChase({ ...chase, on: e.target.checked })}
            data-testid="chase-on"
          />
          {t('lottery.chase.title')}
        </label>
        {chase.on ? (
          <>
            <label className={styles.chaseField} htmlFor={`${id}-numeros`}>
              <span>{t('lottery.chase.numeros')}</span>
              <input
                id={`${id}-numeros`}
                className={`${styles.input} ${styles.multipleInput}`}
                type="number"
                inputMode="numeric"
                min={2}
                max={LOTTERY_CHASE_MAX}
                value={chase.numeros}
                onChange={(e) => props.onChase({ ...chase, numeros: chaseCount(Number(e.target.value)) })}
                data-testid="chase-numeros"
              />
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={chase.winStop}
                onChange={(e) => props.onChase({ ...chase, winStop: e.target.checked })}
                data-testid="chase-win-stop"
              />
              {t('lottery.chase.winStop')}
            </label>
          </>
        ) : null}
      </fieldset>
      <dl className={styles.totals} data-testid="slip-totals">
        <div>
          <dt>{t('lottery.slip.bets')}</dt>
          <dd>{lines.length}</dd>
        </div>
        <div>
          <dt>{t('lottery.slip.totalUnits')}</dt>
          <dd data-testid="slip-total-units">{units}</dd>
        </div>
        {numeros > 1 ? (
          <div>
            <dt>{t('lottery.slip.perNumero')}</dt>
            <dd>{amount(perNumero)}</dd>
          </div>
        ) : null}
        <div className={styles.total}>
          <dt>{numeros > 1 ? t('lottery.slip.totalChase', { count: numeros }) : t('lottery.slip.total')}</dt>
          <dd data-testid="slip-total">{amount(perNumero * numeros)}</dd>
        </div>
      </dl>
      {closed ? (
        <p className={styles.notice} role="status" data-testid="slip-closed">
          {t('lottery.slip.closed', { numero: numero ?? '' })}
        </p>
      ) : props.movedTo ? (
        <p className={styles.notice} role="status" data-testid="slip-moved">
          {t('lottery.slip.moved', { numero: props.movedTo })}
        </p>
      ) : null}
      {props.signedIn ? (
        <Button
          block
          variant="accent"
          disabled={lines.length === 0 || !numero || closed || props.placing}
          onClick={props.onPlace}
          data-testid="slip-place"
        >
          {props.placing ? t('lottery.slip.placing') : t('lottery.slip.place')}
        </Button>
      ) : (
        <Button block variant="accent" onClick={props.onLogin} data-testid="slip-login">
          {t('lottery.slip.login')}
        </Button>
      )}
      {props.refusal ? (
        <p className={styles.problem} role="alert" data-testid="slip-refusal">
          {props.refusal}
        </p>
      ) : null}
      {props.placed ? (
        <p className={styles.success} role="status" data-testid="slip-placed">
          {props.placed}
        </p>
      ) : null}
    </section>
  );
}
