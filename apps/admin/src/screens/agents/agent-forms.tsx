import { useState } from 'react';
import {
  ADMIN_API,
  adminSettlementRunSchema,
  adminTopAgentSchema,
  type Contract,
  CONTRACT_KINDS,
  CONTRACT_TIERS_MAX,
  type ContractKind,
  contractOfferSchema,
  DIVIDEND_CYCLES,
} from '@platform/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { Form, NumberField, SelectField, TextField, useZodForm } from '../../components/form';
import { toast } from '../../components/toast';
import { ApiError, api, pathOf } from '../../lib/api';
import css from './agents.module.css';
import { AgentPicker, MemberPicker, type Picked } from './pickers';

export const KIND_NAMES: Record<ContractKind, string> = {
  dividend: 'Dividend',
  daily: 'Daily salary',
  hourly: 'Hourly salary',
  realtime: 'Real-time salary',
};
const kindOptions = CONTRACT_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }));
const CYCLE_NAMES: Record<string, string> = { D: 'Daily', W: 'Weekly', H: 'Half-monthly', M: 'Monthly' };

export function RunSettlementForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const schema = adminSettlementRunSchema.extend({
    at: z
      .string()
      .optional()
      .transform((v) => (v ? new Date(v).toISOString() : undefined)),
  });
  const form = useZodForm(schema, { kind: 'daily', at: '' });
  return (
    <Form
      form={form}
      submitLabel="Run now"
      onCancel={() => onDone(false)}
      onSubmit={async (values) => {
        const run = await api.post<{ paid: number; nothing: number; due: number; forced: number }>(
          ADMIN_API.adminAgentSettlementRun,
          values,
        );
        toast.success(
          `${KIND_NAMES[values.kind]}: ${run.paid} paid, ${run.nothing} with nothing to pay, ${run.due} owed, ${run.forced} paid by the house.`,
        );
        onDone(true);
      }}
    >
      <p className="muted">
        Settles each contract of the kind for the period exactly once; a period already settled is left as it
        is.
      </p>
      <SelectField name="kind" label="Contracts" options={kindOptions} />
      <TextField
        name="at"
        label="A time inside the period (empty: every closed period)"
        placeholder="2026-05-01T12:00"
      />
    </Form>
  );
}

export function TopAgentForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const form = useZodForm(adminTopAgentSchema, { username: '', password: '', nickname: '', type: 1 });
  return (
    <Form
      form={form}
      submitLabel="Open agent"
      onCancel={() => onDone(false)}
      onSubmit={async (values) => {
        const agent = await api.post<{ id: number; username: string }>(ADMIN_API.adminAgents, values);
        toast.success(`${agent.username} (#${agent.id}) opened; they change the password at first login.`);
        onDone(true);
      }}
    >
      <TextField name="username" label="Username" autoComplete="off" />
      <TextField name="password" label="Temporary password" type="password" autoComplete="new-password" />
      <TextField name="nickname" label="Nickname (optional)" />
      <NumberField
        name="type"
        label="Agent type"
        min={1}
        max={99}
        hint="One of the brand's agent account types."
      />
    </Form>
  );
}

/**
 * Moves a member under an agent (or to the top when the member is an agent); either side may be fixed by
 * the page it is opened from, the other is picked by username.
 */
