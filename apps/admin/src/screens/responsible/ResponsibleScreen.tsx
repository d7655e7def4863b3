import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import {
  ADMIN_API,
  ADMIN_MEMBERS_PATHS,
  type LimitState,
  type MemberRow,
  operatorExclusionRequestSchema,
  type OperatorResponsible,
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
} from '@platform/contracts';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { Form, SelectField, TextareaField, useZodForm } from '../../components/form';
import { toast } from '../../components/toast';
import { Badge, DateTime, EscapedText, Money, PageHeader } from '../../components/ui';
import { ApiError, api, pathOf } from '../../lib/api';
import { useCan } from '../../lib/session';

const LIMIT_NAMES: Record<string, string> = {
  depositDay: 'Deposits per day',
  depositWeek: 'Deposits per week',
  depositMonth: 'Deposits per month',
  lossDay: 'Net loss per day',
  lossWeek: 'Net loss per week',
  lossMonth: 'Net loss per month',
  wagerDay: 'Stakes per day',
  wagerWeek: 'Stakes per week',
  wagerMonth: 'Stakes per month',
  sessionMinutes: 'Session length',
};

const DURATION_NAMES: Record<string, string> = {
  '24h': '24 hours',
  '72h': '72 hours',
  '7d': '7 days',
  '14d': '14 days',
  '30d': '30 days',
  '42d': '6 weeks',
  '6m': '6 months',
  '1y': '1 year',
  '2y': '2 years',
  '3y': '3 years',
  '5y': '5 years',
  permanent: 'Permanent',
};
const durationOptions = [...TIMEOUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS].map((d) => ({
  value: d,
  label: DURATION_NAMES[d] ?? d,
}));

