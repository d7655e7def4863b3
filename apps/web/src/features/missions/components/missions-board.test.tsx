import type { Leaderboard, MissionSummary } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { MissionsBoard } from './missions-board';

beforeAll(async () => {
  await initI18n('EN');
});

const mission = (over: Partial<MissionSummary['missions'][number]>) => ({
  id: 1,
  title: 'Slot spinner',
  description: 'Bet 500 in slot games today.',
  metric: 'turnover' as const,
  gameType: 'RNG',
  period: 'daily' as const,
  periodKey: '2026-03-10',
  target: 500,
  progress: 300,
  percent: 60,
  reward: 8,
  turnoverMultiple: 3,
  state: 'inProgress' as const,
  endsAt: '2026-03-10 23:59:59',
  ...over,
});

let summary: MissionSummary;
const BOARD: Leaderboard = {
  period: 'daily',
  periodKey: '2026-03-10',
  list: [
    { rank: 1, username: 'ab****12', nickname: 'Ace', turnover: 5000, mine: false },
    { rank: 2, username: 'pl****01', nickname: 'Lucky Lotus', turnover: 3000, mine: true },
  ],
  me: { rank: 2, turnover: 3000, username: 'pl****01' },
};

let calls: { url: URL; method: string; body: unknown }[];
beforeEach(() => {
  calls = [];
  summary = {
    missions: [
      mission({}),
      mission({
        id: 2,
        title: 'Hat trick',
        metric: 'wins',
        gameType: null,
        target: 3,
        progress: 3,
        percent: 100,
        state: 'claimable',
      }),
      mission({
        id: 3,
        title: 'Weekly high roller',
        period: 'weekly',
        periodKey: '2026-W11',
        state: 'claimed',
        percent: 100,
      }),
    ],
    claimableCount: 1,
    timeZone: 'Asia/Manila',
  };
  useSession.getState().signIn('tok-1');
  useSession.getState().setAccount(0, 'player01');
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site.test');
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(init.body as string) : undefined });
    let value: unknown = summary;
    if (url.pathname.endsWith('MCSFE_getMissionLeaderboard')) value = BOARD;
    if (url.pathname.endsWith('MCSFE_claimMission')) {
      summary = {
        ...summary,
        missions: summary.missions.map((m) => (m.id === 2 ? { ...m, state: 'claimed' as const } : m)),
        claimableCount: 0,
      };
      value = { missionId: 2, periodKey: '2026-03-10', reward: 8, turnoverRequired: 24, balance: 108 };
    }
    return new Response(JSON.stringify({ success: true, value, message: 'OK' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useToasts.setState({ toasts: [] });
});

function renderBoard(onPaid = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MissionsBoard currencySymbol="P" onPaid={onPaid} />
    </QueryClientProvider>,
  );
  return onPaid;
}

describe('the missions board', () => {
  it("shows today's missions with progress bars, counting the claimable ones on the tab", async () => {
    renderBoard();
    const card = await screen.findByTestId('mission-1');
    expect(within(card).getByText('300.00 / 500.00')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    expect(within(card).getByRole('button', { name: 'In progress' })).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('mission-2')).getByText('3 / 3')).toBeTruthy();
    expect(screen.getByTestId('tab-daily').textContent).toBe('Daily (1)');
    expect(screen.queryByTestId('mission-3')).toBeNull();
    fireEvent.click(screen.getByTestId('tab-weekly'));
    expect(within(screen.getByTestId('mission-3')).getByRole('button', { name: 'Claimed' })).toBeTruthy();
  });

  it("says when a mission ends in the brand's zone, naming the zone", async () => {
    renderBoard();
    const card = await screen.findByTestId('mission-1');
    expect(card.textContent).toContain('2026-03-10 23:59:59 GMT+8');
  });

  it('claims a reached mission, tells the member, and refreshes the missions and the balance', async () => {
    const onPaid = renderBoard();
    fireEvent.click(await screen.findByTestId('claim-2'));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/wps/relay/MCSFE_claimMission');
    expect(post?.body).toEqual({ missionId: 2 });
    await waitFor(() => expect(screen.queryByTestId('claim-2')).toBeNull());
    expect(useToasts.getState().toasts[0]?.text).toBe('P 8.00 has been added to your wallet.');
  });

  it("shows the leaderboard with the member's own row highlighted", async () => {
    renderBoard();
    fireEvent.click(screen.getByTestId('tab-leaderboard'));
    const table = await screen.findByTestId('leaderboard-table');
    expect(within(table).getByTestId('leader-2').getAttribute('aria-current')).toBe('true');
    expect(within(table).getByTestId('leader-1').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('leaderboard-me').textContent).toContain('#2');
    fireEvent.click(screen.getByTestId('board-weekly'));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('period') === 'weekly')).toBe(true));
  });

  it('says so when there are no missions', async () => {
    summary = { missions: [], claimableCount: 0, timeZone: 'Asia/Manila' };
    renderBoard();
    expect(await screen.findByTestId('missions-empty')).toBeTruthy();
  });
});
