import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../test/render';
import QueuesScreen from './QueuesScreen';

const item = {
  id: 7,
  memberId: 42,
  username: 'player01',
  amount: 150,
  status: 'pending',
  createdAt: '2026-05-01T10:00:00Z',
  detail: { remark: '<img src=x onerror=alert(1)>', bank: 'BDO' },
};
const page = (list: unknown[]) => ({
  queue: 'withdrawals',
  list,
  pageNo: 1,
  pageSize: 20,
  totalCount: list.length,
  totalPages: 1,
});

describe('the queues screen', () => {
  it('lists a queue, shows member text as text, and rejects with the reason', async () => {
    signIn({ role: 'finance' });
    const calls = mockApi({
      'GET /admin/queues': { list: [{ name: 'withdrawals', waiting: 1, canDecide: true }] },
      'GET /admin/queues/withdrawals': page([item]),
      'POST /admin/queues/withdrawals/7/reject': {
        queue: 'withdrawals',
        decision: 'reject',
        item: { ...item, status: 'rejected' },
      },
    });
    const { container } = renderWithApp(<QueuesScreen />, { path: '/queues' });
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    const row = screen.getByText('player01').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Reject/ }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/is required/);
    await userEvent.type(within(dialog).getByRole('textbox'), 'account name does not match');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('#7 rejected.')).toBeTruthy();
    const reject = calls.find((c) => c.method === 'POST');
    expect(reject?.path).toBe('/admin/queues/withdrawals/7/reject');
    expect(reject?.body).toEqual({ note: 'account name does not match' });
  });

  it('offers no decision to a role the queue does not name', async () => {
    signIn({ role: 'viewer' });
    mockApi({
      'GET /admin/queues': { list: [{ name: 'withdrawals', waiting: 1, canDecide: false }] },
      'GET /admin/queues/withdrawals': page([item]),
    });
    renderWithApp(<QueuesScreen />, { path: '/queues' });
    expect(await screen.findByText('player01')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
    expect(screen.getByText(/another role decides it/)).toBeTruthy();
  });
});