/** Finds a member by id (digits) or by the start of the username. */
function MemberFinder() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<MemberRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const find = async () => {
    const q = text.trim();
    setProblem(null);
    if (/^\d{1,10}$/.test(q)) {
      void navigate(`/responsible-gaming/${q}`);
      return;
    }
    if (q.length < 2) {
      setProblem('Type a member id, or at least 2 letters of a username.');
      return;
    }
    try {
      const page = await api.get<{ list: MemberRow[] }>(ADMIN_MEMBERS_PATHS.adminMembers, {
        q,
        by: 'username',
        pageNo: 1,
        pageSize: 10,
      });
      setMatches(page.list);
      if (page.list.length === 1) void navigate(`/responsible-gaming/${page.list[0]!.id}`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The search failed.');
    }
  };
  return (
    <div className="card stack">
      <form
        className="row-actions"
        onSubmit={(e) => {
          e.preventDefault();
          void find();
        }}
      >
        <input
          className="input"
          aria-label="Member id or username"
          placeholder="Member id or username"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button primary">
          Find
        </button>
      </form>
      {problem && <p className="form-problem">{problem}</p>}
      {matches && matches.length === 0 && (
        <p className="muted">No member&apos;s username starts with that.</p>
      )}
      {matches && matches.length > 1 && (
        <ul className="detail-list">
          {matches.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="link"
                onClick={() => void navigate(`/responsible-gaming/${m.id}`)}
              >
                <EscapedText text={m.username} />
              </button>{' '}
              <span className="muted small">#{m.id}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function limitValue(limit: LimitState, value: number | null) {
  if (value === null) return <span className="muted">none</span>;
  return limit.key === 'sessionMinutes' ? `${value} min` : <Money amount={value} />;
}

function ExcludeForm({ memberId, onDone }: { memberId: number; onDone: (saved: boolean) => void }) {
  const form = useZodForm(operatorExclusionRequestSchema, { duration: '6m', reason: '' });
  return (
    <Form
      form={form}
      submitLabel="Exclude"
      onCancel={() => onDone(false)}
      onSubmit={async (values) => {
        await api.post(pathOf(ADMIN_API.adminMemberExclusions, { id: memberId }), values);
        toast.success('The member is excluded from now; their game sessions have ended.');
        onDone(true);
      }}
    >
      <p className="muted">
        Play, deposits and marketing stop at once. The member can still sign in to withdraw.
      </p>
      <SelectField name="duration" label="For" options={durationOptions} />
      <TextareaField name="reason" label="Reason (kept in the audit trail)" maxLength={500} rows={3} />
    </Form>
  );
}

function MemberResponsible({ memberId }: { memberId: number }) {
  const client = useQueryClient();
  const mayWrite = useCan(['owner', 'support']);
  const [excluding, setExcluding] = useState(false);
  const [lifting, setLifting] = useState<number | null>(null);
  const key = ['responsible', memberId];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<OperatorResponsible>(
        pathOf(ADMIN_API.adminMemberResponsible, { id: memberId }),
        undefined,
        signal,
      ),
    retry: false,
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  if (query.isPending) return <p className="muted">Loading…</p>;
  if (query.isError)
    return (
      <p className="form-problem">
        {query.error instanceof ApiError && query.error.status === 404
          ? `No member #${memberId} in this brand.`
          : query.error.message}
      </p>
    );
  const view = query.data;
  const current = view.state.exclusion;
  return (
    <div className="stack">
      <div className="stack">
        <div className="card">
          <h2>
            <EscapedText text={view.username} /> <span className="muted small">#{view.memberId}</span>
          </h2>
          <dl className="facts">
            <dt>Exclusion in force</dt>
            <dd>
              {current ? (
                <>
                  <Badge tone="danger">{current.kind}</Badge>{' '}
                  {current.endsAt ? (
                    <>
                      until <DateTime value={current.endsAt} showZone />
                    </>
                  ) : (
                    'permanent'
                  )}
                </>
              ) : (
                <Badge tone="success">none</Badge>
              )}
            </dd>
            <dt>Reality check</dt>
            <dd>
              every {view.state.realityCheck.minutes} min (brand default{' '}
              {view.state.realityCheck.brandDefault})
            </dd>
          </dl>
          {mayWrite && (
            <button type="button" className="button danger" onClick={() => setExcluding(true)}>
              Exclude the member
            </button>
          )}
        </div>
        <div className="card">
          <h2>Limits</h2>
          <table className="data-table" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>Limit</th>
                <th>Set</th>
                <th>Used now</th>
                <th>Pending</th>
              </tr>
            </thead>
            <tbody>
              {view.state.limits.map((l) => (
                <tr key={l.key}>
                  <td>{LIMIT_NAMES[l.key] ?? l.key}</td>
                  <td>{limitValue(l, l.value)}</td>
                  <td>{l.key === 'sessionMinutes' ? `${l.used} min` : <Money amount={l.used} />}</td>
                  <td>
                    {l.pending ? (
                      <>
                        {limitValue(l, l.pending.value)} from <DateTime value={l.pending.effectiveAt} />
                      </>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="card">
        <h2>Exclusions</h2>
        {view.exclusions.length === 0 ? (
          <p className="muted">None, ever.</p>
        ) : (
          <table className="data-table" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>Kind</th>
                <th>By</th>
                <th>From</th>
                <th>Until</th>
                <th>Ended</th>
                <th>Reason</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {view.exclusions.map((e) => (
                <tr key={e.id}>
                  <td>{e.kind}</td>
                  <td>{e.createdBy === 'operator' ? `operator #${e.operatorId ?? '?'}` : 'the member'}</td>
                  <td>
                    <DateTime value={e.startedAt} />
                  </td>
                  <td>{e.endsAt ? <DateTime value={e.endsAt} /> : 'permanent'}</td>
                  <td>{e.endedAt ? <DateTime value={e.endedAt} /> : <span className="muted">—</span>}</td>
                  <td>
                    <EscapedText text={e.reason} max={80} />
                  </td>
                  <td>
                    {mayWrite && e.kind === 'operator' && !e.endedAt && (
                      <button type="button" className="button small" onClick={() => setLifting(e.id)}>
                        Lift
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="card">
        <h2>History</h2>
        {view.history.length === 0 ? (
          <p className="muted">No change yet.</p>
        ) : (
          <table className="data-table" style={{ width: '100%' }}>
            <tbody>
              {view.history.map((h, i) => (
                <tr key={`${h.at}-${i}`}>
                  <td>
                    <DateTime value={h.at} seconds />
                  </td>
                  <td>{h.event}</td>
                  <td>{h.operatorId === null ? 'the member' : `operator #${h.operatorId}`}</td>
                  <td className="small muted">
                    <EscapedText text={JSON.stringify(h.detail)} max={120} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <Dialog open={excluding} title={`Exclude ${view.username}`} onClose={() => setExcluding(false)}>
        <ExcludeForm
          memberId={memberId}
          onDone={(saved) => {
            setExcluding(false);
            if (saved) void refresh();
          }}
        />
      </Dialog>
      <ConfirmDialog
        open={lifting !== null}
        title="Lift the exclusion"
        message={<p>{view.username} may play, deposit and receive marketing again at once.</p>}
        confirmLabel="Lift"
        onConfirm={async () => {
          if (lifting === null) return;
          await api.del(pathOf(ADMIN_API.adminMemberExclusion, { id: memberId, exclusionId: lifting }));
          toast.success('The exclusion is lifted.');
          setLifting(null);
          void refresh();
        }}
        onClose={() => setLifting(null)}
      />
    </div>
  );
}

/** A member's limits and exclusions; operators' exclusions added and lifted (owner, support). */
export default function ResponsibleScreen() {
  const { memberId } = useParams();
  const id = memberId && /^\d{1,10}$/.test(memberId) ? Number(memberId) : null;
  return (
    <div className="page">
      <PageHeader title="Responsible gaming" subtitle="A member's limits, exclusions and their history" />
      <MemberFinder />
      {id !== null && <MemberResponsible key={id} memberId={id} />}
    </div>
  );
}
