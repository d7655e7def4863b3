import { AGENT_PAGE_SIZE, type TeamMember } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { useSession } from '@/lib/session';
import { useBrandTimeZone, withZone } from '@/lib/time';
import { teamQuery, type TeamParams } from '../api/agent-calls';
import { useAgentNav } from '../hooks/agent-nav';
import { useContractKinds } from '../hooks/use-contract-kinds';
import { Breadcrumb, count, Money, StatusBadge, useCurrencySymbol } from './bits';
import { ReportPager, useLoadError } from './report-parts';
import { TransferDialog } from './transfer-dialog';
import styles from './agent.module.css';

const FIRST: TeamParams = { pageNo: 1, pageSize: AGENT_PAGE_SIZE };

/**
 * Team management: the agent's direct downlines (then, drilling down, an agent's own), a search by
 * username in the whole team, a transfer to a direct downline, and a direct downline agent's contract.
 */
export function TeamManagement() {
  const { t } = useTranslation();
  const id = useId();
  const token = useSession((s) => s.token);
  const zone = useBrandTimeZone();
  const symbol = useCurrencySymbol();
  const [params, setParams] = useState<TeamParams>(FIRST);
  const [search, setSearch] = useState('');
  const [sendTo, setSendTo] = useState<TeamMember | null>(null);
  const query = useQuery(teamQuery(token, params));
  const { kinds } = useContractKinds();
  const data = query.data;
  const drill = (parentId: number | undefined) => {
    setSearch('');
    setParams({ ...FIRST, parentId });
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setParams({ ...FIRST, username: search.trim() || undefined });
  };
  const viewContract = (member: TeamMember) => {
    if (kinds[0]) useAgentNav.getState().setPage(kinds[0], member.id);
  };
  return (
    <section className={styles.page} data-testid="agent-team">
      <h3 className={styles.title}>{t('agent.menu.team')}</h3>
      <form className={styles.filters} onSubmit={onSearch} role="search">
        <label className={styles.field} htmlFor={`${id}-username`}>
          <span className={styles.fieldLabel}>{t('agent.filters.username')}</span>
          <input
            id={`${id}-username`}
            className={styles.select}
            value={search}
            maxLength={32}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="agent-team-search"
          />
        </label>
        <Button type="submit" size="small" data-testid="agent-team-search-submit">
          {t('agent.filters.search')}
        </Button>
        {params.username ? (
          <Button variant="subtle" size="small" onClick={() => drill(undefined)}>
            {t('agent.filters.clear')}
          </Button>
        ) : null}
      </form>
      {data && !params.username ? <Breadcrumb steps={data.breadcrumb} onPick={drill} /> : null}
      <DataTable
        testId="agent-team-table"
        minWidth={980}
        rows={data?.list}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ 'data-testid': `agent-member-${m.id}` })}
        error={useLoadError(query)}
        empty={{ title: t('agent.team.empty'), testId: 'agent-team-empty' }}
        columns={[
          {
            key: 'username',
            header: t('agent.columns.username'),
            cell: (m) =>
              m.isAgent && m.directCount > 0 ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => drill(m.id)}
                  aria-label={t('agent.team.drill', { username: m.username })}
                  data-testid={`agent-drill-${m.id}`}
                >
                  {m.username}
                </button>
              ) : (
                m.username
              ),
          },
          {
            key: 'type',
            header: t('agent.columns.type'),
            cell: (m) =>
              m.isAgent ? t('agent.accountType.agent', { type: m.type }) : t('agent.accountType.member'),
          },
          { key: 'level', header: t('agent.columns.level'), numeric: true, cell: (m) => m.level },
          {
            key: 'balance',
            header: t('agent.columns.balance'),
            numeric: true,
            cell: (m) => <Money amount={m.balance} symbol={symbol} />,
          },
          {
            key: 'registered',
            header: withZone(t('agent.columns.registered'), zone),
            className: styles.nowrap,
            cell: (m) => m.registeredDateStr,
          },
          {
            key: 'lastLogin',
            header: withZone(t('agent.columns.lastLogin'), zone),
            className: styles.nowrap,
            cell: (m) => m.lastLoginDateStr ?? '—',
          },
          {
            key: 'status',
            header: t('agent.columns.status'),
            cell: (m) => <StatusBadge status={m.status} />,
          },
          {
            key: 'teamSize',
            header: t('agent.columns.teamSize'),
            numeric: true,
            cell: (m) => count(m.teamSize),
          },
          {
            key: 'actions',
            header: t('agent.columns.actions'),
            hideHeader: true,
            cell: (m) =>
              m.direct ? (
                <div className={styles.actions}>
                  <Button size="small" onClick={() => setSendTo(m)} data-testid={`agent-transfer-${m.id}`}>
                    {t('agent.team.transfer')}
                  </Button>
                  {m.isAgent && kinds.length > 0 ? (
                    <Button
                      size="small"
                      variant="subtle"
                      onClick={() => viewContract(m)}
                      data-testid={`agent-view-contract-${m.id}`}
                    >
                      {t('agent.team.viewContract')}
                    </Button>
                  ) : null}
                </div>
              ) : null,
          },
        ]}
      />
      <ReportPager page={data} query={query} onChange={(pageNo) => setParams({ ...params, pageNo })} />
      {sendTo ? <TransferDialog member={sendTo} symbol={symbol} onClose={() => setSendTo(null)} /> : null}
    </section>
  );
}
