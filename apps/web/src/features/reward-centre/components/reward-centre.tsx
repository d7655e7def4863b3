import type { ClaimableReward, Raffle } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useBrandTimeZone, withZone, zoned } from '@/lib/time';
import { rewardCentreQuery, rewardHistoryQuery } from '../api/reward-calls';
import { useClaimReward, useDrawRaffle } from '../hooks/use-reward-actions';
import { ListState } from '@/components/ui/list-state';
import { ProgressBar, money } from './parts';
import styles from './rewards.module.css';

type Tab = 'claim' | 'raffle' | 'promotions' | 'history';

/** The raffles the member can draw now: with the rewards, what the reward badge counts. */
const drawable = (raffles: Raffle[]) => raffles.filter((r) => r.canDraw && r.drawnToday === null);

function RewardCard({ reward, symbol }: { reward: ClaimableReward; symbol: string }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const claim = useClaimReward();
  const onClaim = () =>
    claim.mutate(reward.id, {
      onSuccess: (r) => showToast(t('rewardCentre.claimed', { amount: money(r.amount, symbol) })),
      onError: (e) => showToast(errorText(e), 'error'),
    });
  return (
    <article className={styles.card} data-testid={`reward-${reward.id}`}>
      <h4 className={styles.cardTitle}>{reward.title}</h4>
      <span className={styles.amount}>{money(reward.amount, symbol)}</span>
      <p className={styles.muted}>
        {t('rewardCentre.turnover', { amount: money(reward.turnoverRequired, symbol) })}
      </p>
      <p className={styles.muted}>
        {reward.expiresDateStr
          ? t('rewardCentre.expires', { date: zoned(reward.expiresDateStr, zone) })
          : t('rewardCentre.noExpiry')}
      </p>
      <Button onClick={onClaim} disabled={claim.isPending} data-testid={`claim-${reward.id}`}>
        {claim.isPending ? t('rewardCentre.claiming') : t('rewardCentre.claim')}
      </Button>
    </article>
  );
}

function RaffleCard({ raffle, symbol }: { raffle: Raffle; symbol: string }) {
  const { t } = useTranslation();
  const draw = useDrawRaffle();
  const [won, setWon] = useState<number | null>(null);
  const onDraw = () =>
    draw.mutate(raffle.id, {
      onSuccess: (r) => setWon(r.prize),
      onError: (e) => showToast(errorText(e), 'error'),
    });
  const drawn = won ?? raffle.drawnToday;
  return (
    <article className={styles.card} data-testid={`raffle-${raffle.id}`}>
      <h4 className={styles.cardTitle}>{raffle.title}</h4>
      <p className={styles.muted}>{raffle.description}</p>
      <div className={styles.chips} aria-label={t('rewardCentre.prizes')}>
        {raffle.prizes.map((p, i) => (
          <span key={i} className={styles.chip}>
            {money(p, symbol)}
          </span>
        ))}
      </div>
      {raffle.turnoverRequired > 0 ? (
        <ProgressBar done={raffle.turnoverToday} required={raffle.turnoverRequired} symbol={symbol} />
      ) : null}
      {won !== null ? (
        <div className={styles.reveal} role="status" data-testid="raffle-reveal">
          {t('rewardCentre.won', { amount: money(won, symbol) })}
        </div>
      ) : null}
      {drawn !== null ? (
        <p className={styles.done} data-testid="raffle-drawn">
          {t('rewardCentre.drawnToday', { amount: money(drawn, symbol) })}
        </p>
      ) : raffle.canDraw ? (
        <Button onClick={onDraw} disabled={draw.isPending} data-testid={`draw-${raffle.id}`}>
          {draw.isPending ? t('rewardCentre.drawing') : t('rewardCentre.draw')}
        </Button>
      ) : (
        <p className={styles.muted} data-testid="raffle-locked">
          {t('rewardCentre.needTurnover', {
            amount: money(Math.max(0, raffle.turnoverRequired - raffle.turnoverToday), symbol),
          })}
        </p>
      )}
    </article>
  );
}

