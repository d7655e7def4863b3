import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { depositKeys, orderQuery } from '../api/deposit-calls';
import { StatusBadge } from './status-badge';
import styles from './deposit.module.css';

/**
 * The order the member just made or came back from the gateway with: its state, asked again while it
 * waits; `onPaid` once it is paid (the balance is asked again).
 */
export function ReturnedOrder({
  id,
  symbol,
  onPaid,
  onClose,
}: {
  id: number;
  symbol: string;
  onPaid: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const { data } = useQuery(orderQuery(token, id));
  const client = useQueryClient();
  const told = useRef(false);
  useEffect(() => {
    if (data?.status === 'paid' && !told.current) {
      told.current = true;
      onPaid();
      // A paid deposit may close an offer (the first-deposit bonus, today's reload).
      void client.invalidateQueries({ queryKey: depositKeys.channels(token) });
    }
  }, [data?.status, onPaid, client, token]);
  if (!data) return null;
  const text =
    data.status === 'pending'
      ? data.provider === 'manual_bank'
        ? t('deposit.result.waitingOperator')
        : t('deposit.result.waitingGateway')
      : t(`deposit.result.${data.status}`);
  return (
    <section className={styles.result} aria-live="polite" data-testid="deposit-result">
      <div className={styles.resultHead}>
        <strong>{t('deposit.orderNo', { orderNo: data.orderNo })}</strong>
        <StatusBadge status={data.status} />
      </div>
      <p className={styles.resultAmount}>{money(data.amount, symbol)}</p>
      <p>{text}</p>
      {data.promotion ? (
        <p className={styles.hint} data-testid="deposit-result-promotion">
          {t('deposit.promotion', { title: data.promotion.title })}
        </p>
      ) : null}
      {data.note ? <p className={styles.hint}>{data.note}</p> : null}
      <button type="button" className={styles.linkButton} onClick={onClose}>
        {t('deposit.newDeposit')}
      </button>
    </section>
  );
}
