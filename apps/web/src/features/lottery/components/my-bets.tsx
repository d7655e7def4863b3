import type { LotteryBet, LotteryGame } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { formatDateTime, useDisplayTimeZone, withZone } from '@/lib/time';
import { useUi } from '@/lib/ui-store';
import { myBetsQuery } from '../api/lottery-calls';
import { useCancelChase } from '../hooks/use-place-slip';
import { useLotteryText } from './lottery-text';
import styles from './lottery.module.css';
import { refusalOf } from './load-state';

const PAGE_SIZE = 10;

/** The member's bets on this game, newest first, with the chases that can still be cancelled. */
export function MyBets({ game, symbol }: { game: LotteryGame; symbol: string }) {
  const text = useLotteryText();
  const { t } = text;
  const token = useSession((s) => s.token);
  const zone = useDisplayTimeZone();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(myBetsQuery(token, { gameCode: game.gameCode, pageNo, pageSize: PAGE_SIZE }));
  const cancel = useCancelChase();
  const [asked, setAsked] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  if (!token)
    return (
      <div className={styles.belowPane}>
        <ListState kind="empty" title={t('lottery.bets.login')} testId="bets-login" />
        <Button onClick={() => useUi.getState().open('login')} data-testid="bets-login-button">
          {t('lottery.slip.login')}
        </Button>
      </div>
    );

  const confirm = () => {
    if (asked === null) return;
    cancel.mutate(asked, {
      onSuccess: (answer) => {
        setAsked(null);
        setOutcome({ ok: true, text: t('lottery.bets.cancelled', { count: answer.refunded }) });
      },
      onError: (error) => {
        setAsked(null);
        setOutcome({ ok: false, text: errorText(error) });
      },
    });
  };

  const data = query.data;
  return (
    <div className={styles.belowPane} data-testid="my-bets">
      {outcome ? (
        <p
          className={outcome.ok ? styles.success : styles.problem}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="chase-outcome"
        >
          {outcome.text}
        </p>
      ) : null}
      <DataTable<LotteryBet>
        testId="bets-table"
        minWidth={760}
        rows={data?.list}
        rowKey={(b) => b.id}
        rowProps={(b) => ({ 'data-testid': `bet-${b.id}` })}
        error={refusalOf(query, t('lottery.loadFailed'))}
        empty={{ title: t('lottery.bets.empty'), testId: 'bets-empty' }}
        columns={[
          {
            key: 'time',
            header: withZone(t('lottery.bets.placedAt'), zone),
            cell: (b) => formatDateTime(b.placedAt, zone),
          },
          { key: 'numero', header: t('lottery.bets.numero'), cell: (b) => b.numero },
          {
            key: 'bet',
            header: t('lottery.bets.bet'),
            cell: (b) => (
              <span className={styles.stack}>
                <span>{text.betType(b.betType)}</span>
                <span className={styles.muted}>{text.selection(b.selection)}</span>
              </span>
            ),
          },
          {
            key: 'amount',
            header: t('lottery.bets.amount'),
            numeric: true,
            cell: (b) => (
              <span className={styles.stack}>
                <span>{money(b.amount, symbol)}</span>
                <span className={styles.muted}>
                  {t('lottery.slip.units', { count: b.units })} × {money(b.unitPrice, symbol)} × {b.multiple}
                </span>
              </span>
            ),
          },
          {
            key: 'status',
            header: t('lottery.bets.status'),
            cell: (b) => (
              <span className={`${styles.status} ${styles[`status_${b.status}`] ?? ''}`}>
                {text.betStatus(b.status)}
              </span>
            ),
          },
          {
            key: 'payout',
            header: t('lottery.bets.payout'),
            numeric: true,
            cell: (b) => money(b.payout, symbol),
          },
          {
            key: 'action',
            header: t('lottery.bets.action'),
            hideHeader: true,
            cell: (b) =>
              b.chaseId !== null && b.status === 'open' ? (
                <Button
                  size="small"
                  variant="subtle"
                  onClick={() => setAsked(b.chaseId)}
                  data-testid={`cancel-chase-${b.id}`}
                >
                  {t('lottery.bets.cancelChase')}
                </Button>
              ) : null,
          },
        ]}
      />
      {data ? <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} /> : null}
      {asked !== null ? (
        <ConfirmDialog
          title={t('lottery.bets.cancelChase')}
          text={t('lottery.bets.cancelText')}
          confirmLabel={t('lottery.bets.cancelChase')}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
          busy={cancel.isPending}
          testId="cancel-chase-dialog"
        />
      ) : null}
    </div>
  );
}
