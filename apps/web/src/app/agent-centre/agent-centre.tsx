import { isSwitchOn } from '@platform/contracts';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkBoundary } from '@/components/ui/load-problem';
import { Spinner } from '@/components/ui/spinner';
import { isAgentAccount, useAgentNav, useContractKinds } from '@/features/agent';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { CentrePane, CentreShell } from '../centre-shell';
import { AGENT_CENTRE_MENU, resolveAgentEntry, visibleAgentEntries, type AgentEntry } from './menu';

const close = () => useUi.getState().setAgentCentre(false);

/**
 * The agent centre (SPEC section 2, acShow): a left menu of the agent's pages (the contract pages only when
 * the consolidated info enables them), the selected page on the right (each its own chunk), and a close
 * button. Only an agent of a brand whose agent switch (AGENTPOLICY3) is on opens it; anyone else, or
 * signing out, closes it.
 */
export function AgentCentre({ entries = AGENT_CENTRE_MENU }: { entries?: readonly AgentEntry[] }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const accountType = useSession((s) => s.accountType);
  const status = useSystemStatus().data;
  const asked = useAgentNav((s) => s.page);
  const allowed =
    token !== null &&
    isAgentAccount(
      accountType,
      status?.info.brand.agentTypes ?? [],
      status ? isSwitchOn(status.info.whitelabel, 'AGENTPOLICY3') : false,
    );
  const { kinds } = useContractKinds(allowed);

  useEffect(() => {
    if (allowed || !status) return;
    useUi.getState().setAgentCentre(false);
    if (token === null) useUi.getState().open('login');
  }, [allowed, status, token]);

  if (!allowed) return null;
  const shown = visibleAgentEntries(entries, kinds);
  const active = resolveAgentEntry(asked, shown);
  const Page = active?.component;

  return (
    <CentreShell
      title={t('overlay.agentCentre')}
      menuLabel={t('agent.menuLabel')}
      entries={shown.map((entry) => ({
        key: entry.page,
        label: t(`agent.menu.${entry.page}`),
        icon: entry.icon,
      }))}
      active={active?.page}
      onSelect={(page) => useAgentNav.getState().setPage(page)}
      onClose={close}
      testIds={{ dialog: 'agent-centre', close: 'agent-centre-close', entryPrefix: 'agent-menu-' }}
    >
      {active && Page ? (
        <CentrePane
          key={active.page}
          label={t(`agent.menu.${active.page}`)}
          testId={`agent-page-${active.page}`}
        >
          <ChunkBoundary>
            <Suspense fallback={<Spinner label={t('status.loading')} />}>
              <Page />
            </Suspense>
          </ChunkBoundary>
        </CentrePane>
      ) : null}
    </CentreShell>
  );
}
