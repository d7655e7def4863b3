import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API,
  type AdminLotteryChange,
  type AdminLotteryNumero,
  LOTTERY_REGIONS,
  NUMERO_STATUSES,
} from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { toast } from '../../components/toast';
import { Badge, DateTime, Money, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useCan } from '../../lib/session';
import { resultToText, textToResult, type Region, type ResultKind } from './result-text';

type NumeroList = { list: AdminLotteryNumero[]; totalCount: number };
type Action = { numero: AdminLotteryNumero; kind: 'result' | 'correction' | 'cancel' };

const numeroPath = (template: string, n: AdminLotteryNumero) =>
  pathOf(template, { gameCode: n.gameCode, numero: n.numero });

const STATUS_TONE: Record<string, 'info' | 'success' | 'warning' | 'danger' | 'neutral'> = {
  open: 'info',
  closed: 'warning',
  drawn: 'neutral',
  settled: 'success',
  cancelled: 'danger',
};

/** A draw's result, entered (a feed game) or corrected (a note says why). */
function ResultDialog({
  numero,
  correction,
  onDone,
}: {
  numero: AdminLotteryNumero;
  correction: boolean;
  onDone: (saved: boolean) => void;
}) {
  const initialKind: ResultKind = numero.result?.kind ?? 'vn';
  const [kind, setKind] = useState<ResultKind>(initialKind);
  const [region, setRegion] = useState<Region>(
    numero.result?.kind === 'vn'
      ? numero.result.region
      : (LOTTERY_REGIONS.find((r) => numero.gameCode.includes(r)) ?? 'north'),
  );
  const [text, setText] = useState(resultToText(numero.result));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setProblem(null);
    const result = textToResult(kind, region, text);
    if (typeof result === 'string') return setProblem(result);
    if (correction && !note.trim()) return setProblem('Say why the result changes.');
    setBusy(true);
    try {
      const body = { result, ...(note.trim() ? { note: note.trim() } : {}) };
      const answer = correction
        ? await api.post<AdminLotteryChange>(numeroPath(ADMIN_API.adminLotteryCorrection, numero), body)
        : await api.put<AdminLotteryChange>(numeroPath(ADMIN_API.adminLotteryResult, numero), body);
      toast.success(
        `${numero.gameName} ${numero.numero}: ${answer.done} tickets settled` +
          (answer.left > 0 ? `, ${answer.left} left to the settlement job.` : '.'),
      );
      onDone(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Not saved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      size="large"
      title={`${correction ? 'Correct' : 'Enter'} the result of ${numero.gameName} ${numero.numero}`}
      onClose={() => onDone(false)}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => onDone(false)}>
            Cancel
          </button>
          <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
            {busy ? 'Settling…' : correction ? 'Correct and settle again' : 'Enter and settle'}
          </button>
        </>
      }
    >
      <div className="form">
        <div className="row-actions">
          <div className="field">
            <label htmlFor="lot-kind">Board</label>
            <select
              id="lot-kind"
              className="input"
              value={kind}
              disabled={numero.result !== null}
              onChange={(e) => setKind(e.target.value as ResultKind)}
            >
              <option value="vn">Vietnamese prizes</option>
              <option value="digits5">Five digits</option>
              <option value="keno">Keno (20 numbers)</option>
            </select>
          </div>
          {kind === 'vn' && (
            <div className="field">
              <label htmlFor="lot-region">Region</label>
              <select
                id="lot-region"
                className="input"
                value={region}
                onChange={(e) => setRegion(e.target.value as Region)}
              >
                {LOTTERY_REGIONS.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div className="field">
          <label htmlFor="lot-result">Result</label>
          <textarea
            id="lot-result"
            className="input"
            rows={kind === 'vn' ? 9 : 2}
            style={{ fontFamily: 'monospace' }}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={kind === 'vn' ? 'special: 12338\nfirst: 45607\nsecond: 11111 22207' : '1 2 3 4 5'}
          />
          <p className="field-hint">
            {kind === 'vn'
              ? 'One prize per line, as printed (leading zeros kept): special, first, second … eighth.'
              : kind === 'digits5'
                ? 'Five digits, ten-thousands first.'
                : 'The 20 numbers in the order drawn.'}
          </p>
        </div>
        <div className="field">
          <label htmlFor="lot-note">{correction ? 'Why (required)' : 'Source (optional)'}</label>
          <textarea
            id="lot-note"
            className="input"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        {problem && (
          <p className="form-problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    </Dialog>
  );
}

/** The brand's lottery draws (numeros): results entered and corrected, draws cancelled. */
export default function NumerosScreen() {
  const client = useQueryClient();
  const mayWrite = useCan(['owner', 'finance']);
  const [action, setAction] = useState<Action | null>(null);
  const table = useServerTable(['lottery', 'numeros'], (q, signal) =>
    api.get<NumeroList>(ADMIN_API.adminLotteryNumeros, toQuery(q), signal),
  );
  const refresh = () => client.invalidateQueries({ queryKey: ['lottery'] });
  const columns = useMemo<Column<AdminLotteryNumero>[]>(
    () => [
      {
        id: 'game',
        header: 'Draw',
        alwaysVisible: true,
        cell: (n) => (
          <span>
            {n.gameName} <span className="muted small">{n.numero}</span>
          </span>
        ),
      },
      { id: 'drawAt', header: 'Draw time', cell: (n) => <DateTime value={n.drawAt} /> },
      {
        id: 'status',
        header: 'Status',
        cell: (n) => (
          <span>
            <Badge tone={STATUS_TONE[n.status] ?? 'neutral'}>{n.status}</Badge>{' '}
            {n.corrections > 0 && <Badge tone="accent">corrected ×{n.corrections}</Badge>}
          </span>
        ),
      },
      { id: 'source', header: 'Source', cell: (n) => (n.source === 'feed' ? 'results feed' : 'house draw') },
      {
        id: 'result',
        header: 'Result',
        cell: (n) =>
          n.result ? (
            <span className="small" title={resultToText(n.result)}>
              {resultToText(n.result).split('\n')[0]}
              {n.result.kind === 'vn' && ' …'}
            </span>
          ) : (
            <span className="muted">—</span>
          ),
      },
      { id: 'bets', header: 'Bets', align: 'right', cell: (n) => n.bets },
      { id: 'stake', header: 'Stakes', align: 'right', cell: (n) => <Money amount={n.stake} /> },
      { id: 'payout', header: 'Paid', align: 'right', cell: (n) => <Money amount={n.payout} /> },
      {
        id: 'actions',
        header: '',
        align: 'right',
        alwaysVisible: true,
        cell: (n) =>
          mayWrite && (
            <span className="row-actions">
              {n.result === null &&
                n.source === 'feed' &&
                n.status !== 'cancelled' &&
                n.status !== 'open' && (
                  <button
                    type="button"
                    className="button small"
                    onClick={() => setAction({ numero: n, kind: 'result' })}
                  >
                    Result
                  </button>
                )}
              {n.result !== null && n.status !== 'cancelled' && (
                <button
                  type="button"
                  className="button small"
                  onClick={() => setAction({ numero: n, kind: 'correction' })}
                >
                  Correct
                </button>
              )}
              {n.status !== 'settled' && n.status !== 'cancelled' && (
                <button
                  type="button"
                  className="button small ghost"
                  onClick={() => setAction({ numero: n, kind: 'cancel' })}
                >
                  Cancel draw
                </button>
              )}
            </span>
          ),
      },
    ],
    [mayWrite],
  );
  const done = (saved: boolean) => {
    setAction(null);
    if (saved) void refresh();
  };
  return (
    <div className="page">
      <PageHeader title="Lottery draws" subtitle="Results of feed games, corrections and cancelled draws" />
      <DataTable
        id="lottery-numeros"
        label="Lottery draws"
        table={table}
        columns={columns}
        rowKey={(n) => `${n.gameCode}/${n.numero}`}
        filters={[
          { id: 'gameCode', label: 'Game', type: 'text', placeholder: 'Game code (vn-north)' },
          {
            id: 'status',
            label: 'Status',
            type: 'select',
            options: NUMERO_STATUSES.map((s) => ({ value: s, label: s })),
          },
        ]}
        emptyText="No draw matches."
      />
      {action && action.kind !== 'cancel' && (
        <ResultDialog numero={action.numero} correction={action.kind === 'correction'} onDone={done} />
      )}
      <ConfirmDialog
        open={action?.kind === 'cancel'}
        title="Cancel the draw"
        message={
          action && (
            <p>
              Every bet on {action.numero.gameName} {action.numero.numero} is refunded. This cannot be undone.
            </p>
          )
        }
        confirmLabel="Cancel draw and refund"
        danger
        reason="required"
        reasonLabel="Why"
        onConfirm={async (note) => {
          if (!action) return;
          const answer = await api.post<AdminLotteryChange>(
            numeroPath(ADMIN_API.adminLotteryCancel, action.numero),
            {
              note,
            },
          );
          toast.success(
            `Draw cancelled: ${answer.done} tickets refunded${answer.left ? `, ${answer.left} left` : ''}.`,
          );
          done(true);
        }}
        onClose={() => setAction(null)}
      />
    </div>
  );
}
