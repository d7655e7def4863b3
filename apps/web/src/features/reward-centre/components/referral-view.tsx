import type { ReferralRewardState } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useBrandTimeZone, withZone } from '@/lib/time';
import { inviteesQuery, referralQuery } from '../api/reward-calls';
import { ListState } from '@/components/ui/list-state';
import { money } from './parts';
import styles from './rewards.module.css';

const BADGE: Record<ReferralRewardState, string> = {
  none: '',
  review: '',
  declined: '',
  available: styles.badgeAvailable ?? '',
  claimed: styles.badgeClaimed ?? '',
  expired: '',
};

function RewardBadge({ state }: { state: ReferralRewardState }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${BADGE[state]}`}>{t(`referral.states.${state}`)}</span>;
}

/**
 * referral: the member's code and registration link (with a QR code drawn by `qr`), what an invitation
 * earns, and the invitations with the reward of each.
 */
export function ReferralView({
  currencySymbol: symbol,
  origin = window.location.origin,
  qr,
}: {
  currencySymbol: string;
  origin?: string;
  qr?: (url: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const token = useSession((s) => s.token);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(referralQuery(token));
  const invitees = useQuery(inviteesQuery(token, pageNo));
  const data = query.data;

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(done);
    } catch {
      showToast(t('referral.copyFailed'), 'error');
    }
  };

  if (query.isError && !data)
    return (
      <section className={styles.page} data-testid="referral">
        <h3 className={styles.title}>{t('memberCentre.menu.referral')}</h3>
        <ListState kind="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />
      </section>
    );
  if (!data)
    return (
      <section className={styles.page} data-testid="referral">
        <ListState kind="loading" />
      </section>
    );
  const link = `${origin}${data.registerPath}`;
  const list = invitees.data;
  return (
    <section className={styles.page} data-testid="referral">
      <h3 className={styles.title}>{t('memberCentre.menu.referral')}</h3>
      <div className={styles.share}>
        <div className={styles.page}>
          <div className={styles.shareRow}>
            <span className={styles.muted}>{t('referral.code')}</span>
            <span className={styles.code} data-testid="referral-code">
              {data.code}
            </span>
            <Button
              size="small"
              variant="ghost"
              onClick={() => void copy(data.code, t('referral.codeCopied'))}
            >
              {t('referral.copy')}
            </Button>
          </div>
          <div className={styles.shareRow}>
            <span className={styles.muted}>{t('referral.link')}</span>
            <span className={styles.link} title={link} data-testid="referral-link">
              {link}
            </span>
            <Button size="small" variant="ghost" onClick={() => void copy(link, t('referral.linkCopied'))}>
              {t('referral.copy')}
            </Button>
          </div>
        </div>
        {qr ? <div data-testid="referral-qr">{qr(link)}</div> : null}
      </div>
      <ul className={styles.muted} data-testid="referral-rules">
        {data.rules.signupReward > 0 ? (
          <li>{t('referral.signupRule', { amount: money(data.rules.signupReward, symbol) })}</li>
        ) : null}
        {data.rules.playReward > 0 ? (
          <li>
            {t('referral.playRule', {
              amount: money(data.rules.playReward, symbol),
              turnover: money(data.rules.playTurnover, symbol),
            })}
          </li>
        ) : null}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t('referral.invited')}</dt>
          <dd data-testid="referral-invited">{data.totals.invited}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('referral.earned')}</dt>
          <dd>{money(data.totals.rewardsEarned, symbol)}</dd>
        </div>
      </dl>
      <h4 className={styles.cardTitle}>{t('referral.invitations')}</h4>
      {invitees.isError && !list ? (
        <ListState kind="error" message={errorText(invitees.error)} onRetry={() => void invitees.refetch()} />
      ) : !list ? (
        <ListState kind="loading" />
      ) : list.list.length === 0 ? (
        <ListState kind="empty" testId="rewards-empty" title={t('referral.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="invitees">
            <thead>
              <tr>
                <th scope="col">{t('referral.columns.username')}</th>
                <th scope="col">{withZone(t('referral.columns.registered'), zone)}</th>
                <th scope="col" className={styles.num}>
                  {t('referral.columns.validBet')}
                </th>
                <th scope="col">{t('referral.columns.signupReward')}</th>
                <th scope="col">{t('referral.columns.playReward')}</th>
              </tr>
            </thead>
            <tbody>
              {list.list.map((i, n) => (
                <tr key={`${i.username}-${n}`}>
                  <td>{i.username}</td>
                  <td>{i.registeredDateStr}</td>
                  <td className={styles.num}>{money(i.validBet, symbol)}</td>
                  <td>
                    <RewardBadge state={i.signupReward} />
                  </td>
                  <td>
                    <RewardBadge state={i.playReward} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list ? (
        <Pagination
          page={list.pageNo}
          totalPages={list.totalPages}
          onChange={setPageNo}
          disabled={invitees.isFetching}
        />
      ) : null}
    </section>
  );
}
