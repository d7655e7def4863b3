import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { rankProgressQuery } from '../api/mission-calls';
import { DataTable } from '@/components/ui/data-table';
import { ListState } from '@/components/ui/list-state';
import { Meter } from './meter';
import styles from './missions.module.css';

const share = (actual: number, expected: number | null) =>
  expected === null || expected <= 0 ? 100 : Math.floor((Math.min(actual, expected) * 100) / expected);

/** playerRank: the member's VIP level, this month's progress towards the next, and every level. */
export function RankProgressView({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const query = useQuery(rankProgressQuery(token));
  const data = query.data;
  const symbol = currencySymbol;
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
  const amount = (actual: number, expected: number | null) =>
    expected === null ? money(actual, symbol) : `${money(actual, symbol)} / ${money(expected, symbol)}`;
  return (
    <section className={styles.page} data-testid="rank-progress">
      <h3 className={styles.title}>{t('memberCentre.menu.playerRank')}</h3>
      <div className={styles.rankHead}>
        {data.badgeUrl ? (
          <img src={data.badgeUrl} width={64} height={64} alt="" className={styles.badge} />
        ) : (
          <Crown size={40} aria-hidden />
        )}
        <div className={styles.rankText}>
          <span className={styles.rankName} data-testid="rank-name">
            {t('playerRank.current', { name: data.name, level: data.level })}
          </span>
          <span className={styles.muted} data-testid="rank-next">
            {data.next ? t('playerRank.next', { name: data.next.name }) : t('playerRank.top')}
          </span>
        </div>
        <span className={styles.percent} aria-label={t('playerRank.percent')}>
          {data.percent}%
        </span>
      </div>
      <div className={styles.meters}>
        <p className={styles.muted}>{t('playerRank.month', { month: data.month })}</p>
        <Meter
          label={t('playerRank.turnover')}
          value={amount(data.turnover.actual, data.turnover.expected)}
          percent={share(data.turnover.actual, data.turnover.expected)}
        />
        <Meter
          label={t('playerRank.deposit')}
          value={amount(data.deposit.actual, data.deposit.expected)}
          percent={share(data.deposit.actual, data.deposit.expected)}
        />
        {data.next ? <p className={styles.muted}>{t('playerRank.both')}</p> : null}
      </div>
      {data.levels.length > 0 ? (
        <DataTable
          testId="rank-levels"
          rows={data.levels}
          rowKey={(level) => level.level}
          rowProps={(level) =>
            level.level === data.level ? { className: styles.mine, 'aria-current': 'true' } : {}
          }
          empty={{ title: '' }}
          columns={[
            {
              key: 'level',
              header: t('playerRank.level'),
              cell: (level) => (
                <span className={styles.levelCell}>
                  <img src={level.badgeUrl} width={28} height={28} alt="" loading="lazy" />
                  {level.name}
                  {level.level === data.level ? ` (${t('playerRank.yours')})` : ''}
                </span>
              ),
            },
            {
              key: 'turnover',
              header: t('playerRank.turnoverRequired'),
              numeric: true,
              cell: (level) => money(level.turnoverRequired, symbol),
            },
            {
              key: 'deposit',
              header: t('playerRank.depositRequired'),
              numeric: true,
              cell: (level) => money(level.depositRequired, symbol),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
