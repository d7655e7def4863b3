import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn, signOut } from '../../test/render';
import { MoveForm } from './agent-forms';
import AgentScreen from './AgentScreen';
import AgentsScreen from './AgentsScreen';

afterEach(() => signOut());

const page = <T,>(list: T[]) => ({ list, totalCount: list.length, pageNo: 1, pageSize: 20, totalPages: 1 });

const agent = (over: Record<string, unknown> = {}) => ({
  id: 2,
  username: 'agent01',
  nickname: 'Royal Agent',
  type: 1,
  uplineId: null,
  upline: null,
  directDownlines: 4,
  teamSize: 48,
  activeContracts: 4,
  downlineContracts: 6,
  frozen: false,
  frozenReason: null,
  createdDateStr: '2026-09-29 20:38:53',
  ...over,
});

const contract = (over: Record<string, unknown> = {}) => ({
  id: 10,
  kind: 'daily',
  upline: 'agent01',
  uplineId: 2,
  memberId: 34,
  username: 'luzonlotus',
  terms: { kind: 'daily', tiers: [{ validBet: 0, activeMembers: 1, rate: 0.5 }] },
  topRate: 0.5,
  status: 'signed',
  endedReason: null,
  offeredDateStr: '2026-10-29 20:38:54',
  decidedDateStr: '2026-10-29 20:38:54',
  endedDateStr: null,
  side: 'upline',
  ...over,
});

describe('agent screens', () => {
  it('lists agents from the server, searched by username, and opens an agent', async () => {
    signIn({ role: 'viewer' });
    const calls = mockApi({
      'GET /admin/agents': page([
        agent(),
        agent({ id: 38, username: '<b>pine</b>', nickname: 'Baguio Pine', uplineId: 2, upline: 'agent01' }),
      ]),
    });
    renderWithApp(<AgentsScreen />, { path: '/agents' });
    expect(await screen.findByText('Royal Agent')).toBeTruthy();
    expect(screen.getByText('<b>pine</b>')).toBeTruthy(); // text, never markup
    expect(calls[0]!.url).toContain('sortBy=username');
    expect(screen.queryByText('Open top agent')).toBeNull(); // viewers read only
    await userEvent.type(screen.getByPlaceholderText('Username starts with'), 'luz');
    await new Promise((r) => setTimeout(r, 400));
    expect(calls.some((c) => c.url.includes('q=luz'))).toBe(true);
    await userEvent.click(screen.getByText('Royal Agent'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('offers as the new upline of a move only agents outside the moved member and its downline', async () => {
    signIn({ role: 'owner' });
    const calls = mockApi({ 'GET /admin/agents': page([agent()]) });
    renderWithApp(<MoveForm member={{ id: 38, username: 'pine' }} onDone={() => undefined} />, {
      path: '/agents/38',
    });
    expect(await screen.findByText('agent01')).toBeTruthy();
    const asked = calls.filter((c) => c.url.includes('/admin/agents'));
    expect(asked.length).toBeGreaterThan(0);
    for (const call of asked) expect(call.url).toContain('outside=38');
  });

  it("shows an agent's contracts and settlements, and ends a contract picked from the list", async () => {
    signIn({ role: 'finance' });
    const calls = mockApi({
      'GET /admin/agents': page([agent({ frozen: true, frozenReason: 'Unpaid dividend' })]),
      'GET /admin/agents/2/contracts': page([
        contract(),
        contract({
          id: 1,
          side: 'downline',
          upline: null,
          uplineId: null,
          username: 'agent01',
          status: 'ended',
        }),
      ]),
      'DELETE /admin/agent-contracts/10': contract({ status: 'ended' }),
      'GET /admin/agent-settlements': page([]),
    });
    renderWithApp(<AgentScreen />, { path: '/agents/2', route: '/agents/:agentId' });
    expect(await screen.findByText('luzonlotus')).toBeTruthy();
    expect(calls[0]!.url).toContain('id=2');
    expect(screen.getByText('Unpaid dividend')).toBeTruthy();
    expect(screen.getByText('Unfreeze')).toBeTruthy();
    expect(screen.getByText('House contract')).toBeTruthy(); // a top agent
    const ends = screen.getAllByRole('button', { name: 'End' });
    expect(ends).toHaveLength(1); // only the live contract
    await userEvent.click(ends[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'End contract' }));
    await screen.findByText('luzonlotus');
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/admin/agent-contracts/10'))).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('tab', { name: /Settlements paid to it/ }));
    await screen.findByText('No settlement paid to this agent matches.');
    const settlements = calls.find((c) => c.url.includes('/admin/agent-settlements'));
    expect(settlements!.url).toContain('memberId=2');
  });
});
