import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/components/ui/list-state';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { overviewQuery, type PeriodParams } from '../api/agent-calls';
import { DEFAULT_PERIOD, periodParams, type PeriodValue } from '../hooks/period';
import { count, Money } from './bits';
import { DailyChart } from './daily-chart';
import { PeriodSelect } from './period-select';
import { AsOf } from './report-parts';
import styles from './agent.module.css';

/** Team overview: the team's figures over a period, and a chart of its days. */
export function TeamOverview() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const [period, setPeriod] = useState<PeriodValue>(DEFAULT_PERIOD);
  const [params, setParams] = useState<PeriodParams>({ period: 'today' });
  const query = useQuery(overviewQuery(token, params));
  const data = query.data;
  const change = (next: PeriodValue) => {
    setPeriod(next);
    const asked = periodParams(next);
    if (asked) setParams(asked);
  };
  const cards: { key: string; value: ReactNode }[] = data
    ? [
        { key: 'teamSize', value: count(data.teamSize) },
        { key: 'directCount', value: count(data.directCount) },
        { key: 'registrations', value: count(data.registrations) },
        { key: 'firstDepositCount', value: count(data.firstDeposits.count) },
        {
          key: 'firstDepositAmount',
          value: <Money amount={data.firstDeposits.amount} symbol={data.currencySymbol} />,
        },
        { key: 'activeMembers', value: count(data.activeMembers) },
        { key: 'deposits', value: <Money amount={data.figures.deposits} symbol={data.currencySymbol} /> },
        {
          key: 'withdrawals',
          value: <Money amount={data.figures.withdrawals} symbol={data.currencySymbol} />,
        },
        { key: 'validBet', value: <Money amount={data.figures.validBet} symbol={data.currencySymbol} /> },
        { key: 'payout', value: <Money amount={data.figures.payout} symbol={data.currencySymbol} /> },
        {
          key: 'profitLoss',
          value: <Money amount={data.figures.profitLoss} symbol={data.currencySymbol} signed />,
        },
        { key: 'teamBalance', value: <Money amount={data.teamBalance} symbol={data.currencySymbol} /> },
        { key: 'bonus', value: <Money amount={data.figures.bonus} symbol={data.currencySymbol} /> },
        { key: 'commission', value: <Money amount={data.figures.commission} symbol={data.currencySymbol} /> },
      ]
    : [];
  return (
    <section className={styles.page} data-testid="agent-overview">
      <h3 className={styles.title}>{t('agent.menu.overview')}</h3>
      <div className={styles.filters}>
        <PeriodSelect value={period} onChange={change} shown={data?.range} />
      </div>
      {data ? (
        <>
          <p className={styles.muted} data-testid="agent-range">
            {t('agent.range', { from: data.range.startDate, to: data.range.endDate })}
          </p>
          <AsOf value={data.asOf} />
          <dl className={styles.cards} data-testid="agent-figures">
            {cards.map((card) => (
              <div key={card.key} className={styles.card} data-testid={`agent-figure-${card.key}`}>
                <dt>{t(`agent.figures.${card.key}` as 'agent.figures.teamSize')}</dt>
                <dd>{card.value}</dd>
              </div>
            ))}
          </dl>
          {data.daily.length > 0 ? <DailyChart days={data.daily} /> : null}
        </>
      ) : query.isError ? (
        <ListState
          kind="error"
          title={t('agent.loadFailed')}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListState kind="loading" />
      )}
    </section>
  );
}
