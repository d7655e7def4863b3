import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_REWARDS_PATHS as P,
  HEADERS,
  type AdminApplication,
  type AdminApplicationDetail,
  type AdminApplicationList,
  type AdminPromotionList,
} from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { toast } from '../../components/toast';
import { Badge, DateTime, EscapedText, Money, PageHeader, type BadgeTone } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, MERCHANT, pathOf } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { formatMoney } from '../../lib/format';
import { sessionToken, useCan } from '../../lib/session';
import styles from './rewards.module.css';
import { APPROVERS, Labelled, NumberInput, Problem, REJECTERS, messageOf, num } from './shared';

const KEY = ['rewards', 'applications'];
const TONES: Record<string, BadgeTone> = { applying: 'warning', approved: 'success', rejected: 'danger' };
const STATUS_OPTIONS = [
  { value: 'applying', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

const columns: Column<AdminApplication>[] = [
  { id: 'id', header: '#', cell: (a) => a.id, width: '70px' },
  { id: 'createdAt', header: 'Sent', cell: (a) => <DateTime value={a.createdAt} /> },
  { id: 'username', header: 'Member', cell: (a) => <EscapedText text={a.username} />, alwaysVisible: true },
  { id: 'promotion', header: 'Promotion', cell: (a) => <EscapedText text={a.promotionTitle} max={48} /> },
  { id: 'remark', header: 'Remark', cell: (a) => <EscapedText text={a.remark} max={60} /> },
  { id: 'images', header: 'Images', cell: (a) => a.images.length, align: 'right' },
  {
    id: 'status',
    header: 'Status',
    cell: (a) => <Badge tone={TONES[a.status] ?? 'neutral'}>{a.status}</Badge>,
    alwaysVisible: true,
  },
  {
    id: 'bonus',
    header: 'Bonus',
    cell: (a) => (a.bonus === null ? '—' : <Money amount={a.bonus} />),
    align: 'right',
  },
  { id: 'decidedBy', header: 'Decided by', cell: (a) => a.decidedBy ?? '—', hiddenByDefault: true },
  {
    id: 'decidedAt',
    header: 'Decided',
    cell: (a) => (a.decidedAt ? <DateTime value={a.decidedAt} /> : '—'),
    hiddenByDefault: true,
  },
];

/** A proof image, fetched with the session (an `<img src>` alone would not carry it). */
function ProofImage({ path, label }: { path: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    const controller = new AbortController();
    const headers: Record<string, string> = { [HEADERS.authorization]: `Bearer ${sessionToken() ?? ''}` };
    if (MERCHANT) headers[HEADERS.merchant] = MERCHANT;
    fetch(path, { headers, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        made = URL.createObjectURL(await res.blob());
        setUrl(made);
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setFailed(true);
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  if (failed) return <span className="muted">{label}: not available</span>;
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={label} />
    </a>
  ) : (
    <span className="muted">Loading {label}…</span>
  );
}

function ApplicationDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const brand = useBrand();
  const queryClient = useQueryClient();
  const mayApprove = useCan(APPROVERS);
  const mayReject = useCan(REJECTERS);
  const detail = useQuery({
    queryKey: [...KEY, id],
    queryFn: ({ signal }) =>
      api.get<AdminApplicationDetail>(pathOf(P.application, { applicationId: id }), undefined, signal),
  });
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const a = detail.data;
  const rules = a?.rules?.kind === 'apply' ? a.rules : null;
  const fixed = rules !== null && rules.minBonus === rules.maxBonus;
  // The least bonus until the operator types another.
  const shownAmount = amount === '' && rules ? String(rules.minBonus) : amount;

  const done = async (text: string) => {
    toast.success(text);
    await queryClient.invalidateQueries({ queryKey: KEY });
    onClose();
  };
  const approve = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await api.post(pathOf(P.applicationApprove, { applicationId: id }), {
        ...(fixed ? {} : { amount: num(shownAmount) }),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      await done(`Application #${id} approved: the bonus is paid and the member is told.`);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const waiting = a?.status === 'applying';
  return (
    <Dialog
      open
      size="large"
      title={`Application #${id}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button ghost" onClick={onClose}>
            Close
          </button>
          {waiting && mayReject && (
            <button type="button" className="button danger" onClick={() => setRejecting(true)}>
              Reject…
            </button>
          )}
          {waiting && mayApprove && (
            <button
              type="button"
              className="button primary"
              disabled={busy || rules === null}
              onClick={() => void approve()}
            >
              {busy
                ? 'Paying…'
                : `Approve and pay${rules ? ` ${formatMoney(fixed ? rules.minBonus : num(shownAmount) || 0, brand.currencySymbol)}` : ''}`}
            </button>
          )}
        </>
      }
    >
      {detail.isPending ? (
        <p className="muted">Loading…</p>
      ) : detail.isError || !a ? (
        <Problem text={messageOf(detail.error)} />
      ) : (
        <div className={styles.grid}>
          <div className="stack">
            <dl className="facts">
              <dt>Member</dt>
              <dd>
                <EscapedText text={a.username} /> (#{a.memberId})
              </dd>
              <dt>Promotion</dt>
              <dd>
                <EscapedText text={a.promotionTitle} /> (#{a.promotionId})
              </dd>
              <dt>Sent</dt>
              <dd>
                <DateTime value={a.createdAt} />
              </dd>
              <dt>Status</dt>
              <dd>
                <Badge tone={TONES[a.status] ?? 'neutral'}>{a.status}</Badge>
                {a.decidedBy ? (
                  <>
                    {' '}
                    by {a.decidedBy}
                    {a.decidedAt ? (
                      <>
                        {' '}
                        on <DateTime value={a.decidedAt} />
                      </>
                    ) : null}
                  </>
                ) : null}
              </dd>
              {a.bonus !== null && (
                <>
                  <dt>Bonus paid</dt>
                  <dd>
                    <Money amount={a.bonus} /> (turnover <Money amount={a.turnoverRequired ?? 0} />)
                  </dd>
                </>
              )}
              {a.note && (
                <>
                  <dt>{a.status === 'rejected' ? 'Reason' : 'Note'}</dt>
                  <dd>
                    <EscapedText text={a.note} />
                  </dd>
                </>
              )}
            </dl>
            <div>
              <h4>The member&apos;s remark</h4>
              <p className={styles.remark}>
                {a.remark ? <EscapedText text={a.remark} /> : <span className="muted">None</span>}
              </p>
            </div>
            <div>
              <h4>Proof images</h4>
              <div className={styles.images}>
                {a.images.length === 0 ? (
                  <span className="muted">None</span>
                ) : (
                  a.images.map((path, i) => <ProofImage key={path} path={path} label={`Image ${i + 1}`} />)
                )}
              </div>
            </div>
          </div>
          <div className="stack">
            <div className={styles.terms}>
              <h4>What the promotion pays</h4>
              <p>{a.terms}</p>
            </div>
            {waiting && mayApprove && rules && (
              <>
                {!fixed && (
                  <Labelled
                    id="approve-amount"
                    label={`Bonus (${formatMoney(rules.minBonus, brand.currencySymbol)} to ${formatMoney(rules.maxBonus, brand.currencySymbol)})`}
                    hint={`Needs valid bets of ${rules.turnoverMultiple} times the bonus before it can be withdrawn.`}
                  >
                    <NumberInput id="approve-amount" value={shownAmount} onChange={setAmount} />
                  </Labelled>
                )}
                <Labelled id="approve-note" label="Note (for operators, optional)">
                  <input
                    id="approve-note"
                    className="input"
                    maxLength={500}
                    value={note}
                    onChange={(e) => setNote(e.target.value)}
                  />
                </Labelled>
              </>
            )}
            {waiting && mayApprove && !rules && (
              <p className="form-problem">
                This promotion has no application figures: set its bonus on the Promotions screen before
                approving.
              </p>
            )}
            <Problem text={problem} />
          </div>
        </div>
      )}
      <ConfirmDialog
        open={rejecting}
        title={`Reject application #${id}`}
        message={<p>The member reads the reason in a message and may apply again.</p>}
        confirmLabel="Reject"
        danger
        reason="required"
        reasonMax={500}
        onConfirm={async (reason) => {
          await api.post(pathOf(P.applicationReject, { applicationId: id }), { reason });
          setRejecting(false);
          await done(`Application #${id} rejected: the member is told why.`);
        }}
        onClose={() => setRejecting(false)}
      />
    </Dialog>
  );
}

export default function ApplicationsScreen() {
  const [open, setOpen] = useState<number | null>(null);
  const promotions = useQuery({
    queryKey: ['rewards', 'promotions', 'apply'],
    queryFn: () => api.get<AdminPromotionList>(P.promotions, { mode: 'apply', pageSize: 100 }),
  });
  const table = useServerTable(
    KEY,
    (q, signal) => api.get<AdminApplicationList>(P.applications, toQuery(q), signal),
    { pageSize: 20 },
  );
  const filters = useMemo(
    () => [
      { id: 'status', label: 'Status', type: 'select' as const, options: STATUS_OPTIONS },
      {
        id: 'promotionId',
        label: 'Promotion',
        type: 'select' as const,
        options: (promotions.data?.list ?? []).map((p) => ({
          value: String(p.id),
          label: `#${p.id} ${p.text.EN?.title ?? Object.values(p.text)[0]?.title ?? ''}`,
        })),
      },
      { id: 'username', label: 'Member', type: 'text' as const, placeholder: 'Username' },
    ],
    [promotions.data],
  );
  return (
    <div className="page">
      <PageHeader
        title="Promotion applications"
        subtitle="Members' applications: waiting ones first, oldest first. Approving pays the promotion's bonus; rejecting tells the member why."
      />
      <DataTable
        id="rewards-applications"
        label="Applications"
        table={table}
        columns={columns}
        rowKey={(a) => a.id}
        onRowClick={(a) => setOpen(a.id)}
        filters={filters}
        emptyText="No application matches."
      />
      {open !== null && <ApplicationDialog id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
