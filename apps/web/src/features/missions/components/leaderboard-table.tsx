import type { MissionPeriod } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { leaderboardQuery } from '../api/mission-calls';
import { DataTable } from '@/components/ui/data-table';
import { ListState } from '@/components/ui/list-state';
import styles from './missions.module.css';

/** The brand's top members by valid bets of the period, the member's own row highlighted. */
export function LeaderboardTable({ period, symbol }: { period: MissionPeriod; symbol: string }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const query = useQuery(leaderboardQuery(token, period));
  const data = query.data;
  if (query.isError && !data)
    return (
      <ListState
        kind="error"
        title={t('missions.loadFailed')}
        message={errorText(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!data) return <ListState kind="loading" />;
  return (
    <div className={styles.page}>
      <div className={styles.me} data-testid="leaderboard-me">
        <span>
          {t('missions.leaderboard.yourRank')}:{' '}
          <strong>{data.me.rank === null ? t('missions.leaderboard.unranked') : `#${data.me.rank}`}</strong>
        </span>
        <span>
          {t('missions.leaderboard.yourTurnover')}: <strong>{money(data.me.turnover, symbol)}</strong>
        </span>
      </div>
      <DataTable
        testId="leaderboard-table"
        rows={data.list}
        rowKey={(row) => row.rank}
        rowProps={(row) => ({
          className: row.mine ? styles.mine : undefined,
          'aria-current': row.mine ? 'true' : undefined,
          'data-testid': `leader-${row.rank}`,
        })}
        empty={{
          title: t('missions.leaderboard.empty'),
          hint: t('missions.leaderboard.emptyHint'),
          testId: 'leaderboard-empty',
        }}
        columns={[
          {
            key: 'rank',
            header: t('missions.leaderboard.rank'),
            cell: (row) => (
              <span className={`${styles.rankBadge} ${row.rank <= 3 ? styles.top : ''}`}>{row.rank}</span>
            ),
          },
          {
            key: 'member',
            header: t('missions.leaderboard.member'),
            cell: (row) => `${row.username}${row.mine ? ` (${t('missions.leaderboard.you')})` : ''}`,
          },
          { key: 'nickname', header: t('missions.leaderboard.nickname'), cell: (row) => row.nickname },
          {
            key: 'turnover',
            header: t('missions.leaderboard.turnover'),
            numeric: true,
            cell: (row) => money(row.turnover, symbol),
          },
        ]}
      />
    </div>
  );
}
