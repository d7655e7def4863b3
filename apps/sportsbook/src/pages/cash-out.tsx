import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SbBet } from '@platform/contracts';
import { cashOut, cashOutQuote, keepsRequestId, newRequestId } from '../api/book-calls';
import { problemText } from '../components/load-state';
import { moneyOf } from '../format';
import { useLanguage, useT } from '../i18n/strings';
import { walletChanged } from '../wallet-changed';
import styles from './my-bets.module.css';

/**
 * Cash out of an open bet: the book's value now is asked when the member presses, shown, and paid on
 * confirmation at that value (the book refuses a lower one). A retry after no answer keeps the request id.
 */
export function CashOut({ bet }: { bet: SbBet }) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const requestId = useRef<{ id: string; value: number } | null>(null);
  const quote = useMutation({ mutationFn: () => cashOutQuote(bet.id) });
  const confirm = useMutation({
    mutationFn: (value: number) => {
      if (requestId.current?.value !== value) requestId.current = { id: newRequestId(), value };
      return cashOut(bet.id, { requestId: requestId.current.id, value });
    },
    onSuccess(answer) {
      requestId.current = null;
      walletChanged(queryClient, answer.balance);
    },
    onError(error) {
      if (!keepsRequestId(error)) requestId.current = null;
    },
  });
  const value = quote.data?.value ?? null;
  const error = confirm.error ?? quote.error;

  let body;
  if (confirm.data) {
    body = <p className={styles.done}>{t('bets.cashedOut', { amount: moneyOf(confirm.data.bet.payout) })}</p>;
  } else if (quote.data && value === null) {
    body = <p className={styles.note}>{t('bets.cashOutNone')}</p>;
  } else if (quote.data && value !== null) {
    body = (
      <div className={styles.confirm}>
        <p className={styles.question}>{t('bets.cashOutFor', { amount: moneyOf(value) })}</p>
        <button
          type="button"
          className={styles.primary}
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(value)}
        >
          {t('bets.confirm')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={confirm.isPending}
          onClick={() => {
            quote.reset();
            confirm.reset();
          }}
        >
          {t('bets.cancel')}
        </button>
      </div>
    );
  } else {
    body = (
      <button
        type="button"
        className={styles.primary}
        disabled={quote.isPending}
        onClick={() => {
          confirm.reset();
          quote.mutate();
        }}
      >
        {t('bets.cashOut')}
      </button>
    );
  }
  return (
    <div className={styles.cashOut}>
      <div role="status" aria-live="polite">
        {body}
      </div>
      <div role="alert" className={styles.problem}>
        {error ? problemText(error, t, language) : null}
      </div>
    </div>
  );
}
