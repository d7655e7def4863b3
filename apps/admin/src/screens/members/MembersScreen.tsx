import { useNavigate } from 'react-router';
import { ADMIN_MEMBERS_PATHS, type MemberRow, type MemberSearchValue } from '@platform/contracts';
import { DataTable, type Column, type FilterDef } from '../../components/DataTable';
import { useServerTable } from '../../components/useServerTable';
import { Badge, DateTime, EscapedText, PageHeader } from '../../components/ui';
import { api } from '../../lib/api';
import css from './members.module.css';
import { searchQuery } from './query';

const columns: Column<MemberRow>[] = [
  { id: 'id', header: 'ID', cell: (m) => m.id, width: '80px' },
  {
    id: 'username',
    header: 'Username',
    cell: (m) => <EscapedText text={m.username} />,
    sortable: true,
    alwaysVisible: true,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (m) => <Badge tone={m.status === 'active' ? 'success' : 'danger'}>{m.status}</Badge>,
  },
  { id: 'vipLevel', header: 'VIP', cell: (m) => m.vipLevel, sortable: true, align: 'right' },
  { id: 'mobile', header: 'Mobile', cell: (m) => m.mobile ?? '—' },
  { id: 'email', header: 'E-mail', cell: (m) => <EscapedText text={m.email ?? '—'} /> },
  { id: 'agent', header: 'Agent', cell: (m) => <EscapedText text={m.agent ?? '—'} /> },
  {
    id: 'tags',
    header: 'Tags',
    cell: (m) =>
      m.tags.length === 0 ? (
        '—'
      ) : (
        <span className={css.tags}>
          {m.tags.map((tag) => (
            <Badge key={tag} tone="info">
              {tag}
            </Badge>
          ))}
        </span>
      ),
  },
  {
    id: 'registrationIp',
    header: 'Registration IP',
    cell: (m) => m.registrationIp ?? '—',
    hiddenByDefault: true,
  },
  { id: 'createdAt', header: 'Registered', cell: (m) => <DateTime value={m.createdAt} />, sortable: true },
  {
    id: 'lastLoginAt',
    header: 'Last login',
    cell: (m) => (m.lastLoginAt ? <DateTime value={m.lastLoginAt} /> : '—'),
    sortable: true,
  },
];

const filters: FilterDef[] = [
  { id: 'q', label: 'Search', type: 'text', placeholder: 'Start of a name, number, e-mail; an IP' },
  {
    id: 'by',
    label: 'Search in',
    type: 'select',
    options: [
      { value: 'username', label: 'Username' },
      { value: 'mobile', label: 'Mobile' },
      { value: 'email', label: 'E-mail' },
      { value: 'ip', label: 'IP (registration or login)' },
      { value: 'referral', label: 'Referral code' },
      { value: 'agent', label: 'Agent (upline username)' },
    ],
  },
  {
    id: 'status',
    label: 'Status',
    type: 'select',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'locked', label: 'Locked' },
    ],
  },
  { id: 'vipLevel', label: 'VIP level', type: 'text', placeholder: '0-100' },
  { id: 'tag', label: 'Tag', type: 'text', placeholder: 'e.g. bonus-watch' },
  { id: 'registeredFrom', label: 'Registered from', type: 'date' },
  { id: 'registeredTo', label: 'Registered to', type: 'date' },
];

/** Member search: every field at once, or one; filters, sorting and paging on the server. */
export default function MembersScreen() {
  const navigate = useNavigate();
  const table = useServerTable<MemberRow>(
    ['members', 'search'],
    (q, signal) => api.get<MemberSearchValue>(ADMIN_MEMBERS_PATHS.adminMembers, searchQuery(q), signal),
    { pageSize: 20, sort: { id: 'createdAt', desc: true } },
  );
  return (
    <div className="page">
      <PageHeader
        title="Members"
        subtitle="Search by the start of a username, mobile number, e-mail or referral code, an exact IP, or the upline agent."
      />
      <DataTable
        id="members"
        label="Members"
        table={table}
        columns={columns}
        rowKey={(m) => m.id}
        onRowClick={(m) => void navigate(`/members/${m.id}`)}
        filters={filters}
        emptyText="No member matches."
      />
    </div>
  );
}
