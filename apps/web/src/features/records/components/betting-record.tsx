import { GAME_CATEGORIES, RECORD_PAGE_SIZE, type BetRecord, type GameCategory } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { bettingRecordQuery, type BetsParams } from '../api/record-calls';
import { DEFAULT_RANGE, rangeQuery } from '../hooks/record-range';
import { BetFilters, type BetFilterValue, type Menus } from './bet-filters';
import { Money } from './money-text';
import { ListState } from '@/components/ui/list-state';
import { RoundDetail } from './round-detail';
import styles from './records.module.css';

export const DEFAULT_BET_FILTERS: BetFilterValue = {
  range: DEFAULT_RANGE,
  gameType: 'ALL',
  vendor: '',
  status: 'all',
};

const isCategory = (s: string): s is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(s);

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
  const query = useQuery(bettingRecordQuery(token, params));
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
      {query.isError && !data ? (
        <ListState
          kind="error"
          title={t('records.loadFailed')}
          message={errorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <ListState kind="loading" />
      ) : data.list.length === 0 ? (
        <ListState
          kind="empty"
          title={t('records.empty')}
          hint={t('records.emptyHint')}
          testId="records-empty"
        />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="bet-table">
            <thead>
              <tr>
                <th scope="col">{t('records.columns.time')}</th>
                <th scope="col">{t('records.columns.game')}</th>
                <th scope="col">{t('records.columns.gameType')}</th>
                <th scope="col" className={styles.num}>
                  {t('records.columns.stake')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('records.columns.validBet')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('records.columns.payout')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('records.columns.winLoss')}
                </th>
                <th scope="col">{t('records.columns.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('records.details')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <BetRow key={row.id} row={row} symbol={symbol} onOpen={() => setSelected(row.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data ? (
        <Pagination
          page={data.pageNo}
          totalPages={data.totalPages}
          onChange={changePage}
          disabled={query.isFetching}
        />
      ) : null}
      {selected !== null ? (
        <RoundDetail id={selected} symbol={symbol} onClose={() => setSelected(null)} />
      ) : null}
    </section>
  );
}

function BetRow({ row, symbol, onOpen }: { row: BetRecord; symbol: string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <tr className={styles.clickable} onClick={onOpen} data-testid={`bet-${row.id}`}>
      <td className={styles.time}>{row.createdDateStr}</td>
      <td>
        <span className={styles.game}>
          <span>{row.gameName}</span>
          <span className={styles.muted}>{row.vendor}</span>
        </span>
      </td>
      <td>{isCategory(row.gameType) ? t(`nav.${row.gameType}`) : row.gameType}</td>
      <td className={styles.num}>
        <Money amount={row.stake} symbol={symbol} />
      </td>
      <td className={styles.num}>
        <Money amount={row.validBet} symbol={symbol} />
      </td>
      <td className={styles.num}>
        <Money amount={row.payout} symbol={symbol} />
      </td>
      <td className={styles.num}>
        {row.winLoss === null ? '—' : <Money amount={row.winLoss} symbol={symbol} signed />}
      </td>
      <td>
        <span className={`${styles.badge} ${styles[row.status]}`}>{t(`records.status.${row.status}`)}</span>
      </td>
      <td>
        <button
          type="button"
          className={styles.detailsButton}
          onClick={(e) => {
            e.stopPropagation();
            onOpen();
          }}
          aria-label={t('records.detailsOf', { round: row.roundId })}
        >
          <ChevronRight size={16} aria-hidden />
        </button>
      </td>
    </tr>
  );
}
