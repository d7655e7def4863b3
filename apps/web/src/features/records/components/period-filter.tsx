import { RECORD_MAX_DAYS } from '@platform/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_PRESETS,
  localToday,
  presetDays,
  rangeProblem,
  type DatePreset,
  type RecordRange,
} from '../hooks/record-range';
import styles from './records.module.css';

type Props = {
  value: RecordRange;
  onChange: (range: RecordRange) => void;
  /** The brand's day (from the last answer); the browser's until then. */
  today: string | null;
};

/** The period of a record: today, yesterday, last 7 days, last 30 days, or custom days. */
export function PeriodFilter({ value, onChange, today }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const day = today ?? localToday();
  const pick = (preset: DatePreset) => {
    if (preset === 'custom') {
      // Custom days start from what is shown now, so the member only adjusts them.
      const shown = value.preset === 'custom' ? value : presetDays(value.preset, day);
      onChange({ preset, ...shown });
    } else onChange({ preset, startDate: '', endDate: '' });
  };
  const problem = value.preset === 'custom' ? rangeProblem(value.startDate, value.endDate) : null;
  const presets: DatePreset[] = [...DATE_PRESETS, 'custom'];
  return (
    <div className={`${styles.field} ${styles.period}`} role="group" aria-labelledby={`${id}-period`}>
      <span className={styles.fieldLabel} id={`${id}-period`}>
        {t('records.filters.period')}
      </span>
      <div className={styles.presets}>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={preset === value.preset ? `${styles.preset} ${styles.presetActive}` : styles.preset}
            aria-pressed={preset === value.preset}
            onClick={() => pick(preset)}
            data-testid={`preset-${preset}`}
          >
            {t(`records.presets.${preset}`)}
          </button>
        ))}
      </div>
      {value.preset === 'custom' ? (
        <div className={styles.customDates}>
          <input
            type="date"
            className={styles.date}
            value={value.startDate}
            max={day}
            aria-label={t('records.filters.from')}
            aria-invalid={problem !== null}
            onChange={(e) => onChange({ ...value, startDate: e.target.value })}
            data-testid="start-date"
          />
          <span aria-hidden>–</span>
          <input
            type="date"
            className={styles.date}
            value={value.endDate}
            max={day}
            aria-label={t('records.filters.to')}
            aria-invalid={problem !== null}
            onChange={(e) => onChange({ ...value, endDate: e.target.value })}
            data-testid="end-date"
          />
          {problem ? (
            <p className={styles.rangeError} role="alert" data-testid="range-error">
              {t(`records.rangeErrors.${problem}`, { days: RECORD_MAX_DAYS })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