function History({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const token = useSession((s) => s.token);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(rewardHistoryQuery(token, pageNo));
  const data = query.data;
  if (query.isError && !data)
    return <ListState kind="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (!data) return <ListState kind="loading" />;
  if (data.list.length === 0)
    return <ListState kind="empty" testId="rewards-empty" title={t('rewardCentre.emptyHistory')} />;
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="reward-history">
          <thead>
            <tr>
              <th scope="col">{withZone(t('rewardCentre.columns.time'), zone)}</th>
              <th scope="col">{t('rewardCentre.columns.kind')}</th>
              <th scope="col">{t('rewardCentre.columns.title')}</th>
              <th scope="col" className={styles.num}>
                {t('rewardCentre.columns.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((h) => (
              <tr key={`${h.kind}-${h.id}`}>
                <td>{h.dateStr}</td>
                <td>{t(`rewardCentre.kinds.${h.kind}`)}</td>
                <td>{h.title}</td>
                <td className={styles.num}>{money(h.amount, symbol)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={data.pageNo}
        totalPages={data.totalPages}
        onChange={setPageNo}
        disabled={query.isFetching}
      />
    </>
  );
}

/** rewardCenter: rewards to claim, today's raffles, running promotions and the claimed history. */
export function RewardCentre({ currencySymbol: symbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const token = useSession((s) => s.token);
  const [tab, setTab] = useState<Tab>('claim');
  const query = useQuery(rewardCentreQuery(token));
  const data = query.data;
  const waiting = data ? data.rewards.length + drawable(data.raffles).length : 0;
  const tabs = [
    {
      key: 'claim' as const,
      label: waiting > 0 ? `${t('rewardCentre.tabs.claim')} (${waiting})` : t('rewardCentre.tabs.claim'),
      testId: 'tab-claim',
    },
    { key: 'raffle' as const, label: t('rewardCentre.tabs.raffle'), testId: 'tab-raffle' },
    { key: 'promotions' as const, label: t('rewardCentre.tabs.promotions'), testId: 'tab-promotions' },
    { key: 'history' as const, label: t('rewardCentre.tabs.history'), testId: 'tab-history' },
  ];

  const body = () => {
    if (tab === 'history') return <History symbol={symbol} />;
    if (query.isError && !data)
      return <ListState kind="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />;
    if (!data) return <ListState kind="loading" />;
    if (tab === 'claim')
      // What the badge counts: rewards to claim and raffles that can be drawn now.
      return data.rewards.length + drawable(data.raffles).length === 0 ? (
        <ListState kind="empty" testId="rewards-empty" title={t('rewardCentre.emptyRewards')} />
      ) : (
        <div className={styles.cards}>
          {data.rewards.map((r) => (
            <RewardCard key={r.id} reward={r} symbol={symbol} />
          ))}
          {drawable(data.raffles).map((r) => (
            <RaffleCard key={`raffle-${r.id}`} raffle={r} symbol={symbol} />
          ))}
        </div>
      );
    if (tab === 'raffle')
      return data.raffles.length === 0 ? (
        <ListState kind="empty" testId="rewards-empty" title={t('rewardCentre.emptyRaffles')} />
      ) : (
        <div className={styles.cards}>
          {data.raffles.map((r) => (
            <RaffleCard key={r.id} raffle={r} symbol={symbol} />
          ))}
        </div>
      );
    return data.promotions.length === 0 ? (
      <ListState kind="empty" testId="rewards-empty" title={t('rewardCentre.emptyPromotions')} />
    ) : (
      <div className={styles.cards}>
        {data.promotions.map((p) => (
          <Link
            key={p.id}
            to={`/promoDetail?id=${p.id}`}
            className={`${styles.card} ${styles.promo}`}
            data-testid={`promotion-${p.id}`}
          >
            {p.imageUrl ? <img src={p.imageUrl} alt="" loading="lazy" /> : null}
            <h4 className={styles.cardTitle}>{p.title}</h4>
            <p className={styles.muted}>{p.summary}</p>
            {p.endDateStr ? (
              <p className={styles.muted}>{t('rewardCentre.ends', { date: zoned(p.endDateStr, zone) })}</p>
            ) : null}
          </Link>
        ))}
      </div>
    );
  };

  return (
    <section className={styles.page} data-testid="reward-centre">
      <h3 className={styles.title}>{t('memberCentre.menu.rewardCenter')}</h3>
      <Tabs tabs={tabs} value={tab} onChange={setTab} />
      {body()}
    </section>
  );
}
