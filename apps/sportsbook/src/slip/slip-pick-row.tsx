import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { moneyOf, moneyOfMinor } from '../format';
import { useT, type Translate } from '../i18n/strings';
import type { StakeLimits } from './slip-math';
import { formatOdds } from './slip-math';
import type { SlipBet, SlipPick } from './slip-rules';
import styles from './bet-slip.module.css';

/** Why a stake cannot be placed, in words. */
export function stakeProblemText(bet: SlipBet, limits: StakeLimits, t: Translate): string | null {
  switch (bet.problem) {
    case 'invalid':
      return t('slip.problem.invalid');
    case 'belowMin':
      return t('slip.problem.belowMin', { amount: moneyOf(limits.minStake) });
    case 'aboveMax':
      return t('slip.problem.aboveMax', { amount: moneyOf(limits.maxStake) });
    case 'abovePayout':
      return t('slip.problem.abovePayout', { amount: moneyOf(limits.maxPayout) });
    default:
      return null;
  }
}

type StakeProps = {
  bet: SlipBet;
  label: string;
  value: string;
  limits: StakeLimits;
  onChange: (text: string) => void;
};

/** A bet's stake field, its potential return, and what is wrong with the stake. */
export function StakeField({ bet, label, value, limits, onChange }: StakeProps) {
  const t = useT();
  const problem = stakeProblemText(bet, limits, t);
  const fieldId = `stake-${bet.id}`;
  return (
    <div className={styles.stakeLine}>
      <label className={styles.stake}>
        <span className={styles.visuallyHidden}>{label}</span>
        <input
          id={fieldId}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('slip.stake')}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      <span className={styles.returns}>
        <span className={styles.caption}>{t('slip.return')}</span>
        <output htmlFor={fieldId}>{moneyOfMinor(bet.potentialReturn)}</output>
      </span>
      {problem && (
        <p id={`${fieldId}-problem`} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}

type PickProps = { pick: SlipPick; onRemove: () => void };

/** A pick in the slip: what it is, its odds (and their last move), and its remove button. */
export function PickSummary({ pick, onRemove }: PickProps) {
  const t = useT();
  const moved = pick.previousOdds !== undefined && pick.previousOdds !== pick.odds;
  return (
    <div className={styles.pick}>
      <div className={styles.pickText}>
        <span className={styles.selection}>{pick.selection}</span>
        <span className={styles.marketName}>{pick.market}</span>
        <span className={styles.fixture}>
          {pick.live && <span className={styles.live}>{t('slip.live')}</span>}
          {pick.fixture}
        </span>
        {moved && pick.previousOdds !== undefined && (
          <span className={styles.moved}>{t('slip.oddsMoved', { from: formatOdds(pick.previousOdds) })}</span>
        )}
        {pick.suspended && <span className={styles.problem}>{t('slip.suspended')}</span>}
      </div>
      <span
        className={styles.pickOdds}
        data-move={moved ? (pick.odds > (pick.previousOdds ?? 0) ? 'up' : 'down') : undefined}
      >
        {moved && pick.odds > (pick.previousOdds ?? 0) && <ArrowUp size={14} aria-label={t('odds.up')} />}
        {moved && pick.odds < (pick.previousOdds ?? 0) && <ArrowDown size={14} aria-label={t('odds.down')} />}
        {formatOdds(pick.odds)}
      </span>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('slip.remove', { name: pick.selection })}
        onClick={onRemove}
      >
        <X size={16} aria-hidden />
      </button>
    </div>
  );
}
