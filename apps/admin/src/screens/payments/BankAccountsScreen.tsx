import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import {
  ADMIN_BRAND_PATHS,
  bankAccountCreateSchema,
  bankAccountUpdateSchema,
  type Language,
  type PaymentChannel,
  type PaymentChannelList,
} from '@platform/contracts';
import { Pencil, Plus, Power } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { Form, MoneyField, NumberField, SwitchField, TextField, useZodForm } from '../../components/form';
import { LocalizedTextEditor, type LocalizedText } from '../../components/LocalizedTextEditor';
import { toast } from '../../components/toast';
import { Badge, EscapedText, Money, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { useCan } from '../../lib/session';

type Texts = PaymentChannel['text'];

/** The channel's name and description per language, edited as two localized texts. */
function TextsField({ name, defaultLanguage }: { name: 'text'; defaultLanguage: Language }) {
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value ?? {}) as Texts;
        const names: LocalizedText = Object.fromEntries(
          Object.entries(value).map(([l, t]) => [l, t?.name ?? '']),
        );
        const descriptions: LocalizedText = Object.fromEntries(
          Object.entries(value).map(([l, t]) => [l, t?.description ?? '']),
        );
        const merge = (nextNames: LocalizedText, nextDescriptions: LocalizedText): Texts => {
          const out: Texts = {};
          for (const l of new Set([
            ...Object.keys(nextNames),
            ...Object.keys(nextDescriptions),
          ]) as Set<Language>) {
            const n = nextNames[l]?.trim() ?? '';
            const d = nextDescriptions[l] ?? '';
            if (n || d.trim()) out[l] = { name: n, description: d };
          }
          return out;
        };
        return (
          <div className="stack">
            <LocalizedTextEditor
              label="Name members see"
              value={names}
              onChange={(next) => field.onChange(merge(next, descriptions))}
              required={[defaultLanguage]}
              maxLength={64}
              error={fieldState.error?.message}
            />
            <LocalizedTextEditor
              label="Description"
              kind="multiline"
              value={descriptions}
              onChange={(next) => field.onChange(merge(names, next))}
              maxLength={500}
            />
          </div>
        );
      }}
    />
  );
}

function AddAccount({ onDone }: { onDone: () => void }) {
  const { currencySymbol, defaultLanguage } = useBrand();
  const form = useZodForm(bankAccountCreateSchema, {
    code: '',
    bankName: '',
    accountName: '',
    accountNumber: '',
    minAmount: 100,
    maxAmount: 50_000,
    sort: 10,
    enabled: true,
    text: {},
  });
  return (
    <Form
      form={form}
      submitLabel="Add bank account"
      onCancel={onDone}
      onSubmit={async (values) => {
        await api.post<PaymentChannel>(ADMIN_BRAND_PATHS.bankAccounts, values);
        toast.success(`${values.bankName} added; members can deposit to it.`);
        onDone();
      }}
    >
      <TextField name="code" label="Code" hint="2 to 32 lowercase letters, digits, _ or - (e.g. bank-bpi)." />
      <TextField name="bankName" label="Bank" />
      <TextField name="accountName" label="Account name" />
      <TextField name="accountNumber" label="Account number" />
      <MoneyField name="minAmount" label="Minimum per deposit" symbol={currencySymbol} />
      <MoneyField name="maxAmount" label="Maximum per deposit" symbol={currencySymbol} />
      <NumberField name="sort" label="Place in the list" min={0} max={10_000} />
      <SwitchField name="enabled" label="Open to members" />
      <TextsField name="text" defaultLanguage={defaultLanguage} />
    </Form>
  );
}

function EditAccount({ account, onDone }: { account: PaymentChannel; onDone: () => void }) {
  const { currencySymbol, defaultLanguage } = useBrand();
  const form = useZodForm(bankAccountUpdateSchema, {
    bankName: account.bankAccount?.bankName ?? '',
    accountName: account.bankAccount?.accountName ?? '',
    accountNumber: account.bankAccount?.accountNumber ?? '',
    minAmount: account.minAmount,
    maxAmount: account.maxAmount,
    sort: account.sort,
    text: account.text,
  });
  return (
    <Form
      form={form}
      submitLabel="Save bank account"
      onCancel={onDone}
      onSubmit={async (values) => {
        await api.patch(pathOf(ADMIN_BRAND_PATHS.bankAccount, { channelId: account.id }), values);
        toast.success(`${account.code} saved.`);
        onDone();
      }}
    >
      <TextField name="bankName" label="Bank" />
      <TextField name="accountName" label="Account name" />
      <TextField name="accountNumber" label="Account number" hint="Members see the new number from now on." />
      <MoneyField name="minAmount" label="Minimum per deposit" symbol={currencySymbol} />
      <MoneyField name="maxAmount" label="Maximum per deposit" symbol={currencySymbol} />
      <NumberField name="sort" label="Place in the list" min={0} max={10_000} />
      <TextsField name="text" defaultLanguage={defaultLanguage} />
    </Form>
  );
}

