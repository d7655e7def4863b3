import type { Mission, MissionPeriod } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/components/ui/tabs';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { showToast } from '@/lib/toast';
import { useClaimMission, useMissionSummary } from '../hooks/use-missions';
import { LeaderboardTable } from './leaderboard-table';
import { MissionCard } from './mission-card';
import { ListState } from '@/components/ui/list-state';
import styles from './missions.module.css';

type Tab = MissionPeriod | 'leaderboard';

/** missionLeaderboard: today's and this week's missions with claim buttons, and the leaderboard. */
export function MissionsBoard({ currencySymbol, onPaid }: { currencySymbol: string; onPaid?: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('daily');
  const [boardPeriod, setBoardPeriod] = useState<MissionPeriod>('daily');
  const summary = useMissionSummary();
  const claim = useClaimMission(onPaid);
  const data = summary.data;

  const onClaim = (mission: Mission) =>
    claim.mutate(mission.id, {
      onSuccess: (result) =>
        showToast(t('missions.claimDone', { amount: `${currencySymbol} ${formatMoney(result.reward)}` })),
      onError: (error) => showToast(errorText(error), 'error'),
    });

  const count = (period: MissionPeriod) =>
    data?.missions.filter((m) => m.period === period && m.state === 'claimable').length ?? 0;
  const label = (period: MissionPeriod) => {
    const n = count(period);
    return n > 0 ? `${t(`missions.tabs.${period}`)} (${n})` : t(`missions.tabs.${period}`);
  };

  const missions = data?.missions.filter((m) => m.period === tab) ?? [];
  return (
    <section className={styles.page} data-testid="missions-board">
      <h3 className={styles.title}>{t('memberCentre.menu.missionLeaderboard')}</h3>
      <Tabs<Tab>
        tabs={[
          { key: 'daily', label: label('daily'), testId: 'tab-daily' },
          { key: 'weekly', label: label('weekly'), testId: 'tab-weekly' },
          { key: 'leaderboard', label: t('missions.tabs.leaderboard'), testId: 'tab-leaderboard' },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'leaderboard' ? (
        <>
          <div className={styles.toolbar}>
            <Tabs<MissionPeriod>
              tabs={[
                { key: 'daily', label: t('missions.leaderboard.today'), testId: 'board-daily' },
                { key: 'weekly', label: t('missions.leaderboard.thisWeek'), testId: 'board-weekly' },
              ]}
              value={boardPeriod}
              onChange={setBoardPeriod}
            />
          </div>
          <LeaderboardTable period={boardPeriod} symbol={currencySymbol} />
        </>
      ) : summary.isError && !data ? (
        <ListState
          kind="error"
          title={t('missions.loadFailed')}
          message={errorText(summary.error)}
          onRetry={() => void summary.refetch()}
        />
      ) : !data ? (
        <ListState kind="loading" />
      ) : missions.length === 0 ? (
        <ListState
          kind="empty"
          title={t('missions.empty')}
          hint={t('missions.emptyHint')}
          testId="missions-empty"
        />
      ) : (
        <div className={styles.cards}>
          {missions.map((m) => (
            <MissionCard
              key={m.id}
              mission={m}
              symbol={currencySymbol}
              timeZone={data.timeZone}
              onClaim={onClaim}
              claiming={claim.isPending}
            />
          ))}
        </div>
      )}
    </section>
  );
}
