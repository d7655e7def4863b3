import type { Contract, ContractKind } from '@platform/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { ListState } from '@/components/ui/list-state';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useBrandTimeZone, withZone } from '@/lib/time';
import { contractsQuery, endContract } from '../api/agent-calls';
import { useAgentNav } from '../hooks/agent-nav';
import { useAgentChanged } from '../hooks/use-agent-changed';
import { percent, StatusBadge } from './bits';
import { ContractDecision } from './contract-popup';
import { OfferForm } from './offer-form';
import { SettlementTable } from './settlement-table';
import styles from './agent.module.css';

const LIVE = new Set(['offered', 'signed']);

/** The contracts the agent offered to its direct downline agents, each live one with End. */
function OfferedContracts({ list, focus }: { list: Contract[]; focus: number | null }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const changed = useAgentChanged();
  const [ending, setEnding] = useState<Contract | null>(null);
  const end = useMutation({
    mutationFn: endContract,
    onSuccess: () => changed(),
    onError: (e) => showToast(errorText(e), 'error'),
    onSettled: () => setEnding(null),
  });
  return (
    <div className={styles.panel}>
      <h4>{t('agent.contracts.offeredTitle')}</h4>
      <DataTable
        testId="agent-offered-table"
        minWidth={640}
        rows={list}
        rowKey={(c) => c.id}
        rowProps={(c) => ({
          'data-testid': `agent-offered-${c.id}`,
          'aria-current': focus === c.memberId ? 'true' : undefined,
          className: focus === c.memberId ? styles.good : undefined,
        })}
        empty={{ title: t('agent.contracts.noneOffered') }}
        columns={[
          { key: 'username', header: t('agent.columns.username'), cell: (c) => c.username },
          {
            key: 'rate',
            header: t('agent.contracts.topRate'),
            numeric: true,
            cell: (c) => percent(c.topRate),
          },
          {
            key: 'status',
            header: t('agent.columns.status'),
            cell: (c) => <StatusBadge status={c.status} />,
          },
          {
            key: 'offered',
            header: withZone(t('agent.contracts.offeredAt'), zone),
            className: styles.nowrap,
            cell: (c) => c.offeredDateStr,
          },
          {
            key: 'end',
            header: t('agent.columns.actions'),
            hideHeader: true,
            cell: (c) =>
              LIVE.has(c.status) ? (
                <Button
                  size="small"
                  variant="subtle"
                  onClick={() => setEnding(c)}
                  data-testid={`agent-end-${c.id}`}
                >
                  {t('agent.contracts.end')}
                </Button>
              ) : null,
          },
        ]}
      />
      {ending ? (
        <ConfirmDialog
          title={t('agent.contracts.endTitle')}
          text={t('agent.contracts.endText', { username: ending.username })}
          confirmLabel={t('agent.contracts.end')}
          busy={end.isPending}
          onConfirm={() => end.mutate(ending.id)}
          onCancel={() => setEnding(null)}
          testId="agent-end-confirm"
        />
      ) : null}
    </div>
  );
}

/**
 * A contract page (dividend, daily, hourly or real-time salary): the agent's own contract with its upline,
 * the contracts it offered, an offer form and the settlements of this kind.
 */
export function ContractsPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const focus = useAgentNav((s) => s.focusMember);
  const query = useQuery(contractsQuery(token, kind));
  const data = query.data;
  const error = query.isError
    ? { title: t('agent.loadFailed'), message: errorText(query.error), onRetry: () => void query.refetch() }
    : null;
  return (
    <section className={styles.page} data-testid={`agent-contracts-${kind}`}>
      <h3 className={styles.title}>{t(`agent.kinds.${kind}`)}</h3>
      {!data ? (
        error ? (
          <ListState kind="error" {...error} />
        ) : (
          <ListState kind="loading" />
        )
      ) : (
        <>
          <div className={styles.panel} data-testid="agent-my-contract">
            <h4>
              {t('agent.contracts.mine')} {data.mine ? <StatusBadge status={data.mine.status} /> : null}
            </h4>
            {data.mine ? (
              <ContractDecision contract={data.mine} />
            ) : (
              <p className={styles.muted}>{t('agent.contracts.noneMine')}</p>
            )}
          </div>
          <OfferedContracts list={data.offered} focus={focus} />
          <OfferForm key={`${kind}-${focus ?? ''}`} kind={kind} memberId={focus} />
          <div className={styles.panel}>
            <h4>{t('agent.contracts.settlements')}</h4>
            <SettlementTable
              testId="agent-contract-settlements"
              rows={data.settlements}
              symbol={data.currencySymbol}
            />
          </div>
        </>
      )}
    </section>
  );
}
