import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API,
  OPERATOR_ROLES,
  type OperatorAccount,
  type OperatorAccountList,
  operatorCreateRequestSchema,
  operatorPasswordRequestSchema,
  type OperatorRoleName,
} from '@platform/contracts';
import { KeyRound, Plus, ShieldOff, UserCheck, UserX } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { Form, SelectField, TextField, useZodForm } from '../../components/form';
import { toast } from '../../components/toast';
import { Badge, DateTime, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useOperator } from '../../lib/session';

const ROLE_TEXT: Record<OperatorRoleName, string> = {
  owner: 'Owner — everything',
  finance: 'Finance — deposits and withdrawals',
  support: 'Support — members and redemptions',
  viewer: 'Viewer — reads only',
};
const roleOptions = OPERATOR_ROLES.map((r) => ({ value: r, label: ROLE_TEXT[r] }));

function CreateOperator({ onDone }: { onDone: () => void }) {
  const form = useZodForm(operatorCreateRequestSchema, { username: '', password: '', role: 'support' });
  return (
    <Form
      form={form}
      submitLabel="Add operator"
      onCancel={onDone}
      onSubmit={async (values) => {
        await api.post<OperatorAccount>(ADMIN_API.adminOperators, values);
        toast.success(`${values.username} added.`);
        onDone();
      }}
    >
      <TextField
        name="username"
        label="Username"
        hint="3 to 32 letters, digits or underscores"
        autoComplete="off"
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a digit. Give it to the operator in person."
      />
      <SelectField name="role" label="Role" options={roleOptions} />
    </Form>
  );
}

function ResetPassword({ operator, onDone }: { operator: OperatorAccount; onDone: () => void }) {
  const form = useZodForm(operatorPasswordRequestSchema, { password: '' });
  return (
    <Form
      form={form}
      submitLabel="Reset password"
      onCancel={onDone}
      onSubmit={async (values) => {
        await api.post(pathOf(ADMIN_API.adminOperatorPassword, { id: operator.id }), values);
        toast.success(`The password of ${operator.username} is reset; its sessions have ended.`);
        onDone();
      }}
    >
      <p className="muted">Every session of {operator.username} ends.</p>
      <TextField name="password" label="New password" type="password" autoComplete="new-password" />
    </Form>
  );
}

type Change = { operator: OperatorAccount } & (
  { role: OperatorRoleName } | { active: boolean } | { totpReset: true }
);

