import { useState } from 'react';
import {
  API,
  CONTRACT_KINDS,
  CONTRACT_TIERS_MAX,
  DIVIDEND_CYCLES,
  adminSettlementRunSchema,
  adminTopAgentSchema,
  contractOfferSchema,
  type Contract,
  type ContractKind,
} from '@platform/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { Form, NumberField, SelectField, TextField, useZodForm } from '../../components/form';
import { toast } from '../../components/toast';
import { api, pathOf } from '../../lib/api';

export const KIND_NAMES: Record<ContractKind, string> = {
  dividend: 'Dividend',
  daily: 'Daily salary',
  hourly: 'Hourly salary',
  realtime: 'Real-time salary',
};
const kindOptions = CONTRACT_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }));
const CYCLE_NAMES: Record<string, string> = { D: 'Daily', W: 'Weekly', H: 'Half-monthly', M: 'Monthly' };

const accountId = z.number({ error: 'required' }).int('a whole number').min(1, 'from 1');

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
          API.adminAgentSettlementRun,
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
        const agent = await api.post<{ id: number; username: string }>(API.adminAgents, values);
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

const moveSchema = z.object({ memberId: accountId, uplineId: accountId.optional() });

export function MoveForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const form = useZodForm(moveSchema, {});
  return (
    <Form
      form={form}
      submitLabel="Move"
      onCancel={() => onDone(false)}
      onSubmit={async ({ memberId, uplineId }) => {
        const moved = await api.put<{ endedContracts: number[] }>(
          pathOf(API.adminAgentMove, { id: memberId }),
          {
            uplineId: uplineId ?? null,
          },
        );
        toast.success(
          `#${memberId} moved${uplineId ? ` under #${uplineId}` : ' to the top'}` +
            (moved.endedContracts.length ? `; contracts ended: ${moved.endedContracts.join(', ')}.` : '.'),
        );
        onDone(true);
      }}
    >
      <NumberField name="memberId" label="Member id" min={1} />
      <NumberField name="uplineId" label="New upline's id (empty: a top agent)" min={1} />
    </Form>
  );
}

export function AccountActionForm({
  kind,
  onDone,
}: {
  kind: 'end' | 'unfreeze';
  onDone: (saved: boolean) => void;
}) {
  const form = useZodForm(z.object({ id: accountId }), {});
  return (
    <Form
      form={form}
      submitLabel={kind === 'end' ? 'End contract' : 'Lift the freeze'}
      onCancel={() => onDone(false)}
      onSubmit={async ({ id }) => {
        if (kind === 'end') {
          const contract = await api.del<Contract>(pathOf(API.adminAgentContract, { id }));
          toast.success(`Contract #${contract.id} of ${contract.username} is ${contract.status}.`);
        } else {
          await api.post(pathOf(API.adminAgentUnfreeze, { id }));
          toast.success(`Account #${id} may bet and withdraw again.`);
        }
        onDone(true);
      }}
    >
      <p className="muted">
        {kind === 'end'
          ? 'An offered or signed contract ends at once; periods already settled stay paid.'
          : 'An account frozen for an unpaid commission may bet and withdraw again.'}
      </p>
      <NumberField name="id" label={kind === 'end' ? 'Contract id' : 'Account (member) id'} min={1} />
    </Form>
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
export function HouseContractForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const [memberId, setMemberId] = useState('');
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
    const parsed = contractOfferSchema.safeParse({ memberId: Number(memberId), terms });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(`${issue?.path.join('.') ?? 'offer'}: ${issue?.message ?? 'not valid'}`);
      return;
    }
    setBusy(true);
    try {
      const contract = await api.post<Contract>(API.adminAgentContracts, parsed.data);
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
      <div className="row-actions">
        <div className="field">
          <label htmlFor="hc-member">Top agent&apos;s id</label>
          <input
            id="hc-member"
            className="input number"
            inputMode="numeric"
            value={memberId}
            onChange={(e) => setMemberId(e.target.value)}
          />
        </div>
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
