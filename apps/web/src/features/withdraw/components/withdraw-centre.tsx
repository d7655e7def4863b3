import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BonusLockNote } from '@/components/ui/bonus-lock';
import { Button } from '@/components/ui/button';
import { ListState } from '@/components/ui/list-state';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { withdrawInfoQuery } from '../api/withdraw-calls';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import styles from './withdraw.module.css';

/** The withdraw page: balance and limits, the form (or what to set up first), then my withdrawals. */
export function WithdrawCentre() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const query = useQuery(withdrawInfoQuery(token));
  const info = query.data;
  const openSecurity = () => useUi.getState().setMemberCentrePage('securityCenter');

  if (query.isError && !info)
    return (
      <section className={styles.page}>
        <h3 className={styles.title}>{t('memberCentre.menu.withdraw')}</h3>
        <ListState kind="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />
      </section>
    );
  if (!info)
    return (
      <section className={styles.page}>
        <h3 className={styles.title}>{t('memberCentre.menu.withdraw')}</h3>
        <ListState kind="loading" />
      </section>
    );

  const symbol = info.currencySymbol;
  const missing = !info.hasPaymentPassword
    ? 'noPaymentPassword'
    : info.bankAccounts.length === 0
      ? 'noBank'
      : null;
  return (
    <section className={styles.page} data-testid="withdraw-page">
      <h3 className={styles.title}>{t('memberCentre.menu.withdraw')}</h3>
      <dl className={styles.summary}>
        <div className={styles.stat}>
          <dt>{t('withdraw.balance')}</dt>
          <dd data-testid="withdraw-balance">{money(info.balance, symbol)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('withdraw.range')}</dt>
          <dd>{`${money(info.min, symbol)} - ${money(info.max, symbol)}`}</dd>
        </div>
        {info.perDayCount !== null ? (
          <div className={styles.stat}>
            <dt>{t('withdraw.todayCount')}</dt>
            <dd>{t('withdraw.usedOf', { used: info.usedTodayCount, total: info.perDayCount })}</dd>
          </div>
        ) : null}
        {info.perDayAmount !== null ? (
          <div className={styles.stat}>
            <dt>{t('withdraw.todayAmount')}</dt>
            <dd>{`${money(info.usedTodayAmount, symbol)} / ${money(info.perDayAmount, symbol)}`}</dd>
          </div>
        ) : null}
      </dl>
      <BonusLockNote lock={info.bonusLock} symbol={symbol} />
      {missing ? (
        <div className={styles.prompt} data-testid={`withdraw-prompt-${missing}`}>
          <p>{t(`withdraw.${missing}`)}</p>
          <Button onClick={openSecurity} data-testid="withdraw-open-security">
            {t('withdraw.openSecurity')}
          </Button>
        </div>
      ) : (
        <WithdrawForm info={info} />
      )}
      <p className={styles.muted}>{t('withdraw.confirmHint', { minutes: info.confirmMinutes })}</p>
      <WithdrawalList symbol={symbol} />
    </section>
  );
}
