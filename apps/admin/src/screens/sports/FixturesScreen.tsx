import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  SB_FIXTURE_STATUSES,
  SB_SPORTS,
  SPORTSBOOK_PATHS,
  type SbAdminFixture,
  type SbAdminFixtures,
} from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { toast } from '../../components/toast';
import { Badge, DateTime, EscapedText, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { ApiError, api, pathOf } from '../../lib/api';
import { useCan } from '../../lib/session';

const VOID_STATUSES = ['postponed', 'abandoned', 'cancelled'] as const;
type Outcome = 'finished' | (typeof VOID_STATUSES)[number];
type Score = { home: number; away: number };

/** `1-0, 1-1` → periods; null when a part is not `h-a`. */
function parsePeriods(text: string): Score[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const scores: Score[] = [];
  for (const part of parts) {
    const m = /^(\d{1,3})\s*-\s*(\d{1,3})$/.exec(part);
    if (!m) return null;
    scores.push({ home: Number(m[1]), away: Number(m[2]) });
  }
  return scores;
}

const scoreText = (s: Score | null | undefined) => (s ? `${s.home}-${s.away}` : '');

/** The result of a fixture, entered or corrected (a correction needs a note: why). */
function ResultDialog({
  fixture,
  correction,
  onDone,
}: {
  fixture: SbAdminFixture;
  correction: boolean;
  onDone: (saved: boolean) => void;
}) {
  const previous = fixture.result;
  const [outcome, setOutcome] = useState<Outcome>(previous?.status ?? 'finished');
  const [home, setHome] = useState(previous?.status === 'finished' ? String(previous.score.home) : '');
  const [away, setAway] = useState(previous?.status === 'finished' ? String(previous.score.away) : '');
  const [periods, setPeriods] = useState(
    previous?.status === 'finished' ? previous.periods.map(scoreText).join(', ') : '',
  );
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field?: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setProblem(null);
    const parsed = parsePeriods(periods);
    if (outcome === 'finished') {
      if (!/^\d{1,3}$/.test(home) || !/^\d{1,3}$/.test(away))
        return setProblem({ field: 'score', text: 'Both scores are whole numbers.' });
      if (!parsed) return setProblem({ field: 'periods', text: 'Periods are written 1-0, 1-1 (home-away).' });
    }
    if (correction && !note.trim()) return setProblem({ field: 'note', text: 'Say why the result changes.' });
    const body =
      outcome === 'finished'
        ? { status: outcome, score: { home: Number(home), away: Number(away) }, periods: parsed ?? [] }
        : { status: outcome };
    setBusy(true);
    try {
      const path = correction ? SPORTSBOOK_PATHS.adminCorrection : SPORTSBOOK_PATHS.adminResult;
      const payload = { ...body, ...(note.trim() ? { note: note.trim() } : {}) };
      const answer = await (correction
        ? api.post<{ settled: number; corrected: number; left: number }>(
            pathOf(path, { id: fixture.id }),
            payload,
          )
        : api.put<{ settled: number; corrected: number; left: number }>(
            pathOf(path, { id: fixture.id }),
            payload,
          ));
      toast.success(
        `${fixture.home} – ${fixture.away}: ${answer.settled} bets settled, ${answer.corrected} settled again` +
          (answer.left > 0 ? `, ${answer.left} left to the settlement job.` : '.'),
      );
      onDone(true);
    } catch (error) {
      setProblem({
        field: error instanceof ApiError ? error.field : undefined,
        text: error instanceof Error ? error.message : 'Not saved.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={`${correction ? 'Correct the result' : 'Enter the result'}: ${fixture.home} – ${fixture.away}`}
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
        <div className="field">
          <label htmlFor="sb-outcome">Outcome</label>
          <select
            id="sb-outcome"
            className="input"
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as Outcome)}
          >
            <option value="finished">Finished (a final score)</option>
            {VOID_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)} (bets void)
              </option>
            ))}
          </select>
        </div>
        {outcome === 'finished' && (
          <>
            <div className="field">
              <label htmlFor="sb-home">
                Score: {fixture.home} (home) and {fixture.away} (away)
              </label>
              <span className="row-actions">
                <input
                  id="sb-home"
                  className="input number"
                  inputMode="numeric"
                  aria-label="Home score"
                  aria-invalid={problem?.field === 'score' || undefined}
                  value={home}
                  onChange={(e) => setHome(e.target.value)}
                />
                <span>–</span>
                <input
                  className="input number"
                  inputMode="numeric"
                  aria-label="Away score"
                  aria-invalid={problem?.field === 'score' || undefined}
                  value={away}
                  onChange={(e) => setAway(e.target.value)}
                />
              </span>
            </div>
            <div className="field">
              <label htmlFor="sb-periods">Periods, sets or maps (optional)</label>
              <input
                id="sb-periods"
                className="input"
                placeholder="1-0, 1-1"
                aria-invalid={problem?.field?.startsWith('periods') || undefined}
                value={periods}
                onChange={(e) => setPeriods(e.target.value)}
              />
              <p className="field-hint">Home-away per period, in order; they add up to the score.</p>
            </div>
          </>
        )}
        <div className="field">
          <label htmlFor="sb-note">{correction ? 'Why (required)' : 'Source or note (optional)'}</label>
          <textarea
            id="sb-note"
            className="input"
            rows={2}
            maxLength={500}
            aria-invalid={problem?.field === 'note' || undefined}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        {problem && (
          <p className="form-problem" role="alert">
            {problem.text}
          </p>
        )}
      </div>
    </Dialog>
  );
}

