import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SbBet } from '@platform/contracts';
import { betsQuery } from '../api/book-calls';
import { LoadState } from '../components/load-state';
import { Pager } from '../components/pager';
import { moneyOf, timeOf } from '../format';
import { useLanguage, useT } from '../i18n/strings';
import { formatOdds } from '../slip/slip-math';
import { CashOut } from './cash-out';
import styles from './my-bets.module.css';

function BetCard({ bet }: { bet: SbBet }) {
  const t = useT();
  const language = useLanguage();
  return (
    <li className={styles.bet}>
      <header className={styles.head}>
        <span className={styles.kind}>
          {t(bet.kind === 'parlay' ? 'bets.parlay' : 'bets.single')} · {t('bets.id', { id: bet.id })}
        </span>
        <span className={styles.status} data-status={bet.status}>
          {t(`status.${bet.status}`)}
        </span>
      </header>
      <ul className={styles.legs}>
        {bet.legs.map((leg) => (
          <li key={`${leg.marketId}~${leg.key}`} className={styles.leg}>
            <span className={styles.legMain}>
              <strong>{leg.selection}</strong>
              <span className={styles.odds}>{formatOdds(leg.odds)}</span>
            </span>
            <span className={styles.muted}>
              {leg.market} · {leg.fixture}
              {leg.live && <span className={styles.live}>{t('slip.live')}</span>}
            </span>
            <span className={styles.muted}>
              {leg.league} · {timeOf(leg.startsAt, language)}
              {leg.result && ` · ${leg.result}`}
            </span>
            <span className={styles.outcome} data-outcome={leg.outcome ?? 'pending'}>
              {t(`outcome.${leg.outcome ?? 'pending'}`)}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{t('bets.stake')}</dt>
          <dd>{moneyOf(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('bets.odds')}</dt>
          <dd>{formatOdds(bet.odds)}</dd>
        </div>
        <div>
          <dt>{t('bets.return')}</dt>
          <dd>{moneyOf(bet.potentialReturn)}</dd>
        </div>
        {bet.status !== 'open' && (
          <div>
            <dt>{t('bets.payout')}</dt>
            <dd>{moneyOf(bet.payout)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.muted}>{t('bets.placedAt', { time: timeOf(bet.placedAt, language) })}</p>
      {bet.status === 'open' && <CashOut bet={bet} />}
    </li>
  );
}

/** The member's bets, open or settled, a page at a time. */
export function MyBets() {
  const t = useT();
  const language = useLanguage();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({ ...betsQuery(status, pageNo, language), placeholderData: keepPreviousData });
  const choose = (next: 'open' | 'settled') => {
    setStatus(next);
    setPageNo(1);
  };
  return (
    <section className={styles.page} aria-labelledby="my-bets-title">
      <h1 id="my-bets-title" className={styles.visuallyHidden}>
        {t('tab.bets')}
      </h1>
      <div className={styles.tabs} role="group" aria-label={t('tab.bets')}>
        {(['open', 'settled'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={styles.tab}
            aria-pressed={status === option}
            onClick={() => choose(option)}
          >
            {t(`bets.${option}`)}
          </button>
        ))}
      </div>
      <LoadState
        isPending={query.isPending}
        error={query.data ? null : query.error}
        retry={query.refetch}
        empty={query.data?.list.length === 0}
        emptyText={t('bets.empty')}
      >
        <ul className={styles.list}>
          {query.data?.list.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
        </ul>
        <Pager page={pageNo} pages={query.data?.totalPages ?? 1} onPage={setPageNo} />
      </LoadState>
    </section>
  );
}
