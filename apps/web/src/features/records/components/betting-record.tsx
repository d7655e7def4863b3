import { RECORD_PAGE_SIZE, type BetRecord } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { withZone } from '@/lib/time';
import { bettingRecordQuery, type BetsParams } from '../api/record-calls';
import { DEFAULT_RANGE, rangeQuery } from '../hooks/record-range';
import { BetFilters, type BetFilterValue, type Menus } from './bet-filters';
import { gameTypeLabel } from './kind-label';
import { Money, WinLoss } from './money-text';
import { RoundDetail } from './round-detail';
import styles from './records.module.css';

export const DEFAULT_BET_FILTERS: BetFilterValue = {
  range: DEFAULT_RANGE,
  gameType: 'ALL',
  vendor: '',
  status: 'all',
};

/** The query of a filter and page; null while custom days are not a valid range. */
export function betsParams(filters: BetFilterValue, pageNo: number, today: string | null): BetsParams | null {
  const dates = rangeQuery(filters.range, today);
  if (!dates) return null;
  return {
    ...dates,
    gameType: filters.gameType,
    vendor: filters.vendor,
    status: filters.status,
    pageNo,
    pageSize: RECORD_PAGE_SIZE,
  };
}

type Props = { menus: Menus; currencySymbol: string };

/** personalHistoryCopy: the member's rounds with filters, totals, pages, and each round's detail. */
export function BettingRecord({ menus, currencySymbol }: Props) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const [filters, setFilters] = useState(DEFAULT_BET_FILTERS);
  const [params, setParams] = useState<BetsParams>(() => betsParams(DEFAULT_BET_FILTERS, 1, null)!);
  const [selected, setSelected] = useState<number | null>(null);
  const language = useLanguage();
  const query = useQuery(bettingRecordQuery(token, params, language));
  const today = query.data?.range.today ?? null;

  const changeFilters = (next: BetFilterValue) => {
    setFilters(next);
    const asked = betsParams(next, 1, today);
    if (asked) setParams(asked);
  };
  const changePage = (pageNo: number) => setParams({ ...params, pageNo });
  const data = query.data;
  const symbol = currencySymbol;

  return (
    <section className={styles.page} data-testid="betting-record">
      <h3 className={styles.title}>{t('memberCentre.menu.personalHistoryCopy')}</h3>
      <BetFilters value={filters} onChange={changeFilters} menus={menus} today={today} />
      {data ? (
        <dl className={styles.totals} data-testid="bet-totals">
          <div className={styles.total}>
            <dt>{t('records.totals.count')}</dt>
            <dd>{data.totals.count.toLocaleString('en-US')}</dd>
          </div>
          <div className={styles.total}>
            <dt>{t('records.columns.stake')}</dt>
            <dd>
              <Money amount={data.totals.stake} symbol={symbol} />
            </dd>
          </div>
          <div className={styles.total}>
            <dt>{t('records.columns.validBet')}</dt>
            <dd>
              <Money amount={data.totals.validBet} symbol={symbol} />
            </dd>
          </div>
          <div className={styles.total}>
            <dt>{t('records.columns.payout')}</dt>
            <dd>
              <Money amount={data.totals.payout} symbol={symbol} />
            </dd>
          </div>
          <div className={styles.total}>
            <dt>{t('records.columns.winLoss')}</dt>
            <dd>
              <Money amount={data.totals.winLoss} symbol={symbol} signed />
            </dd>
          </div>
        </dl>
      ) : null}
      {query.isFetching && data ? <div className={styles.loadingBar} aria-hidden /> : null}
      <DataTable
        testId="bet-table"
        minWidth={760}
        rows={data?.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `bet-${row.id}`, onClick: () => setSelected(row.id) })}
        error={
          query.isError
            ? {
                title: t('records.loadFailed'),
                message: errorText(query.error),
                onRetry: () => void query.refetch(),
              }
            : null
        }
        empty={{ title: t('records.empty'), hint: t('records.emptyHint'), testId: 'records-empty' }}
        columns={betColumns(t, symbol, setSelected, data?.range.timeZone)}
      />
      {data ? (
        <Pagination
          page={data.pageNo}
          totalPages={data.totalPages}
          onChange={changePage}
          disabled={query.isFetching}
        />
      ) : null}
      {selected !== null ? (
        <RoundDetail
          id={selected}
          symbol={symbol}
          timeZone={data?.range.timeZone}
          onClose={() => setSelected(null)}
        />
      ) : null}
    </section>
  );
}

/** The betting record's columns; a row opens the round's details (so does its button, for keyboards). */
function betColumns(
  t: TFunction,
  symbol: string,
  open: (id: number) => void,
  timeZone: string | undefined,
): Column<BetRecord>[] {
  return [
    {
      key: 'time',
      // The server writes times in the brand's zone: the header says which.
      header: withZone(t('records.columns.time'), timeZone),
      className: styles.time,
      cell: (row) => row.createdDateStr,
    },
    {
      key: 'game',
      header: t('records.columns.game'),
      cell: (row) => (
        <span className={styles.game}>
          <span>{row.gameName}</span>
          <span className={styles.muted}>{row.vendorName}</span>
        </span>
      ),
    },
    {
      key: 'gameType',
      header: t('records.columns.gameType'),
      cell: (row) => gameTypeLabel(t, row),
    },
    {
      key: 'stake',
      header: t('records.columns.stake'),
      numeric: true,
      cell: (row) => <Money amount={row.stake} symbol={symbol} />,
    },
    {
      key: 'validBet',
      header: t('records.columns.validBet'),
      numeric: true,
      cell: (row) => <Money amount={row.validBet} symbol={symbol} />,
    },
    {
      key: 'payout',
      header: t('records.columns.payout'),
      numeric: true,
      cell: (row) => <Money amount={row.payout} symbol={symbol} />,
    },
    {
      key: 'winLoss',
      header: t('records.columns.winLoss'),
      numeric: true,
      cell: (row) => <WinLoss round={row} symbol={symbol} />,
    },
    {
      key: 'status',
      header: t('records.columns.status'),
      cell: (row) => (
        <span className={`${styles.badge} ${styles[row.status]}`}>{t(`records.status.${row.status}`)}</span>
      ),
    },
    {
      key: 'details',
      header: t('records.details'),
      hideHeader: true,
      cell: (row) => (
        <button
          type="button"
          className={styles.detailsButton}
          onClick={(e) => {
            e.stopPropagation();
            open(row.id);
          }}
          aria-label={t('records.detailsOf', { round: row.roundId })}
        >
          <ChevronRight size={16} aria-hidden />
        </button>
      ),
    },
  ];
}
