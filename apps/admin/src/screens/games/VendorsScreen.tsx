import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_GAMES_PATHS,
  SECRET_GRACE_HOURS,
  type AdminSecretRotated,
  type AdminVendor,
  type AdminVendorList,
  type AdminVendorUpdate,
  type WalletMode,
} from '@platform/contracts';
import { Copy, KeyRound, Wrench } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import {
  LocalizedTextEditor,
  missingLanguages,
  type LocalizedText,
} from '../../components/LocalizedTextEditor';
import { toast } from '../../components/toast';
import { Badge, DateTime, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { ApiError, api, pathOf } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { useCan } from '../../lib/session';
import { CATEGORY_NAMES, categoryOptions } from './options';

const KEY = ['games', 'vendors'];

/** A vendor entry's maintenance: on or off, with what members are told (per language). */
function MaintenanceDialog({ vendor, onDone }: { vendor: AdminVendor; onDone: (saved: boolean) => void }) {
  const brand = useBrand();
  const required = [brand.defaultLanguage ?? 'EN'] as const;
  const [on, setOn] = useState(vendor.maintenance);
  const [message, setMessage] = useState<LocalizedText>(vendor.maintenanceMessage ?? {});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const empty = Object.values(message).every((v) => !v?.trim());
  const save = async () => {
    if (!empty && missingLanguages(message, required).length > 0) {
      setProblem(`The ${required[0]} text is required (members of other languages read it).`);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const texts = Object.fromEntries(Object.entries(message).filter(([, v]) => v?.trim()));
      await api.patch<AdminVendor>(pathOf(ADMIN_GAMES_PATHS.vendor, { vendorId: vendor.id }), {
        maintenance: on,
        maintenanceMessage: empty ? null : texts,
      } satisfies AdminVendorUpdate);
      toast.success(on ? `${vendor.name} is in maintenance.` : `${vendor.name} is open again.`);
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
      title={`Maintenance: ${vendor.name} (${CATEGORY_NAMES[vendor.category] ?? vendor.category})`}
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
        <label className="switch">
          <input type="checkbox" role="switch" checked={on} onChange={(e) => setOn(e.target.checked)} />
          <span className="switch-track" aria-hidden="true" />
          <span>In maintenance: its games stay listed, marked, and do not open</span>
        </label>
        <LocalizedTextEditor
          label="What members are told when they open a game"
          value={message}
          onChange={setMessage}
          kind="multiline"
          required={empty ? [] : required}
          maxLength={300}
        />
        <p className="muted small">Leave every language empty for the standard maintenance notice.</p>
        {problem && (
          <p className="form-problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    </Dialog>
  );
}

/** Rotation of a vendor's wallet API secret: the grace, then the new secret shown once. */
function RotateDialog({ vendor, onDone }: { vendor: AdminVendor; onDone: () => void }) {
  const [grace, setGrace] = useState<number>(SECRET_GRACE_HOURS.default);
  const [rotated, setRotated] = useState<AdminSecretRotated | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = Number.isInteger(grace) && grace >= SECRET_GRACE_HOURS.min && grace <= SECRET_GRACE_HOURS.max;
  const rotate = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setRotated(
        await api.post<AdminSecretRotated>(
          pathOf(ADMIN_GAMES_PATHS.vendorSecret, { vendorCode: vendor.code }),
          {
            graceHours: grace,
          },
        ),
      );
    } catch (error) {
      setProblem(error instanceof ApiError || error instanceof Error ? error.message : 'Not rotated.');
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!rotated) return;
    try {
      await navigator.clipboard.writeText(rotated.secret);
      toast.success('Secret copied.');
    } catch {
      toast.error('The browser did not allow copying: select the secret and copy it.');
    }
  };
  return (
    <Dialog
      open
      size="medium"
      title={`Wallet API secret of ${vendor.code}`}
      onClose={onDone}
      footer={
        rotated ? (
          <button type="button" className="button primary" onClick={onDone}>
            I have stored it
          </button>
        ) : (
          <>
            <button type="button" className="button ghost" onClick={onDone}>
              Cancel
            </button>
            <button
              type="button"
              className="button danger"
              disabled={busy || !valid}
              onClick={() => void rotate()}
            >
              {busy ? 'Rotating…' : 'Rotate secret'}
            </button>
          </>
        )
      }
    >
      {rotated ? (
        <div className="stack">
          <p>
            <strong>This secret is shown once.</strong> Give it to {vendor.code} now over a safe channel; it
            is not stored anywhere you can read it again.
          </p>
          <div className="row-actions" style={{ display: 'flex', gap: '0.5rem' }}>
            <input
              className="input"
              readOnly
              aria-label="New secret"
              value={rotated.secret}
              onFocus={(e) => e.target.select()}
              style={{ fontFamily: 'monospace', flex: 1, minWidth: 0, fontSize: '0.8rem' }}
            />
            <button
              type="button"
              className="button icon"
              aria-label="Copy the secret"
              onClick={() => void copy()}
            >
              <Copy size={16} />
            </button>
          </div>
          {rotated.previousValidUntil ? (
            <p className="muted">
              The previous secret keeps working until <DateTime value={rotated.previousValidUntil} showZone />
              , then stops.
            </p>
          ) : (
            <p className="muted">This is the vendor&apos;s first secret.</p>
          )}
        </div>
      ) : (
        <div className="stack">
          <p>
            A new secret signs {vendor.code}&apos;s wallet calls from now on. The current one keeps verifying
            during the grace, so the vendor can switch without refused calls; a rotation during a grace ends
            the older grace at once.
          </p>
          <div className="field">
            <label htmlFor="rotate-grace">Grace (hours, 1 to 168)</label>
            <input
              id="rotate-grace"
              className="input number"
              type="number"
              min={SECRET_GRACE_HOURS.min}
              max={SECRET_GRACE_HOURS.max}
              step={1}
              value={Number.isNaN(grace) ? '' : grace}
              aria-invalid={!valid || undefined}
              onChange={(e) => setGrace(e.target.value === '' ? NaN : Number(e.target.value))}
            />
            {valid ? (
              <p className="field-hint">24 hours unless the vendor needs longer to switch.</p>
            ) : (
              <p className="field-error">From 1 hour to 168 hours (7 days), whole hours.</p>
            )}
          </div>
          {problem && (
            <p className="form-problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

type ModeChange = { vendor: AdminVendor; walletMode: WalletMode };

/** The brand's vendor entries: state, maintenance, wallet mode and the wallet API secret. */
export default function VendorsScreen() {
  const client = useQueryClient();
  const mayWrite = useCan(['owner']);
  const [maintaining, setMaintaining] = useState<AdminVendor | null>(null);
  const [rotating, setRotating] = useState<AdminVendor | null>(null);
  const [modeChange, setModeChange] = useState<ModeChange | null>(null);
  const table = useServerTable(KEY, (q, signal) =>
    api.get<AdminVendorList>(ADMIN_GAMES_PATHS.vendors, toQuery(q), signal),
  );
  const refresh = () => client.invalidateQueries({ queryKey: ['games'] });

  const columns = useMemo<Column<AdminVendor>[]>(() => {
    const setEnabled = async (vendor: AdminVendor, enabled: boolean) => {
      try {
        await api.patch(pathOf(ADMIN_GAMES_PATHS.vendor, { vendorId: vendor.id }), { enabled });
        toast.success(`${vendor.name} ${enabled ? 'enabled' : 'disabled'} in ${vendor.category}.`);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : 'Not saved.');
      }
      await client.invalidateQueries({ queryKey: ['games'] });
    };
    return [
      {
        id: 'name',
        header: 'Vendor',
        alwaysVisible: true,
        cell: (v) => (
          <span>
            {v.name} <span className="muted small">{v.code}</span>
          </span>
        ),
      },
      { id: 'category', header: 'Category', cell: (v) => CATEGORY_NAMES[v.category] ?? v.category },
      { id: 'games', header: 'Games', align: 'right', cell: (v) => v.games },
      {
        id: 'enabled',
        header: 'Shown',
        cell: (v) => (
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              aria-label={`${v.name} in ${v.category} shown`}
              checked={v.enabled}
              disabled={!mayWrite}
              onChange={(e) => void setEnabled(v, e.target.checked)}
            />
            <span className="switch-track" aria-hidden="true" />
          </label>
        ),
      },
      {
        id: 'maintenance',
        header: 'Maintenance',
        cell: (v) => (
          <span>
            {v.maintenance ? <Badge tone="warning">maintenance</Badge> : <Badge tone="success">open</Badge>}{' '}
            {mayWrite && (
              <button
                type="button"
                className="button small ghost"
                aria-label={`Maintenance of ${v.name} in ${v.category}`}
                onClick={() => setMaintaining(v)}
              >
                <Wrench size={14} /> Change
              </button>
            )}
          </span>
        ),
      },
      {
        id: 'walletMode',
        header: 'Wallet',
        cell: (v) => (
          <select
            className="input small"
            aria-label={`Wallet mode of ${v.code}`}
            value={v.walletMode}
            disabled={!mayWrite}
            onChange={(e) => setModeChange({ vendor: v, walletMode: e.target.value as WalletMode })}
          >
            <option value="seamless">seamless</option>
            <option value="transfer">transfer</option>
          </select>
        ),
      },
      {
        id: 'secret',
        header: 'Wallet API secret',
        cell: (v) =>
          !v.credentials.exists ? (
            <Badge tone="danger">none</Badge>
          ) : (
            <span className="small">
              {v.credentials.rotatedAt ? (
                <>
                  rotated <DateTime value={v.credentials.rotatedAt} />
                </>
              ) : (
                <>
                  since <DateTime value={v.credentials.createdAt} dateOnly />
                </>
              )}
              {v.credentials.previousValidUntil && (
                <>
                  {' '}
                  <Badge tone="info">
                    old one until <DateTime value={v.credentials.previousValidUntil} />
                  </Badge>
                </>
              )}
            </span>
          ),
      },
      {
        id: 'actions',
        header: '',
        align: 'right',
        alwaysVisible: true,
        cell: (v) =>
          mayWrite && (
            <button type="button" className="button small" onClick={() => setRotating(v)}>
              <KeyRound size={14} /> Rotate secret
            </button>
          ),
      },
    ];
  }, [client, mayWrite]);

  return (
    <div className="page">
      <PageHeader
        title="Vendors"
        subtitle="Each vendor per category: shown or hidden, maintenance, wallet mode and its wallet API secret"
      />
      <DataTable
        id="games-vendors"
        label="Vendors"
        table={table}
        columns={columns}
        rowKey={(v) => v.id}
        filters={[{ id: 'category', label: 'Category', type: 'select', options: categoryOptions }]}
        emptyText="No vendor in this category."
      />
      {maintaining && (
        <MaintenanceDialog
          vendor={maintaining}
          onDone={(saved) => {
            setMaintaining(null);
            if (saved) void refresh();
          }}
        />
      )}
      {rotating && (
        <RotateDialog
          vendor={rotating}
          onDone={() => {
            setRotating(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={modeChange !== null}
        title="Change the wallet mode"
        message={
          modeChange && (
            <p>
              {modeChange.vendor.code} plays on{' '}
              {modeChange.walletMode === 'seamless'
                ? "the member's main wallet (seamless)"
                : 'a sub-wallet the main balance moves into at launch (transfer)'}{' '}
              in every category. Refused while members hold money in its sub-wallets or rounds are open.
            </p>
          )
        }
        confirmLabel="Change"
        onConfirm={async () => {
          if (!modeChange) return;
          await api.patch(pathOf(ADMIN_GAMES_PATHS.vendor, { vendorId: modeChange.vendor.id }), {
            walletMode: modeChange.walletMode,
          });
          toast.success(`${modeChange.vendor.code} now plays in ${modeChange.walletMode} mode.`);
          setModeChange(null);
          void refresh();
        }}
        onClose={() => setModeChange(null)}
      />
    </div>
  );
}
