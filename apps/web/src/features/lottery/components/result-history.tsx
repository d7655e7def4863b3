import type { LotteryGame, LotteryNumero } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { useLanguage } from '@/lib/i18n';
import { formatDateTime, useDisplayTimeZone, withZone } from '@/lib/time';
import { resultsQuery } from '../api/lottery-calls';
import { useLotteryText } from './lottery-text';
import { ResultBalls } from './result-balls';
import { VerifyModal } from './verify-modal';
import { VnBoard } from './vn-board';
import styles from './lottery.module.css';
import { refusalOf } from './load-state';

const PAGE_SIZE = 10;

/** A game's drawn numeros, newest first (a day of them when a date is chosen), each with its verify data. */
export function ResultHistory({ game }: { game: LotteryGame }) {
  const text = useLotteryText();
  const { t } = text;
  const id = useId();
  const language = useLanguage();
  const zone = useDisplayTimeZone();
  const [pageNo, setPageNo] = useState(1);
  const [date, setDate] = useState('');
  const query = useQuery(
    resultsQuery(language, { gameCode: game.gameCode, pageNo, pageSize: PAGE_SIZE, date: date || undefined }),
  );
  const [verifying, setVerifying] = useState<string | null>(null);
  const [board, setBoard] = useState<LotteryNumero | null>(null);
  const data = query.data;

  return (
    <div className={styles.belowPane} data-testid="result-history">
      <label className={styles.dateFilter} htmlFor={`${id}-date`}>
        <span>{t('lottery.results.date')}</span>
        <input
          id={`${id}-date`}
          className={styles.input}
          type="date"
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setPageNo(1);
          }}
          data-testid="results-date"
        />
      </label>
      <DataTable<LotteryNumero>
        testId="results-table"
        minWidth={640}
        rows={data?.list}
        rowKey={(n) => n.numero}
        rowProps={(n) => ({ 'data-testid': `result-${n.numero}` })}
        error={refusalOf(query, t('lottery.loadFailed'))}
        empty={{ title: t('lottery.results.empty'), testId: 'results-empty' }}
        columns={[
          { key: 'numero', header: t('lottery.bets.numero'), cell: (n) => n.numero },
          {
            key: 'draw',
            header: withZone(t('lottery.results.drawAt'), zone),
            cell: (n) => formatDateTime(n.drawAt, zone),
          },
          {
            key: 'result',
            header: t('lottery.results.result'),
            cell: (n) =>
              n.status === 'cancelled' ? (
                <span className={styles.muted}>{text.numeroStatus('cancelled')}</span>
              ) : (
                <span className={styles.inline}>
                  <ResultBalls result={n.result} compact={n.result?.kind === 'keno'} />
                  {n.result?.kind === 'vn' ? (
                    <Button
                      size="small"
                      variant="subtle"
                      onClick={() => setBoard(n)}
                      data-testid="open-board"
                    >
                      {t('lottery.results.board')}
                    </Button>
                  ) : null}
                </span>
              ),
          },
          {
            key: 'verify',
            header: t('lottery.results.verify'),
            hideHeader: true,
            cell: (n) =>
              n.seedHash && n.status !== 'cancelled' ? (
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => setVerifying(n.numero)}
                  data-testid={`verify-${n.numero}`}
                >
                  {t('lottery.results.verify')}
                </Button>
              ) : null,
          },
        ]}
      />
      {data ? <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} /> : null}
      {verifying ? (
        <VerifyModal gameCode={game.gameCode} numero={verifying} onClose={() => setVerifying(null)} />
      ) : null}
      {board?.result?.kind === 'vn' ? (
        <Modal
          title={`${game.gameName} · ${board.numero}`}
          onClose={() => setBoard(null)}
          large
          testId="board-modal"
        >
          <VnBoard
            caption={t('lottery.board.caption', {
              name: game.gameName,
              date: formatDateTime(board.drawAt, zone).slice(0, 10),
            })}
            columns={[{ key: board.numero, title: board.gameName, result: board.result }]}
          />
        </Modal>
      ) : null}
    </div>
  );
}
