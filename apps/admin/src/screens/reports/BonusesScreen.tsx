import { ADMIN_REPORTS_PATHS as PATHS, type BonusRow, type Bonuses } from '@platform/contracts';
import type { Column } from '../../components/DataTable';
import { Badge } from '../../components/ui';
import { PERIOD_FILTERS, ReportPage } from './ReportPage';
import { countColumn, CountStat, moneyColumn, MoneyStat } from './parts';

const SOURCES = [
  'promotion',
  'vip_rebate',
  'vip_upgrade',
  'vip_monthly',
  'vip_birthday',
  'mission',
  'raffle',
  'referral_signup',
  'referral_play',
];

const columns: Column<BonusRow>[] = [
  { id: 'day', header: 'Day', sortable: true, alwaysVisible: true, cell: (r) => r.day },
  { id: 'source', header: 'Source', sortable: true, cell: (r) => <Badge tone="accent">{r.source}</Badge> },
  {
    id: 'promotion',
    header: 'Promotion',
    cell: (r) =>
      r.promotionId === null ? (
        <span className="muted">—</span>
      ) : (
        <span>
          {r.promotion ?? 'Promotion'} <span className="muted">#{r.promotionId}</span>
        </span>
      ),
  },
  countColumn<BonusRow>('grants', 'Grants', (r) => r.grants),
  countColumn<BonusRow>('members', 'Members', (r) => r.members),
  moneyColumn<BonusRow>('amount', 'Cost', (r) => r.amount),
];

/** Bonuses paid by day, source and promotion. */
export default function BonusesScreen() {
  return (
    <ReportPage<BonusRow, Bonuses['totals']>
      id="bonuses"
      title="Bonus and promotion cost"
      subtitle="Bonuses paid each brand day, by source and promotion; a reward claimed from the reward centre counts under its own source."
      path={PATHS.adminReportsBonuses}
      csvPath={PATHS.adminReportsBonusesCsv}
      columns={columns}
      filters={[
        ...PERIOD_FILTERS,
        {
          id: 'source',
          label: 'Source',
          type: 'select',
          options: SOURCES.map((s) => ({ value: s, label: s })),
        },
        { id: 'promotionId', label: 'Promotion #', type: 'text', placeholder: 'Promotion id' },
      ]}
      rowKey={(r) => `${r.day}:${r.source}:${r.promotionId ?? ''}`}
      sort={{ id: 'day', desc: true }}
      summary={(t) => (
        <>
          <MoneyStat label="Bonus cost" amount={t.amount} />
          <CountStat label="Grants" value={t.grants} />
          <CountStat label="Members" value={t.members} />
        </>
      )}
      emptyText="No bonus paid in this period."
    />
  );
}