type Action = { fixture: SbAdminFixture; kind: 'result' | 'correction' | 'suspend' | 'reopen' };

/** The sportsbook's fixtures: results, corrections, markets suspended and reopened. */
export default function FixturesScreen() {
  const client = useQueryClient();
  const mayWrite = useCan(['owner', 'finance']);
  const [action, setAction] = useState<Action | null>(null);
  const table = useServerTable(['sportsbook', 'fixtures'], (q, signal) =>
    api.get<SbAdminFixtures>(SPORTSBOOK_PATHS.adminFixtures, toQuery(q), signal),
  );
  const refresh = () => client.invalidateQueries({ queryKey: ['sportsbook'] });
  const columns = useMemo<Column<SbAdminFixture>[]>(
    () => [
      { id: 'startsAt', header: 'Starts', cell: (f) => <DateTime value={f.startsAt} /> },
      {
        id: 'match',
        header: 'Fixture',
        alwaysVisible: true,
        cell: (f) => (
          <span>
            <EscapedText text={`${f.home} – ${f.away}`} />{' '}
            <span className="muted small">
              {f.sport} · <EscapedText text={f.league} max={40} />
            </span>
          </span>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: (f) => (
          <span>
            <Badge
              tone={
                f.status === 'finished'
                  ? 'success'
                  : f.status === 'scheduled' || f.status === 'live'
                    ? 'info'
                    : 'warning'
              }
            >
              {f.status}
            </Badge>{' '}
            {f.suspended && <Badge tone="danger">suspended</Badge>}
            {f.corrections > 0 && <Badge tone="accent">corrected ×{f.corrections}</Badge>}
          </span>
        ),
      },
      {
        id: 'score',
        header: 'Result',
        cell: (f) =>
          f.result?.status === 'finished' ? (
            <span>
              {scoreText(f.result.score)}{' '}
              {f.result.periods.length > 0 && (
                <span className="muted small">({f.result.periods.map(scoreText).join(', ')})</span>
              )}
            </span>
          ) : (
            (f.result?.status ?? <span className="muted">—</span>)
          ),
      },
      { id: 'openBets', header: 'Open bets', align: 'right', cell: (f) => f.openBets },
      { id: 'source', header: 'Source', cell: (f) => f.source, hiddenByDefault: true },
      {
        id: 'actions',
        header: '',
        align: 'right',
        alwaysVisible: true,
        cell: (f) =>
          mayWrite && (
            <span className="row-actions">
              {f.result === null ? (
                <>
                  <button
                    type="button"
                    className="button small"
                    onClick={() => setAction({ fixture: f, kind: 'result' })}
                  >
                    Result
                  </button>
                  <button
                    type="button"
                    className="button small ghost"
                    onClick={() => setAction({ fixture: f, kind: f.suspended ? 'reopen' : 'suspend' })}
                  >
                    {f.suspended ? 'Reopen' : 'Suspend'}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="button small"
                  onClick={() => setAction({ fixture: f, kind: 'correction' })}
                >
                  Correct
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
      <PageHeader
        title="Sportsbook fixtures"
        subtitle="Results, corrections, and markets suspended or reopened"
      />
      <DataTable
        id="sports-fixtures"
        label="Fixtures"
        table={table}
        columns={columns}
        rowKey={(f) => f.id}
        filters={[
          {
            id: 'status',
            label: 'Status',
            type: 'select',
            options: SB_FIXTURE_STATUSES.map((s) => ({ value: s, label: s })),
          },
          {
            id: 'sport',
            label: 'Sport',
            type: 'select',
            options: SB_SPORTS.map((s) => ({ value: s, label: s })),
          },
        ]}
        emptyText="No fixture matches."
      />
      {action && (action.kind === 'result' || action.kind === 'correction') && (
        <ResultDialog fixture={action.fixture} correction={action.kind === 'correction'} onDone={done} />
      )}
      <ConfirmDialog
        open={action !== null && (action.kind === 'suspend' || action.kind === 'reopen')}
        title={action?.kind === 'suspend' ? 'Suspend the markets' : 'Reopen the markets'}
        message={
          action && (
            <p>
              {action.kind === 'suspend'
                ? `Bets on ${action.fixture.home} – ${action.fixture.away} are refused until reopened.`
                : `Bets on ${action.fixture.home} – ${action.fixture.away} are taken again.`}
            </p>
          )
        }
        confirmLabel={action?.kind === 'suspend' ? 'Suspend' : 'Reopen'}
        danger={action?.kind === 'suspend'}
        reason="optional"
        reasonLabel="Note"
        onConfirm={async (note) => {
          if (!action) return;
          const path =
            action.kind === 'suspend' ? SPORTSBOOK_PATHS.adminSuspend : SPORTSBOOK_PATHS.adminReopen;
          await api.post(pathOf(path, { id: action.fixture.id }), note.trim() ? { note: note.trim() } : {});
          toast.success(action.kind === 'suspend' ? 'Markets suspended.' : 'Markets reopened.');
          done(true);
        }}
        onClose={() => setAction(null)}
      />
    </div>
  );
}
