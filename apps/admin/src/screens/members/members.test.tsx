import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn, signOut } from '../../test/render';
import AdjustmentsScreen from './AdjustmentsScreen';
import FeedbackScreen from './FeedbackScreen';
import MembersScreen from './MembersScreen';

afterEach(() => signOut());

const page = <T,>(list: T[]) => ({ list, totalCount: list.length, pageNo: 1, pageSize: 20, totalPages: 1 });

describe('member screens', () => {
  it('searches on the server with the search names (by any, sort and order)', async () => {
    signIn({ role: 'viewer' });
    const calls = mockApi({
      'GET /admin/members': page([
        {
          id: 7,
          username: 'player07',
          mobile: '+66 ******4567',
          email: null,
          status: 'locked',
          type: 0,
          vipLevel: 2,
          agent: null,
          registrationIp: null,
          createdAt: '2026-05-01T10:00:00Z',
          lastLoginAt: null,
          tags: ['vip-watch'],
        },
      ]),
    });
    renderWithApp(<MembersScreen />, { path: '/members' });
    expect(await screen.findByText('player07')).toBeTruthy();
    expect(screen.getByText('+66 ******4567')).toBeTruthy();
    const url = calls[0]!.url;
    expect(url).toContain('by=any');
    expect(url).toContain('sort=createdAt');
    expect(url).toContain('order=desc');
    expect(url).not.toContain('sortBy');
  });

  it('shows members’ feedback as text, never as markup, and lets viewers read only', async () => {
    signIn({ role: 'viewer' });
    mockApi({
      'GET /admin/feedback': page([
        {
          id: 3,
          createdAt: '2026-05-01T10:00:00Z',
          memberId: null,
          username: null,
          questionType: 'deposit',
          content: '<img src=x onerror=alert(1)>late',
          ip: null,
          status: 'new',
          answers: [],
        },
      ]),
    });
    const { container } = renderWithApp(<FeedbackScreen />, { path: '/feedback' });
    expect(await screen.findByText('<img src=x onerror=alert(1)>late')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
  });

  it('offers approval to finance, never on its own request', async () => {
    signIn({ role: 'finance', username: 'finance01' });
    const base = {
      memberId: 1,
      username: 'player01',
      direction: 'credit',
      amount: 2500,
      reason: 'dispute',
      status: 'pending',
      requestedRole: 'support',
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
      transferId: null,
      balanceAfter: null,
      createdAt: '2026-05-01T10:00:00Z',
    };
    mockApi({
      'GET /admin/adjustments': {
        ...page([
          { ...base, id: 1, requestedBy: 'support01' },
          { ...base, id: 2, requestedBy: 'finance01', requestedRole: 'finance' },
        ]),
        threshold: 1000,
      },
    });
    renderWithApp(<AdjustmentsScreen />, { path: '/adjustments' });
    expect((await screen.findAllByRole('button', { name: 'Approve' })).length).toBe(1);
    expect(screen.getByText('Your request: another operator decides')).toBeTruthy();
  });
});
