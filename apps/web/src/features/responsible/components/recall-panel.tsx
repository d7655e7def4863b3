import type { Recall, RecallQuery } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { ListRestart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { formatDateTime, useDisplayTimeZone, withZone } from '@/lib/time';
import { recallQuery } from '../api/responsible-calls';
import { useResponsibleState } from '../hooks/use-responsible';
import styles from './responsible.module.css';

type Round = Recall['rounds'][number];

/** The game's last 10 rounds of the member: time, round id, stake, win and status. */
export function RecallPanel({
  game,
  name,
  onClose,
}: {
  game: RecallQuery;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const zone = useDisplayTimeZone();
  const currency = useResponsibleState().data?.currency ?? '';
  const answer = useQuery(recallQuery(token, game));
  const columns: Column<Round>[] = [
    // The round id under its time: four columns fit a phone's width without scrolling sideways.
    {
      key: 'time',
      header: (
        <>
          {withZone(t('responsible.recall.time'), zone)}
          <span className={styles.recallSub}>{t('responsible.recall.round')}</span>
        </>
      ),
      cell: (r) => (
        <>
          {formatDateTime(r.placedAt, zone)}
          <span className={styles.recallSub}>{r.roundId}</span>
        </>
      ),
    },
    {
      key: 'stake',
      header: t('responsible.recall.stake'),
      numeric: true,
      cell: (r) => money(r.stake, currency),
    },
    { key: 'win', header: t('responsible.recall.win'), numeric: true, cell: (r) => money(r.win, currency) },
    {
      key: 'status',
      header: t('responsible.recall.status'),
      cell: (r) => t(`responsible.recall.statuses.${r.status}`),
    },
  ];
  return (
    <Modal
      title={t('responsible.recall.title', { game: answer.data?.gameName ?? name })}
      onClose={onClose}
      large
      testId="recall-panel"
    >
      <DataTable
        columns={columns}
        rows={answer.data?.rounds}
        rowKey={(r) => r.roundId}
        rowProps={() => ({ 'data-testid': 'recall-round' })}
        error={
          answer.error ? { message: errorText(answer.error), onRetry: () => void answer.refetch() } : null
        }
        empty={{ title: t('responsible.recall.empty'), testId: 'recall-empty' }}
        testId="recall-rounds"
      />
    </Modal>
  );
}

/** The game bar's "Last 10 rounds" button, which opens the recall panel. */
export function RecallButton({
  game,
  name,
  className,
}: {
  game: RecallQuery;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        aria-label={t('responsible.recall.open')}
        title={t('responsible.recall.open')}
        data-testid="recall-open"
      >
        <ListRestart size={16} aria-hidden />
      </button>
      {open ? <RecallPanel game={game} name={name} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
