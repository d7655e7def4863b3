import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  limitParts,
  type LimitKey,
  type ResponsibleState,
} from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';
import { LimitRow } from './limit-row';
import styles from './responsible.module.css';

/**
 * The ten limits in four groups: deposit, loss and wager per day, week and month, and the session's
 * minutes. A lower limit applies at once; a higher one, or none, waits 24 hours and a confirmation.
 */
export function LimitsSection({ state }: { state: ResponsibleState }) {
  const { t } = useTranslation();
  const byKey = new Map(state.limits.map((l) => [l.key, l]));
  const show = (key: LimitKey, value: number) =>
    limitParts(key) ? money(value, state.currency) : t('responsible.minutes', { count: value });
  const row = (key: LimitKey, label: string) => {
    const limit = byKey.get(key) ?? { key, value: null, used: 0, pending: null };
    return <LimitRow key={key} limit={limit} label={label} show={show} />;
  };
  return (
    <section className={styles.card} aria-labelledby="rg-limits">
      <h3 id="rg-limits" className={styles.cardTitle}>
        {t('responsible.limitsTitle')}
      </h3>
      <p className={styles.hint}>{t('responsible.limitsHint')}</p>
      <div className={styles.groups}>
        {LIMIT_KINDS.map((kind) => (
          <section key={kind} className={styles.group} aria-labelledby={`rg-group-${kind}`}>
            <h4 id={`rg-group-${kind}`} className={styles.groupTitle}>
              {t(`responsible.groups.${kind}`)}
            </h4>
            <p className={styles.hint}>{t(`responsible.groupHints.${kind}`)}</p>
            {LIMIT_PERIODS.map((period) =>
              row(
                `${kind}${period[0]!.toUpperCase()}${period.slice(1)}` as LimitKey,
                t(`responsible.periods.${period}`),
              ),
            )}
          </section>
        ))}
        <section className={styles.group} aria-labelledby="rg-group-session">
          <h4 id="rg-group-session" className={styles.groupTitle}>
            {t('responsible.groups.session')}
          </h4>
          <p className={styles.hint}>{t('responsible.groupHints.session')}</p>
          {row('sessionMinutes', t('responsible.periods.session'))}
        </section>
      </div>
    </section>
  );
}