/** The brand's receiving accounts for bank-transfer deposits: add, edit, open and close. */
export default function BankAccountsScreen() {
  const mayWrite = useCan(['owner', 'finance']);
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PaymentChannel | null>(null);
  const [toggling, setToggling] = useState<PaymentChannel | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['bank-accounts'] });
  const table = useServerTable(['bank-accounts'], (q, signal) =>
    api.get<PaymentChannelList>(ADMIN_BRAND_PATHS.bankAccounts, toQuery(q), signal),
  );
  const columns = useMemo<Column<PaymentChannel>[]>(
    () => [
      { id: 'code', header: 'Code', cell: (a) => a.code, alwaysVisible: true },
      { id: 'bank', header: 'Bank', cell: (a) => <EscapedText text={a.bankAccount?.bankName} /> },
      {
        id: 'accountName',
        header: 'Account name',
        cell: (a) => <EscapedText text={a.bankAccount?.accountName} />,
      },
      {
        id: 'accountNumber',
        header: 'Account number',
        cell: (a) => <EscapedText text={a.bankAccount?.accountNumber} />,
      },
      { id: 'min', header: 'Minimum', cell: (a) => <Money amount={a.minAmount} />, align: 'right' },
      { id: 'max', header: 'Maximum', cell: (a) => <Money amount={a.maxAmount} />, align: 'right' },
      {
        id: 'enabled',
        header: 'Status',
        cell: (a) => (a.enabled ? <Badge tone="success">open</Badge> : <Badge>disabled</Badge>),
      },
      {
        id: 'actions',
        header: '',
        align: 'right',
        alwaysVisible: true,
        cell: (a) =>
          mayWrite ? (
            <span className="row-actions">
              <button type="button" className="button small" onClick={() => setEditing(a)}>
                <Pencil size={14} /> Edit
              </button>
              <button type="button" className="button small" onClick={() => setToggling(a)}>
                <Power size={14} /> {a.enabled ? 'Disable' : 'Enable'}
              </button>
            </span>
          ) : null,
      },
    ],
    [mayWrite],
  );
  return (
    <div className="page">
      <PageHeader
        title="Bank accounts"
        subtitle="The brand's accounts members transfer deposits to; each is a bank-transfer channel."
        actions={
          mayWrite && (
            <button type="button" className="button primary" onClick={() => setAdding(true)}>
              <Plus size={16} /> Add bank account
            </button>
          )
        }
      />
      <DataTable
        id="bank-accounts"
        label="Bank accounts"
        table={table}
        columns={columns}
        rowKey={(a) => a.id}
        emptyText="No receiving bank account yet."
      />
      <Dialog open={adding} title="Add bank account" onClose={() => setAdding(false)} size="large">
        <AddAccount
          onDone={() => {
            setAdding(false);
            void refresh();
          }}
        />
      </Dialog>
      <Dialog
        open={editing !== null}
        title={editing ? `Bank account ${editing.code}` : 'Bank account'}
        onClose={() => setEditing(null)}
        size="large"
      >
        {editing && (
          <EditAccount
            account={editing}
            onDone={() => {
              setEditing(null);
              void refresh();
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.enabled ? 'Disable bank account' : 'Enable bank account'}
        message={
          toggling && (
            <p>
              {toggling.enabled
                ? `Take ${toggling.code} off the deposit page? Orders already made keep their account.`
                : `Offer ${toggling.code} on the deposit page again?`}
            </p>
          )
        }
        confirmLabel={toggling?.enabled ? 'Disable' : 'Enable'}
        danger={toggling?.enabled ?? false}
        onConfirm={async () => {
          if (!toggling) return;
          await api.patch(pathOf(ADMIN_BRAND_PATHS.bankAccount, { channelId: toggling.id }), {
            enabled: !toggling.enabled,
          });
          toast.success(`${toggling.code} ${toggling.enabled ? 'disabled' : 'enabled'}.`);
          await refresh();
        }}
        onClose={() => setToggling(null)}
      />
    </div>
  );
}