/** The brand's operators (owners only): add, change role, disable or enable, reset a password. */
export default function OperatorsScreen() {
  const me = useOperator();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<OperatorAccount | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const table = useServerTable(['operators'], (q, signal) =>
    api.get<OperatorAccountList>(ADMIN_API.adminOperators, toQuery(q), signal),
  );
  const refresh = () => client.invalidateQueries({ queryKey: ['operators'] });

  const columns = useMemo<Column<OperatorAccount>[]>(
    () => [
      {
        id: 'username',
        header: 'Username',
        alwaysVisible: true,
        cell: (o) => (
          <span>
            {o.username} {o.username === me?.username && <Badge tone="info">you</Badge>}
          </span>
        ),
      },
      {
        id: 'role',
        header: 'Role',
        cell: (o) => (
          <select
            className="input small"
            aria-label={`Role of ${o.username}`}
            value={o.role}
            disabled={o.username === me?.username}
            onChange={(e) => setChange({ operator: o, role: e.target.value as OperatorRoleName })}
          >
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        ),
      },
      {
        id: 'active',
        header: 'Status',
        cell: (o) =>
          o.active ? <Badge tone="success">active</Badge> : <Badge tone="danger">disabled</Badge>,
      },
      {
        id: 'totp',
        header: 'Authenticator',
        cell: (o) => (o.totpEnabled ? <Badge tone="success">on</Badge> : <Badge>off</Badge>),
      },
      { id: 'lastLoginAt', header: 'Last sign-in', cell: (o) => <DateTime value={o.lastLoginAt} /> },
      {
        id: 'createdAt',
        header: 'Added',
        cell: (o) => <DateTime value={o.createdAt} dateOnly />,
        hiddenByDefault: true,
      },
      {
        id: 'actions',
        header: '',
        alwaysVisible: true,
        align: 'right',
        cell: (o) =>
          o.username === me?.username ? null : (
            <span className="row-actions">
              <button
                type="button"
                className="button small"
                onClick={() => setChange({ operator: o, active: !o.active })}
              >
                {o.active ? <UserX size={14} /> : <UserCheck size={14} />} {o.active ? 'Disable' : 'Enable'}
              </button>
              <button type="button" className="button small" onClick={() => setResetting(o)}>
                <KeyRound size={14} /> Reset password
              </button>
              {o.totpEnabled && (
                <button
                  type="button"
                  className="button small"
                  onClick={() => setChange({ operator: o, totpReset: true })}
                >
                  <ShieldOff size={14} /> Remove authenticator
                </button>
              )}
            </span>
          ),
      },
    ],
    [me?.username],
  );

  /** What the confirmation says and does for each kind of change. */
  const describe = (c: Change) => {
    const name = c.operator.username;
    if ('role' in c)
      return {
        title: 'Change role',
        text: `Change the role of ${name} from ${c.operator.role} to ${c.role}? Its sessions keep working with the new role.`,
        label: 'Change role',
        danger: false,
        run: () => api.patch(pathOf(ADMIN_API.adminOperator, { id: c.operator.id }), { role: c.role }),
      };
    if ('totpReset' in c)
      return {
        title: 'Remove authenticator',
        text: `Remove the authenticator of ${name} (a lost phone)? Its sessions end; it signs in with the password alone, or sets up a new authenticator where its role requires one.`,
        label: 'Remove authenticator',
        danger: true,
        run: () => api.post(pathOf(ADMIN_API.adminOperatorTotpReset, { id: c.operator.id })),
      };
    return c.active
      ? {
          title: 'Enable operator',
          text: `Enable ${name}? The operator can sign in again.`,
          label: 'Enable',
          danger: false,
          run: () => api.patch(pathOf(ADMIN_API.adminOperator, { id: c.operator.id }), { active: true }),
        }
      : {
          title: 'Disable operator',
          text: `Disable ${name}? Its sessions end at once and it cannot sign in.`,
          label: 'Disable',
          danger: true,
          run: () => api.patch(pathOf(ADMIN_API.adminOperator, { id: c.operator.id }), { active: false }),
        };
  };
  const pending = change ? describe(change) : null;

  return (
    <div className="page">
      <PageHeader
        title="Operators"
        subtitle="The people who work in this brand's back office."
        actions={
          <button type="button" className="button primary" onClick={() => setCreating(true)}>
            <Plus size={16} /> Add operator
          </button>
        }
      />
      <DataTable
        id="operators"
        label="Operators"
        table={table}
        columns={columns}
        rowKey={(o) => o.id}
        emptyText="No operator."
      />
      <Dialog open={creating} title="Add operator" onClose={() => setCreating(false)}>
        <CreateOperator
          onDone={() => {
            setCreating(false);
            void refresh();
          }}
        />
      </Dialog>
      <Dialog
        open={resetting !== null}
        title={`Reset the password of ${resetting?.username ?? ''}`}
        onClose={() => setResetting(null)}
        size="small"
      >
        {resetting && <ResetPassword operator={resetting} onDone={() => setResetting(null)} />}
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        message={pending && <p>{pending.text}</p>}
        confirmLabel={pending?.label ?? ''}
        danger={pending?.danger ?? false}
        onConfirm={async () => {
          if (!pending || !change) return;
          await pending.run();
          toast.success(`${change.operator.username} updated.`);
          await refresh();
        }}
        onClose={() => setChange(null)}
      />
    </div>
  );
}
