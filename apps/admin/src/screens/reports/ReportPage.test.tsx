import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_REPORTS_PATHS as PATHS } from '@platform/contracts';
import { mockApi, renderWithApp, signIn } from '../../test/render';
import PlayersScreen from './PlayersScreen';

const row = {
  memberId: 7,
  username: '<b>player07</b>',
  rounds: 3,
  stakes: 300,
  wins: 120,
  ggr: 180,
  deposits: 500,
  withdrawals: 0,
  bonus: 20,
  ngr: 160,
};

describe('a report screen', () => {
  it('asks the server for the page with its sort, shows the totals and the rows, escaping text', async () => {
    signIn({ role: 'support' });
    const calls = mockApi({
      [`GET ${PATHS.adminReportsPlayers}`]: {
        range: { from: '2026-05-01', to: '2026-05-07', today: '2026-05-07', timeZone: 'Asia/Manila' },
        list: [row],
        totals: { ...row, memberId: undefined, username: undefined },
        pageNo: 1,
        pageSize: 20,
        totalCount: 1,
        totalPages: 1,
      },
    });
    renderWithApp(<PlayersScreen />, { path: '/reports/players' });
    expect(await screen.findByText('<b>player07</b>')).toBeTruthy();
    expect(calls[0]!.url).toContain('sort=ggr');
    expect(calls[0]!.url).toContain('order=desc');
    expect(calls[0]!.url).not.toContain('sortBy');
    expect(screen.getByText('2026-05-01 to 2026-05-07', { exact: false })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Stakes/ }));
    const last = calls.at(-1)!;
    expect(last.url).toContain('sort=stakes');
    expect(last.url).toContain('order=asc');
  });
});
