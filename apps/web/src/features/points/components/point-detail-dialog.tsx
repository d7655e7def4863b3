import { GAME_CATEGORIES, POINT_ENTRY_KINDS } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { pointDetailQuery } from '../api/point-shop-calls';
import { ListState } from '@/components/ui/list-state';
import { formatPoints } from './points-summary';
import styles from './point-dialogs.module.css';

const isKind = (k: string): k is (typeof POINT_ENTRY_KINDS)[number] =>
  (POINT_ENTRY_KINDS as readonly string[]).includes(k);
const isCategory = (c: string): c is (typeof GAME_CATEGORIES)[number] =>
  (GAME_CATEGORIES as readonly string[]).includes(c);

/** Points detail: every entry of the member's points, newest first, with the points after each. */
export function PointDetailDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(pointDetailQuery(token, pageNo));
  const data = query.data;
  return (
    <Modal title={t('pointShop.detail.title')} onClose={onClose} large testId="point-detail-dialog">
      <div className={styles.stack}>
        {query.isError && !data ? (
          <ListState
            kind="error"
            title={t('pointShop.common.loadFailed')}
            message={errorText(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : !data ? (
          <ListState kind="loading" />
        ) : data.list.length === 0 ? (
          <ListState kind="empty" title={t('pointShop.detail.empty')} testId="list-empty" />
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="point-entries">
              <thead>
                <tr>
                  <th scope="col">{t('pointShop.detail.transactionNo')}</th>
                  <th scope="col">{t('pointShop.detail.time')}</th>
                  <th scope="col">{t('pointShop.detail.kind')}</th>
                  <th scope="col">{t('pointShop.detail.gameType')}</th>
                  <th scope="col" className={styles.num}>
                    {t('pointShop.detail.points')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('pointShop.detail.balanceAfter')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((entry) => (
                  <tr key={entry.id} data-testid={`point-entry-${entry.id}`}>
                    <td className={styles.nowrap}>{entry.transactionNo}</td>
                    <td className={styles.nowrap}>{entry.createdDateStr}</td>
                    <td>{isKind(entry.kind) ? t(`pointShop.detail.kinds.${entry.kind}`) : entry.kind}</td>
                    <td>
                      {entry.gameType === null
                        ? '—'
                        : isCategory(entry.gameType)
                          ? t(`nav.${entry.gameType}`)
                          : entry.gameType}
                    </td>
                    <td className={`${styles.num} ${entry.points >= 0 ? styles.plus : styles.minus}`}>
                      {entry.points > 0 ? '+' : ''}
                      {formatPoints(entry.points)}
                    </td>
                    <td className={styles.num}>{formatPoints(entry.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data ? (
          <Pagination
            page={data.pageNo}
            totalPages={data.totalPages}
            onChange={setPageNo}
            disabled={query.isFetching}
          />
        ) : null}
      </div>
    </Modal>
  );
}
