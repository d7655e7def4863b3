import { ADMIN_REPORTS_PATHS as PATHS, type PlayerRow, type Players } from '@platform/contracts';
import type { Column } from '../../components/DataTable';
import { EscapedText } from '../../components/ui';
import { PERIOD_FILTERS, ReportPage } from './ReportPage';
import { countColumn, CountStat, moneyColumn, MoneyStat } from './parts';

const columns: Column<PlayerRow>[] = [
  {
    id: 'username',
    header: 'Member',
    sortable: true,
    alwaysVisible: true,
    cell: (r) => (
      <span>
        <EscapedText text={r.username} /> <span className="muted">#{r.memberId}</span>
      </span>
    ),
  },
  countColumn<PlayerRow>('rounds', 'Rounds', (r) => r.rounds),
  moneyColumn<PlayerRow>('stakes', 'Stakes', (r) => r.stakes),
  moneyColumn<PlayerRow>('wins', 'Wins', (r) => r.wins),
  moneyColumn<PlayerRow>('ggr', 'GGR', (r) => r.ggr),
  moneyColumn<PlayerRow>('deposits', 'Deposits', (r) => r.deposits),
  moneyColumn<PlayerRow>('withdrawals', 'Withdrawals', (r) => r.withdrawals),
  moneyColumn<PlayerRow>('bonus', 'Bonus', (r) => r.bonus),
  moneyColumn<PlayerRow>('ngr', 'NGR', (r) => r.ngr),
];

/** Per member: play, money in and out, bonuses (GGR and NGR from the house's side). */
export default function PlayersScreen() {
  return (
    <ReportPage<PlayerRow, Players['totals']>
      id="players"
      title="Player profit and loss"
      subtitle="Members with play or money movements in the period. GGR is what the house won from the member (negative: the member won); NGR is GGR less the member's bonuses."
      path={PATHS.adminReportsPlayers}
      csvPath={PATHS.adminReportsPlayersCsv}
      columns={columns}
      filters={[
        ...PERIOD_FILTERS,
        { id: 'username', label: 'Member', type: 'text', placeholder: 'Part of the username' },
      ]}
      rowKey={(r) => r.memberId}
      sort={{ id: 'ggr', desc: true }}
      summary={(t) => (
        <>
          <MoneyStat label="GGR" amount={t.ggr} />
          <MoneyStat label="NGR" amount={t.ngr} />
          <MoneyStat label="Deposits" amount={t.deposits} />
          <MoneyStat label="Withdrawals" amount={t.withdrawals} />
          <MoneyStat label="Bonus" amount={t.bonus} />
          <CountStat label="Rounds" value={t.rounds} />
        </>
      )}
      emptyText="No member played or moved money in this period."
    />
  );
}
