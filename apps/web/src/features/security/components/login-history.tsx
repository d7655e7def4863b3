import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import formStyles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { formatDateTime, useDisplayTimeZone, withZone } from '@/lib/time';
import { loginHistoryQuery } from '../api/security-calls';
import styles from './security.module.css';

/** The member's recent logins: when, from where, on what. */
export function LoginHistoryTable() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(loginHistoryQuery(token, pageNo));
  const zone = useDisplayTimeZone();
  if (query.isError)
    return (
      <p className={formStyles.banner} role="alert">
        {errorText(query.error)}
      </p>
    );
  if (!query.data) return <p className={styles.muted}>{t('status.loading')}</p>;
  return (
    <div className={styles.card} data-testid="login-history">
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{withZone(t('security.history.time'), zone)}</th>
            <th>{t('security.history.ip')}</th>
            <th>{t('security.history.device')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.list.map((row) => (
            <tr key={`${row.time}-${row.ip}`}>
              <td>
                {formatDateTime(row.time, zone)}{' '}
                {row.current ? <span className={styles.tag}>{t('security.history.current')}</span> : null}
              </td>
              <td>{row.ip}</td>
              <td>{row.device}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {query.data.totalPages > 1 ? (
        <Pagination page={pageNo} totalPages={query.data.totalPages} onChange={setPageNo} />
      ) : null}
    </div>
  );
}
