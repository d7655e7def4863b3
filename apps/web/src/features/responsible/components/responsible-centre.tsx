import { useTranslation } from 'react-i18next';
import { LoadProblem } from '@/components/ui/load-problem';
import { Spinner } from '@/components/ui/spinner';
import { useResponsibleState } from '../hooks/use-responsible';
import { ExclusionSection } from './exclusion-section';
import { LimitsSection } from './limits-section';
import { NetPosition } from './net-position';
import { RealitySection } from './reality-section';
import styles from './responsible.module.css';

/**
 * The member centre's responsible-gaming page: limits, the reality check's interval, time-out and
 * self-exclusion (with the exclusion in force), and the net position of a chosen period.
 */
export function ResponsibleCentre() {
  const { t } = useTranslation();
  const state = useResponsibleState();
  if (state.error && !state.data)
    return <LoadProblem error={state.error} onRetry={() => void state.refetch()} size="inline" />;
  if (!state.data) return <Spinner label={t('status.loading')} />;
  return (
    <div className={styles.page} data-testid="responsible-centre">
      <h2 className={styles.title}>{t('responsible.title')}</h2>
      <p className={styles.lead}>{t('responsible.intro', { age: state.data.minimumAge })}</p>
      <ExclusionSection state={state.data} />
      <LimitsSection state={state.data} />
      <RealitySection state={state.data} />
      <NetPosition currency={state.data.currency} />
    </div>
  );
}
