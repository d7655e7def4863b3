import { useMemo, useState } from 'react';
import { ADMIN_API, type AuditEntry, type AuditList } from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { Badge, DateTime, EscapedText, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api } from '../../lib/api';
import css from './audit.module.css';
import { changeSummary, detailSummary, diffLines, shown } from './diff';

const hasChange = (e: AuditEntry) => 'before' in e.detail || 'after' in e.detail;

/** Before and after, field by field; every value shown as text. */
function Diff({ entry }: { entry: AuditEntry }) {
  const { before, after, ...rest } = entry.detail;
  const lines = diffLines(before, after);
  const others = Object.entries(rest);
  return (
    <div className="stack">
      <dl className="facts">
        <dt>When</dt>
        <dd>
          <DateTime value={entry.createdAt} seconds showZone />
        </dd>
        <dt>Action</dt>
        <dd>
          <code>{entry.event}</code>
        </dd>
        <dt>Operator</dt>
        <dd>
          <EscapedText text={entry.operator} />
        </dd>
        <dt>Member</dt>
        <dd>
          <EscapedText text={entry.member} />
        </dd>
        <dt>IP</dt>
        <dd>
          <EscapedText text={entry.ip} />
        </dd>
        {others.map(([k, v]) => (
          <FactRow key={k} name={k} value={v} />
        ))}
      </dl>
      {hasChange(entry) && (
        <table className={css.diff}>
          <caption className="muted small">Before and after (changed fields first)</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 && (
              <tr>
                <td colSpan={3} className="muted">
                  Nothing recorded.
                </td>
              </tr>
            )}
            {lines.map((l) => (
              <tr key={l.path} className={l.changed ? css.changed : undefined}>
                <td>
                  <code>{l.path}</code>
                </td>
                <td>
                  <code className={l.changed ? css.removed : undefined}>{shown(l.before)}</code>
                </td>
                <td>
                  <code className={l.changed ? css.added : undefined}>{shown(l.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function FactRow({ name, value }: { name: string; value: unknown }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>
        <code className="escaped-text">{shown(value)}</code>
      </dd>
    </>
  );
}

/** The brand's audit trail (owners): filters by operator, action, target and days; changes as a diff. */
export default function AuditScreen() {
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const table = useServerTable(['audit'], (q, signal) =>
    api.get<AuditList>(ADMIN_API.adminAudit, toQuery(q), signal),
  );
  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      {
        id: 'createdAt',
        header: 'When',
        alwaysVisible: true,
        width: '170px',
        cell: (e) => <DateTime value={e.createdAt} seconds />,
      },
      { id: 'event', header: 'Action', cell: (e) => <Badge tone="accent">{e.event}</Badge> },
      { id: 'operator', header: 'Operator', cell: (e) => <EscapedText text={e.operator} /> },
      { id: 'member', header: 'Member', cell: (e) => <EscapedText text={e.member} /> },
      {
        id: 'change',
        header: 'Change',
        cell: (e) =>
          hasChange(e) ? (
            <span className={css.summary}>
              <EscapedText
                text={changeSummary(e.detail.before, e.detail.after) || 'no field changed'}
                max={140}
              />
            </span>
          ) : (
            <span className={css.summary}>
              <EscapedText text={detailSummary(e.detail) || '—'} max={140} />
            </span>
          ),
      },
      { id: 'ip', header: 'IP', hiddenByDefault: true, cell: (e) => <EscapedText text={e.ip} /> },
    ],
    [],
  );
  return (
    <div className="page">
      <PageHeader
        title="Audit log"
        subtitle="Every back-office action, money movement and sign-in of the brand, newest first. Open a row for its before and after."
      />
      <DataTable
        id="audit"
        label="Audit log"
        table={table}
        columns={columns}
        rowKey={(e) => e.id}
        onRowClick={setOpen}
        filters={[
          { id: 'operator', label: 'Operator', type: 'text', placeholder: 'Operator' },
          { id: 'action', label: 'Action', type: 'text', placeholder: 'Action, e.g. queue' },
          { id: 'targetType', label: 'Target type', type: 'text', placeholder: 'Target type, e.g. member' },
          { id: 'targetId', label: 'Target id', type: 'text', placeholder: 'Target id' },
          { id: 'from', label: 'From', type: 'date' },
          { id: 'to', label: 'To', type: 'date' },
        ]}
        emptyText="No entry matches."
        pageSizes={[20, 50, 100]}
      />
      <Dialog
        open={open !== null}
        title={open ? `${open.event} #${open.id}` : ''}
        onClose={() => setOpen(null)}
        size="large"
      >
        {open && <Diff entry={open} />}
      </Dialog>
    </div>
  );
}
