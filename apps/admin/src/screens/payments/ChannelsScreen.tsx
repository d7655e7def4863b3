import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_BRAND_PATHS,
  channelUpdateSchema,
  withdrawalLimitsSchema,
  type PaymentChannel,
  type PaymentChannelList,
  type WithdrawalLimits,
} from '@platform/contracts';
import { Pencil } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { Form, MoneyField, NumberField, SwitchField, useZodForm } from '../../components/form';
import { toast } from '../../components/toast';
import { Badge, EscapedText, Money, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { useCan } from '../../lib/session';

const PROVIDERS: Record<PaymentChannel['provider'], string> = {
  manual_bank: 'Bank transfer (decided by finance)',
  sandbox: 'Sandbox gateway',
};

export const channelName = (c: PaymentChannel, language: string) =>
  c.text[language as keyof PaymentChannel['text']]?.name ?? c.text.EN?.name ?? c.code;

function EditChannel({ channel, onDone }: { channel: PaymentChannel; onDone: () => void }) {
  const { currencySymbol } = useBrand();
  const form = useZodForm(channelUpdateSchema, {
    enabled: channel.enabled,
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    sort: channel.sort,
  });
  return (
    <Form
      form={form}
      submitLabel="Save channel"
      onCancel={onDone}
      onSubmit={async (values) => {
        await api.patch(pathOf(ADMIN_BRAND_PATHS.channel, { channelId: channel.id }), values);
        toast.success(`${channel.code} saved; the deposit page shows it at once.`);
        onDone();
      }}
    >
      <SwitchField name="enabled" label="Open to members" hint="Closed: not offered on the deposit page." />
      <MoneyField name="minAmount" label="Minimum per order" symbol={currencySymbol} min={0.01} />
      <MoneyField name="maxAmount" label="Maximum per order" symbol={currencySymbol} min={0.01} />
      <NumberField name="sort" label="Place in the list" hint="Lower first." min={0} max={10_000} />
    </Form>
  );
}

function LimitsCard({ mayWrite }: { mayWrite: boolean }) {
  const query = useQuery({
    queryKey: ['withdrawal-limits'],
    queryFn: () => api.get<WithdrawalLimits>(ADMIN_BRAND_PATHS.withdrawalLimits),
  });
  return (
    <section className="card" aria-label="Withdrawal limits">
      <h2>Withdrawal limits</h2>
      {query.error && <p className="form-problem">{query.error.message}</p>}
      {query.data && <LimitsForm key={JSON.stringify(query.data)} value={query.data} mayWrite={mayWrite} />}
    </section>
  );
}

function LimitsForm({ value, mayWrite }: { value: WithdrawalLimits; mayWrite: boolean }) {
  const client = useQueryClient();
  const { currencySymbol } = useBrand();
  const form = useZodForm(withdrawalLimitsSchema, value);
  const disabled = !mayWrite;
  return (
    <Form
      form={form}
      {...(mayWrite ? { submitLabel: 'Save limits' } : {})}
      onSubmit={async (values) => {
        const saved = await api.put<WithdrawalLimits>(ADMIN_BRAND_PATHS.withdrawalLimits, values);
        client.setQueryData(['withdrawal-limits'], saved);
        toast.success('Withdrawal limits saved; the member centre uses them at once.');
      }}
    >
      <div className="cards">
        <MoneyField
          name="withdrawMin"
          label="Withdrawal minimum"
          symbol={currencySymbol}
          disabled={disabled}
        />
        <MoneyField
          name="withdrawMax"
          label="Withdrawal maximum"
          symbol={currencySymbol}
          disabled={disabled}
        />
        <NumberField
          name="withdrawalConfirmMinutes"
          label="Minutes to confirm receipt"
          hint="A paid withdrawal not confirmed by then counts as received."
          min={5}
          max={10_080}
          disabled={disabled}
        />
        <MoneyField
          name="uplineTransferMin"
          label="Transfer to upline: minimum"
          symbol={currencySymbol}
          disabled={disabled}
        />
        <MoneyField
          name="uplineTransferMax"
          label="Transfer to upline: maximum"
          symbol={currencySymbol}
          disabled={disabled}
        />
      </div>
    </Form>
  );
}

/** Deposit channels (open or closed, limits per order, order) and the limits of withdrawals. */
export default function ChannelsScreen() {
  const mayWrite = useCan(['owner', 'finance']);
  const client = useQueryClient();
  const { defaultLanguage } = useBrand();
  const [editing, setEditing] = useState<PaymentChannel | null>(null);
  const table = useServerTable(['payment-channels'], (q, signal) =>
    api.get<PaymentChannelList>(ADMIN_BRAND_PATHS.channels, toQuery(q), signal),
  );
  const columns = useMemo<Column<PaymentChannel>[]>(
    () => [
      { id: 'sort', header: 'Place', cell: (c) => c.sort, width: '64px' },
      {
        id: 'name',
        header: 'Channel',
        alwaysVisible: true,
        cell: (c) => (
          <span>
            <EscapedText text={channelName(c, defaultLanguage)} /> <span className="muted">{c.code}</span>
          </span>
        ),
      },
      { id: 'provider', header: 'Kind', cell: (c) => PROVIDERS[c.provider] },
      { id: 'min', header: 'Minimum', cell: (c) => <Money amount={c.minAmount} />, align: 'right' },
      { id: 'max', header: 'Maximum', cell: (c) => <Money amount={c.maxAmount} />, align: 'right' },
      {
        id: 'enabled',
        header: 'Status',
        cell: (c) => (c.enabled ? <Badge tone="success">open</Badge> : <Badge tone="neutral">closed</Badge>),
      },
      {
        id: 'edit',
        header: '',
        align: 'right',
        alwaysVisible: true,
        cell: (c) =>
          mayWrite ? (
            <button type="button" className="button small" onClick={() => setEditing(c)}>
              <Pencil size={14} /> Edit
            </button>
          ) : null,
      },
    ],
    [mayWrite, defaultLanguage],
  );
  return (
    <div className="page">
      <PageHeader title="Channels and limits" subtitle="How members pay in, and the limits of paying out." />
      <DataTable
        id="payment-channels"
        label="Deposit channels"
        table={table}
        columns={columns}
        rowKey={(c) => c.id}
        emptyText="The brand has no deposit channel."
      />
      <LimitsCard mayWrite={mayWrite} />
      <Dialog
        open={editing !== null}
        title={editing ? `Channel ${editing.code}` : 'Channel'}
        onClose={() => setEditing(null)}
        size="small"
      >
        {editing && (
          <EditChannel
            channel={editing}
            onDone={() => {
              setEditing(null);
              void client.invalidateQueries({ queryKey: ['payment-channels'] });
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
