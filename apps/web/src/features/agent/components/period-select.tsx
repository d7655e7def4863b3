import { AGENT_PERIOD_MAX_DAYS, AGENT_PERIODS, type AgentPeriod } from '@platform/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { periodProblem, type PeriodValue } from '../hooks/period';
import styles from './agent.module.css';

type Props = {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
  /** The days the last answer covered (custom days start from them) and the brand's today. */
  shown?: { startDate: string; endDate: string; today: string } | null;
};

/** A report's period: today, yesterday, this and last week, this and last month, or up to 90 custom days. */
export function PeriodSelect({ value, onChange, shown }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const pick = (period: AgentPeriod) => {
    if (period !== 'custom') return onChange({ period, startDate: '', endDate: '' });
    // Custom days start from what is shown now, so the agent only adjusts them.
    onChange({ period, startDate: shown?.startDate ?? '', endDate: shown?.endDate ?? '' });
  };
  const problem = value.period === 'custom' ? periodProblem(value.startDate, value.endDate) : null;
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-period`}>
      <span className={styles.fieldLabel} id={`${id}-period`}>
        {t('agent.period.label')}
      </span>
      <div className={styles.presets}>
        {AGENT_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className={period === value.period ? `${styles.preset} ${styles.presetActive}` : styles.preset}
            aria-pressed={period === value.period}
            onClick={() => pick(period)}
            data-testid={`agent-period-${period}`}
          >
            {t(`agent.period.${period}`)}
          </button>
        ))}
      </div>
      {value.period === 'custom' ? (
        <div className={styles.customDates}>
          {(['startDate', 'endDate'] as const).map((end, i) => (
            <input
              key={end}
              type="date"
              className={styles.date}
              value={value[end]}
              max={shown?.today}
              aria-label={t(i === 0 ? 'agent.period.from' : 'agent.period.to')}
              aria-invalid={problem !== null}
              onChange={(e) => onChange({ ...value, [end]: e.target.value })}
              data-testid={i === 0 ? 'agent-start-date' : 'agent-end-date'}
            />
          ))}
          {problem ? (
            <p className={styles.problem} role="alert" data-testid="agent-period-problem">
              {t(`agent.period.problems.${problem}`, { days: AGENT_PERIOD_MAX_DAYS })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
