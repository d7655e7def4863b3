import { GAME_CATEGORIES, type AgentBets, type GameCategory } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { withZone } from '@/lib/time';
import { betsQuery } from '../api/agent-calls';
import { useReport } from '../hooks/use-report';
import { count, useCurrencySymbol } from './bits';
import { FilterSelect, moneyColumns, ReportPage, ReportPager, useLoadError } from './report-parts';
import { UsernameFilter } from './username-filter';
import styles from './agent.module.css';

type Filters = { username: string; gameType: GameCategory | 'ALL'; vendor: string };
type Bet = AgentBets['list'][number];
const AMOUNTS = ['stake', 'validBet', 'payout', 'winLoss'] as const;

/** Team betting: the team's settled rounds by period, username, game type and vendor, with totals. */
export function TeamBets() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const symbol = useCurrencySymbol();
  const report = useReport<Filters>({ username: '', gameType: 'ALL', vendor: '' });
  const { filters, setFilters } = report;
  const query = useQuery(betsQuery(token, report.params, useLanguage()));
  const data = query.data;
  const amounts = moneyColumns<Bet, (typeof AMOUNTS)[number]>(AMOUNTS, {
    header: (key) => t(`agent.columns.${key}`),
    value: (bet, key) => bet[key],
    total: data ? (key) => data.totals[key] : null,
    symbol,
    signed: (key) => key === 'winLoss',
  });
  return (
    <ReportPage
      title={t('agent.menu.bets')}
      testId="agent-bets"
      period={report.period}
      onPeriod={report.setPeriod}
      range={data?.range}
      filters={
        <>
          <FilterSelect
            label={t('agent.filters.gameType')}
            value={filters.gameType}
            onChange={(gameType) => setFilters({ ...filters, gameType })}
            testId="agent-filter-game-type"
            options={[
              { value: 'ALL', label: t('agent.filters.allTypes') },
              ...GAME_CATEGORIES.map((c) => ({ value: c, label: t(`nav.${c}`) })),
            ]}
          />
          <label className={styles.field}>
            <span className={styles.fieldLabel}>{t('agent.filters.vendor')}</span>
            <input
              className={styles.select}
              value={filters.vendor}
              maxLength={32}
              placeholder={t('agent.filters.allVendors')}
              onChange={(e) =>
                setFilters({ ...filters, vendor: e.target.value.replace(/[^A-Za-z0-9_-]/g, '') })
              }
              data-testid="agent-filter-vendor"
            />
          </label>
          <UsernameFilter
            value={filters.username}
            onApply={(username) => setFilters({ ...filters, username })}
          />
        </>
      }
    >
      <DataTable
        testId="agent-bets-table"
        minWidth={900}
        rows={data?.list}
        rowKey={(b) => b.id}
        totals
        error={useLoadError(query)}
        empty={{ title: t('agent.empty'), testId: 'agent-bets-empty' }}
        columns={[
          {
            key: 'time',
            header: withZone(t('agent.columns.time'), data?.range.timeZone),
            className: styles.nowrap,
            cell: (b) => b.settledDateStr,
            total: t('agent.totals.label', { n: count(data?.totals.count ?? 0) }),
          },
          { key: 'username', header: t('agent.columns.username'), cell: (b) => b.username },
          {
            key: 'game',
            header: t('agent.columns.game'),
            cell: (b) => (
              <span title={b.roundId}>
                {b.gameName}
                <br />
                <span className={styles.muted}>{b.vendorName}</span>
              </span>
            ),
          },
          ...amounts,
        ]}
      />
      <ReportPager page={data} query={query} onChange={report.setPageNo} />
    </ReportPage>
  );
}
