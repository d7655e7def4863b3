import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CONTENT_PATHS as P,
  type AdminCustomerService,
  type AdminResource,
  type AdminResourceList,
} from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { toast } from '../../components/toast';
import { Badge, EscapedText, PageHeader } from '../../components/ui';
import { useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useCan } from '../../lib/session';
import styles from './content.module.css';
import { CONTENT_WRITERS, ImageInput, Problem, messageOf } from './shared';

const KEY = ['content', 'resources'];
const SERVICE = ['content', 'customer-service'];

const RESOURCE_NAMES: Record<string, string> = {
  INSTAGRAM: 'Instagram',
  FACEBOOK: 'Facebook',
  WHATSAPP: 'WhatsApp',
  TELEGRAM: 'Telegram',
  TELEGRAM2: 'Telegram (second)',
  APP_IOS: 'App for iOS',
  APP_ANDROID: 'App for Android',
};

function ResourceEditor({ item, onDone }: { item: AdminResource; onDone: (saved: boolean) => void }) {
  const [url, setUrl] = useState(item.url ?? '');
  const [qr, setQr] = useState(item.qrCodeUrl ?? '');
  const [sort, setSort] = useState(String(item.sort));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await api.put(pathOf(P.resource, { type: item.resourceType }), {
        url: url.trim(),
        qrCodeUrl: qr.trim() || null,
        sort: Number(sort) || 0,
      });
      toast.success(`${RESOURCE_NAMES[item.resourceType]} saved: the site shows it now.`);
      onDone(true);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={RESOURCE_NAMES[item.resourceType] ?? item.resourceType}
      onClose={() => onDone(false)}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => onDone(false)}>
            Cancel
          </button>
          <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <div className="stack">
        <div className="field">
          <label htmlFor="resource-url">Address</label>
          <input
            id="resource-url"
            className="input"
            value={url}
            placeholder="https://... or a path of the site"
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <ImageInput
          id="resource-qr"
          label="QR code picture (optional)"
          value={qr}
          onChange={setQr}
          hint="Shown beside app downloads. PNG or JPEG, at most 2 MB."
        />
        <div className="field">
          <label htmlFor="resource-sort">Place</label>
          <input
            id="resource-sort"
            className="input number"
            type="number"
            min={0}
            value={sort}
            onChange={(e) => setSort(e.target.value)}
          />
        </div>
        <Problem text={problem} />
      </div>
    </Dialog>
  );
}

function CustomerServiceCard() {
  const current = useQuery({
    queryKey: SERVICE,
    queryFn: () => api.get<AdminCustomerService>(P.customerService),
  });
  return (
    <section className="card stack" aria-labelledby="service-title">
      <h2 id="service-title" className={styles.sectionTitle}>
        Customer service
      </h2>
      {current.data ? (
        <CustomerServiceForm key={JSON.stringify(current.data)} links={current.data} />
      ) : (
        <p className="muted">{current.isError ? messageOf(current.error) : 'Loading…'}</p>
      )}
    </section>
  );
}

function CustomerServiceForm({ links }: { links: AdminCustomerService }) {
  const queryClient = useQueryClient();
  const mayWrite = useCan(CONTENT_WRITERS);
  const [chat, setChat] = useState(links.chatUrl ?? '');
  const [vip, setVip] = useState(links.vipUrl ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await api.put(P.customerService, { chatUrl: chat.trim() || null, vipUrl: vip.trim() || null });
      toast.success('Customer-service links saved.');
      void queryClient.invalidateQueries({ queryKey: SERVICE });
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className={styles.row}>
        <div className="field">
          <label htmlFor="service-chat">Live chat (everybody)</label>
          <input
            id="service-chat"
            className="input"
            value={chat}
            disabled={!mayWrite}
            placeholder="Empty: no customer-service entry on the site"
            onChange={(e) => setChat(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="service-vip">VIP service (members above VIP rank 4)</label>
          <input
            id="service-vip"
            className="input"
            value={vip}
            disabled={!mayWrite}
            placeholder="Empty: the live chat"
            onChange={(e) => setVip(e.target.value)}
          />
        </div>
        {mayWrite && (
          <div>
            <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
              {busy ? 'Saving…' : 'Save links'}
            </button>
          </div>
        )}
      </div>
      <Problem text={problem} />
    </>
  );
}

export default function LinksScreen() {
  const queryClient = useQueryClient();
  const mayWrite = useCan(CONTENT_WRITERS);
  const [editing, setEditing] = useState<AdminResource | null>(null);
  const [removing, setRemoving] = useState<AdminResource | null>(null);
  const table = useServerTable<AdminResource>(KEY, (_q, signal) =>
    api.get<AdminResourceList>(P.resources, undefined, signal),
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const columns = useMemo<Column<AdminResource>[]>(
    () => [
      {
        id: 'type',
        header: 'Link',
        cell: (r) => RESOURCE_NAMES[r.resourceType] ?? r.resourceType,
        alwaysVisible: true,
      },
      { id: 'url', header: 'Address', cell: (r) => (r.url ? <EscapedText text={r.url} max={60} /> : '—') },
      {
        id: 'qr',
        header: 'QR code',
        cell: (r) => (r.qrCodeUrl ? <img className={styles.qr} src={r.qrCodeUrl} alt="" /> : '—'),
      },
      { id: 'sort', header: 'Place', cell: (r) => (r.configured ? r.sort : '—'), align: 'right' },
      {
        id: 'state',
        header: 'On the site',
        cell: (r) => (r.configured ? <Badge tone="success">shown</Badge> : <Badge>not set</Badge>),
      },
      {
        id: 'actions',
        header: '',
        alwaysVisible: true,
        cell: (r) =>
          mayWrite ? (
            <div className="row-actions" onClick={(e) => e.stopPropagation()}>
              <button type="button" className="button small" onClick={() => setEditing(r)}>
                {r.configured ? 'Edit' : 'Set'}
              </button>
              {r.configured && (
                <button type="button" className="button small danger" onClick={() => setRemoving(r)}>
                  Remove
                </button>
              )}
            </div>
          ) : null,
      },
    ],
    [mayWrite],
  );
  return (
    <div className="page">
      <PageHeader
        title="Links"
        subtitle="Social links and app downloads of the right bar, and customer service"
      />
      <CustomerServiceCard />
      <DataTable
        id="content-resources"
        label="Social links and app downloads"
        table={table}
        columns={columns}
        rowKey={(r) => r.resourceType}
        emptyText="No link type."
        pageSizes={[10]}
      />
      {editing && (
        <ResourceEditor
          item={editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove link"
        message={
          <p>Remove {removing ? RESOURCE_NAMES[removing.resourceType] : ''}? The site stops showing it.</p>
        }
        confirmLabel="Remove"
        danger
        onConfirm={async () => {
          if (!removing) return;
          await api.del(pathOf(P.resource, { type: removing.resourceType }));
          toast.success('Link removed.');
          refresh();
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
