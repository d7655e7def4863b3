import { API } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_PAGES, useAgentNav } from '@/features/agent';
import { AccountArea } from '@/features/member';
import en from '@/locales/en';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { AgentCentre } from './agent-centre';
import { AGENT_CENTRE_MENU, resolveAgentEntry, visibleAgentEntries, type AgentEntry } from './menu';

beforeAll(async () => {
  await initI18n('EN');
});

/** What the fake back end answers: the brand's agent switch and types, the member's type, the enabled kinds. */
let policy: '1' | '0';
let memberType: number;
let enabled: Record<string, boolean>;

function valueOf(path: string): unknown {
  if (path === API.systemStatus)
    return {
      status: 0,
      info: {
        brand: { currencySymbol: 'P', agentTypes: [1, 2, 4], timeZone: 'Asia/Manila' },
        whitelabel: [{ modId: 'AGENTPOLICY3', enabled: policy, childrenNodes: [] }],
      },
    };
  if (path === API.memberInfo) return { type: memberType, account: 'agent01', nickname: 'Agent One' };
  if (path === API.balance) return { sumBalance: 100, list: [] };
  if (path === API.consolidatedFunds)
    return {
      dividendEnabled: false,
      dailySalaryEnabled: false,
      hourSalaryEnabled: false,
      realTimeSalaryEnabled: false,
      ...enabled,
      divtypereq: null,
      dailysalreqtype: null,
      contracthoursalreqs: null,
      realtimesalreqtype: null,
      frozenReason: null,
    };
  return null;
}

beforeEach(() => {
  policy = '1';
  memberType = 1;
  enabled = {};
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://site.test').pathname;
    return new Response(JSON.stringify({ success: true, value: valueOf(path), message: 'OK' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  useSession.getState().signIn('tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useUi.getState().setAgentCentre(false);
  useUi.getState().close();
  useAgentNav.getState().setPage(null);
  useSession.getState().signOut();
});

const withClient = (ui: ReactElement) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
};

// The real menu with pages that need no back end.
const STUBS: AgentEntry[] = AGENT_CENTRE_MENU.map((e) => ({
  ...e,
  component: () => <p>{`${e.page} page`}</p>,
}));

describe('the agent centre menu', () => {
  it('lists every page in the SPEC order, each with a label', () => {
    expect(AGENT_CENTRE_MENU.map((e) => e.page)).toEqual([...AGENT_PAGES]);
    for (const entry of AGENT_CENTRE_MENU) expect(en.agent.menu[entry.page]).toBeTruthy();
  });

  it('shows a contract page only when the consolidated info enables its kind', () => {
    const pages = (kinds: Parameters<typeof visibleAgentEntries>[1]) =>
      visibleAgentEntries(AGENT_CENTRE_MENU, kinds).map((e) => e.page);
    expect(pages([])).toEqual(AGENT_PAGES.slice(0, 8));
    expect(pages(['daily', 'realtime'])).toEqual([...AGENT_PAGES.slice(0, 8), 'daily', 'realtime']);
    expect(resolveAgentEntry(null, AGENT_CENTRE_MENU)?.page).toBe('overview');
    expect(resolveAgentEntry('hourly', visibleAgentEntries(AGENT_CENTRE_MENU, []))?.page).toBe('overview');
  });

  it('opens on the team overview, hides the disabled contract pages, switches pages and closes on Escape', async () => {
    enabled = { dividendEnabled: true };
    useSession.getState().setAccount(1, 'agent01');
    useUi.getState().setAgentCentre(true);
    withClient(<AgentCentre entries={STUBS} />);
    expect(await screen.findByText('overview page')).toBeTruthy();
    expect(screen.getByTestId('agent-centre').getAttribute('role')).toBe('dialog');
    expect(await screen.findByTestId('agent-menu-dividend')).toBeTruthy();
    expect(screen.queryByTestId('agent-menu-daily')).toBeNull();
    expect(screen.queryByTestId('agent-menu-hourly')).toBeNull();
    expect(screen.queryByTestId('agent-menu-realtime')).toBeNull();
    expect(screen.getByTestId('agent-menu-overview').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByTestId('agent-menu-team'));
    expect(await screen.findByText('team page')).toBeTruthy();
    expect(screen.getByTestId('agent-page-team')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useUi.getState().acShow).toBe(false);
  });

  it.each([
    ['a member', 0, '1'],
    ['a trial account, even when its type is listed', 4, '1'],
    ['an agent while the brand switch is off', 1, '0'],
  ] as const)('does not open for %s', async (_who, type, switchOn) => {
    memberType = type;
    policy = switchOn;
    useSession.getState().setAccount(type, 'someone');
    useUi.getState().setAgentCentre(true);
    withClient(<AgentCentre entries={STUBS} />);
    await waitFor(() => expect(useUi.getState().acShow).toBe(false));
    expect(screen.queryByTestId('agent-centre')).toBeNull();
  });
});

describe('the account menu', () => {
  const menuFor = async (type: number, switchOn: '1' | '0') => {
    memberType = type;
    policy = switchOn;
    withClient(
      <AccountArea
        agentTypes={[1, 2, 4]}
        currencySymbol="P"
        onSignOut={() => {}}
        onRealAccountNeeded={() => {}}
      />,
    );
    // The nickname shows once the member info has answered.
    await screen.findByText('Agent One');
    await new Promise((r) => setTimeout(r, 20));
    fireEvent.click(screen.getByTestId('user-menu'));
    return screen.queryByTestId('menu-agent-centre');
  };

  it('offers the agent centre to an agent of a brand whose agent switch is on', async () => {
    const item = await menuFor(1, '1');
    expect(item).toBeTruthy();
    fireEvent.click(item!);
    expect(useUi.getState().acShow).toBe(true);
  });

  it.each([
    ['a member', 0, '1'],
    ['a trial account', 4, '1'],
    ['an agent while the switch is off', 1, '0'],
  ] as const)('does not offer it to %s', async (_who, type, switchOn) => {
    expect(await menuFor(type, switchOn)).toBeNull();
  });
});
