import { API } from '@platform/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { lotteryBackEnd } from '@/test/lottery-back-end';
import { renderLottery } from '../test/lottery-kit';
import { addDays, VnLottery } from './vn-lottery';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

const rankRows = (board: HTMLElement) =>
  within(board)
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-testid'))
    .filter((id): id is string => id !== null);

describe('the Vietnamese lottery page', () => {
  it('shows the north’s board of the latest draw day, special prize first down to the seventh', async () => {
    const api = lotteryBackEnd();
    renderLottery(<VnLottery />, { path: '/vnlottery', visitor: true });
    const board = await screen.findByTestId('vn-board');
    expect(rankRows(board)).toEqual([
      'rank-special',
      'rank-first',
      'rank-second',
      'rank-third',
      'rank-fourth',
      'rank-fifth',
      'rank-sixth',
      'rank-seventh',
    ]);
    const north = api.state.results['VN-N']![0]!.result!;
    const special = within(screen.getByTestId('rank-special')).getByText(/^\d{5}$/);
    expect(north.kind === 'vn' && north.prizes[0]!.numbers[0]).toBe(special.textContent);
    expect(within(screen.getByTestId('rank-third')).getAllByText(/^\d{5}$/)).toHaveLength(6);
    expect(within(screen.getByTestId('rank-seventh')).getAllByText(/^\d{2}$/)).toHaveLength(4);
    expect(within(board).getByRole('row', { name: /Special prize/ })).toBeTruthy();
    expect(screen.getByTestId('board-date')).toHaveProperty('value', '2026-03-09');
    const asked = api.calls(API.lotteryResults).map((r) => Object.fromEntries(r.query));
    expect(asked).toContainEqual(expect.objectContaining({ gameCode: 'VN-N', date: '2026-03-09' }));
    // The lô tô table: every number's last two digits by their first digit.
    const loto = screen.getByTestId('vn-loto');
    const tails = within(loto)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '')
      .join(', ')
      .split(/, /)
      .filter(Boolean);
    expect(tails).toHaveLength(27);
  });

  it('puts the provinces of a southern day side by side, down to the eighth prize', async () => {
    lotteryBackEnd();
    renderLottery(<VnLottery />, { path: '/vnlottery' });
    fireEvent.click(await screen.findByTestId('region-south'));
    const board = await screen.findByTestId('vn-board');
    expect(within(board).getByTestId('board-column-VN-S:20260309-BTR').textContent).toBe(
      'Southern lottery · BTR',
    );
    expect(within(board).getByTestId('board-column-VN-S:20260309-VT').textContent).toBe(
      'Southern lottery · VT',
    );
    expect(rankRows(board).at(0)).toBe('rank-special');
    expect(rankRows(board).at(-1)).toBe('rank-eighth');
    expect(rankRows(board)).toHaveLength(9);
    expect(within(screen.getByTestId('rank-special')).getAllByText(/^\d{6}$/)).toHaveLength(2);
    expect(screen.getByTestId('vn-game-VN-S').getAttribute('href')).toBe('/lottery?gameCode=VN-S');
  });

  it("opens on the region of the game a link names (?gameCode=), as the home page's results link it", async () => {
    lotteryBackEnd();
    renderLottery(<VnLottery />, { path: '/vnlottery?gameCode=VN-S' });
    const board = await screen.findByTestId('vn-board');
    expect(within(board).getByTestId('board-column-VN-S:20260309-BTR')).toBeTruthy();
    expect(rankRows(board).at(-1)).toBe('rank-eighth');
  });

  it('moves by day, and says when a day has no draw', async () => {
    const api = lotteryBackEnd();
    renderLottery(<VnLottery />, { path: '/vnlottery' });
    await screen.findByTestId('vn-board');
    fireEvent.click(screen.getByTestId('day-previous'));
    expect(await screen.findByTestId('board-empty')).toBeTruthy();
    expect(api.calls(API.lotteryResults).at(-1)?.query.get('date')).toBe('2026-03-08');
    fireEvent.click(screen.getByTestId('day-next'));
    expect(await screen.findByTestId('vn-board')).toBeTruthy();
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});