export function MoveForm({
  member: fixedMember,
  upline: fixedUpline,
  onDone,
}: {
  member?: Picked;
  upline?: Picked;
  onDone: (saved: boolean) => void;
}) {
  const [member, setMember] = useState<Picked | null>(fixedMember ?? null);
  const [upline, setUpline] = useState<Picked | null>(fixedUpline ?? null);
  const [toTop, setToTop] = useState(false);
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const move = async () => {
    setProblem(null);
    if (!member) return setProblem({ field: 'member', message: 'Pick the member to move.' });
    if (!toTop && !upline)
      return setProblem({ field: 'uplineId', message: 'Pick the new upline, or make it a top agent.' });
    const uplineId = toTop ? null : upline!.id;
    setBusy(true);
    try {
      const moved = await api.put<{ endedContracts: number[] }>(
        pathOf(ADMIN_API.adminAgentMove, { id: member.id }),
        {
          uplineId,
        },
      );
      toast.success(
        `${member.username} moved${uplineId ? ` under ${upline!.username}` : ' to the top'}` +
          (moved.endedContracts.length ? `; contracts ended: #${moved.endedContracts.join(', #')}.` : '.'),
      );
      onDone(true);
    } catch (error) {
      const field = error instanceof ApiError ? (error.field ?? null) : null;
      setProblem({ field, message: error instanceof Error ? error.message : 'Not moved.' });
    } finally {
      setBusy(false);
    }
  };
  const fieldProblem = (field: string) => (problem?.field === field ? problem.message : null);
  return (
    <div className="form">
      {fixedMember ? (
        <p>
          Moving <strong>{fixedMember.username}</strong>.
        </p>
      ) : (
        <MemberPicker
          label="Member to move"
          value={member}
          onChange={setMember}
          error={fieldProblem('member') ?? fieldProblem('id')}
        />
      )}
      {fixedUpline ? (
        <p>
          New upline: <strong>{fixedUpline.username}</strong>.
        </p>
      ) : (
        <>
          <label className={css.pickerLabel}>
            <input type="checkbox" checked={toTop} onChange={(e) => setToTop(e.target.checked)} /> Make it a
            top agent (no upline; its contracts come from the house)
          </label>
          {!toTop && (
            <AgentPicker
              label="New upline"
              value={upline}
              onChange={setUpline}
              {...(member ? { outside: member.id } : {})}
              error={fieldProblem('uplineId')}
            />
          )}
        </>
      )}
      <p className="muted small">
        The member&apos;s live contracts with anyone but the new upline end with the move.
      </p>
      {problem && problem.field !== 'member' && problem.field !== 'id' && problem.field !== 'uplineId' && (
        <p className="form-problem" role="alert">
          {problem.message}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button ghost" onClick={() => onDone(false)}>
          Cancel
        </button>
        <button type="button" className="button primary" disabled={busy} onClick={() => void move()}>
          {busy ? 'Moving…' : 'Move'}
        </button>
      </div>
    </div>
  );
}

type Tier = Record<string, string>;
const TIER_FIELDS: Record<ContractKind, { key: string; label: string }[]> = {
  dividend: [
    { key: 'validBet', label: 'Valid bet ≥' },
    { key: 'loss', label: 'Team loss ≥' },
    { key: 'activeMembers', label: 'Active members ≥' },
    { key: 'rate', label: 'Rate %' },
  ],
  daily: [
    { key: 'validBet', label: 'Valid bet ≥' },
    { key: 'activeMembers', label: 'Active members ≥' },
    { key: 'rate', label: 'Rate %' },
  ],
  hourly: [
    { key: 'validBet', label: 'Valid bet ≥' },
    { key: 'rate', label: 'Rate %' },
  ],
  realtime: [
    { key: 'singleBet', label: 'Single bet ≥' },
    { key: 'winRate', label: 'Won rate %' },
    { key: 'lossRate', label: 'Lost rate %' },
  ],
};

/** A contract offered by the house to a top agent: its kind and tiers. */
export function HouseContractForm({ agent, onDone }: { agent: Picked; onDone: (saved: boolean) => void }) {
  const [kind, setKind] = useState<ContractKind>('daily');
  const [cycle, setCycle] = useState<string>('W');
  const [tiers, setTiers] = useState<Tier[]>([{}]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = TIER_FIELDS[kind];
  const offer = async () => {
    setProblem(null);
    const terms = {
      kind,
      ...(kind === 'dividend' ? { cycle } : {}),
      tiers: tiers.map((t) =>
        Object.fromEntries(
          fields.map((f) => [f.key, t[f.key] === undefined || t[f.key] === '' ? NaN : Number(t[f.key])]),
        ),
      ),
    };
    const parsed = contractOfferSchema.safeParse({ memberId: agent.id, terms });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(`${issue?.path.join('.') ?? 'offer'}: ${issue?.message ?? 'not valid'}`);
      return;
    }
    setBusy(true);
    try {
      const contract = await api.post<Contract>(ADMIN_API.adminAgentContracts, parsed.data);
      toast.success(`Contract #${contract.id} offered to ${contract.username}.`);
      onDone(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Not offered.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="form">
      <p>
        To <strong>{agent.username}</strong>, a top agent: the house pays it.
      </p>
      <div className="row-actions">
        <div className="field">
          <label htmlFor="hc-kind">Kind</label>
          <select
            id="hc-kind"
            className="input"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as ContractKind);
              setTiers([{}]);
            }}
          >
            {kindOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        {kind === 'dividend' && (
          <div className="field">
            <label htmlFor="hc-cycle">Cycle</label>
            <select id="hc-cycle" className="input" value={cycle} onChange={(e) => setCycle(e.target.value)}>
              {DIVIDEND_CYCLES.map((c) => (
                <option key={c} value={c}>
                  {CYCLE_NAMES[c] ?? c}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <table className="data-table">
        <thead>
          <tr>
            <th>Tier</th>
            {fields.map((f) => (
              <th key={f.key}>{f.label}</th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              {fields.map((f) => (
                <td key={f.key}>
                  <input
                    className="input small number"
                    inputMode="decimal"
                    aria-label={`Tier ${i + 1}: ${f.label}`}
                    value={tier[f.key] ?? ''}
                    onChange={(e) =>
                      setTiers(tiers.map((t, j) => (j === i ? { ...t, [f.key]: e.target.value } : t)))
                    }
                  />
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className="button small icon ghost"
                  aria-label={`Remove tier ${i + 1}`}
                  disabled={tiers.length === 1}
                  onClick={() => setTiers(tiers.filter((_, j) => j !== i))}
                >
                  <Trash2 size={14} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="button small"
        disabled={tiers.length >= CONTRACT_TIERS_MAX}
        onClick={() => setTiers([...tiers, {}])}
      >
        <Plus size={14} /> Add tier
      </button>
      {problem && (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button ghost" onClick={() => onDone(false)}>
          Cancel
        </button>
        <button type="button" className="button primary" disabled={busy} onClick={() => void offer()}>
          {busy ? 'Offering…' : 'Offer contract'}
        </button>
      </div>
    </div>
  );
}
