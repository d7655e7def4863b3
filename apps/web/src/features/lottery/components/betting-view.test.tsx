import { API } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onDataChange } from '@/lib/data-changes';
import { i18next, initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { FAST1, lotteryBackEnd, opened } from '@/test/lottery-back-end';
import { renderLottery } from '../test/lottery-kit';
import { LotteryLobby } from './lottery-lobby';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useUi.getState().close();
});

const openGame = async (gameCode: string, options: { visitor?: boolean; playType?: string } = {}) => {
  const path = `/lottery?gameCode=${gameCode}${options.playType ? `&playType=${options.playType}` : ''}`;
  renderLottery(<LotteryLobby vendor={null} />, { path, visitor: options.visitor });
  return screen.findByTestId('bet-picker');
};
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const slipLine = (i: number) => screen.getByTestId(`slip-line-${i}`);
const placedSlip = (api: ReturnType<typeof lotteryBackEnd>) =>
  api.calls(API.lotteryBets, 'POST').at(-1)?.body as Record<string, unknown>;

describe('the betting view', () => {
  it('builds a slip from the picks: each bet’s units and amount, and the total', async () => {
    lotteryBackEnd();
    await openGame('FAST1');
    await waitFor(() =>
      expect(screen.getByTestId('slip-numero').textContent).toBe('For numero 20260310-0240'),
    );
    // Digits at positions: two digits at the first position, every digit (quick pick) at the second.
    click('pick-0-3');
    click('pick-0-7');
    click('quick-1-all');
    click('unit-price-2');
    fireEvent.change(screen.getByTestId('multiple'), { target: { value: '3' } });
    expect(screen.getByTestId('pick-summary').textContent).toBe('12 units · P 72.00');
    click('add-to-slip');

    expect(within(slipLine(0)).getByText('Position 1: 3, 7')).toBeTruthy();
    expect(within(slipLine(0)).getByTestId('slip-units').textContent).toBe('2 units × P 2.00 × 3');
    expect(within(slipLine(0)).getByTestId('slip-amount').textContent).toBe('P 12.00');
    expect(within(slipLine(1)).getByText('Position 2: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9')).toBeTruthy();
    expect(within(slipLine(1)).getByTestId('slip-amount').textContent).toBe('P 60.00');
    // The picker is cleared for the next bet.
    expect(screen.getByTestId('pick-0-3').getAttribute('aria-pressed')).toBe('false');

    // Front three straight: 2 x 1 x 3 combinations at P 1.00.
    click('bet-group-straight');
    click('bet-type-d5.three.straight');
    click('part-middle');
    click('pick-0-1');
    click('pick-0-2');
    click('pick-1-5');
    click('quick-2-small');
    fireEvent.click(screen.getByTestId('pick-2-0'));
    fireEvent.click(screen.getByTestId('pick-2-1'));
    click('unit-price-1');
    fireEvent.change(screen.getByTestId('multiple'), { target: { value: '1' } });
    click('add-to-slip');
    expect(within(slipLine(2)).getByText('Middle: 1,2 | 5 | 2,3,4')).toBeTruthy();
    expect(within(slipLine(2)).getByTestId('slip-amount').textContent).toBe('P 6.00');

    expect(screen.getByTestId('slip-total-units').textContent).toBe('18');
    expect(screen.getByTestId('slip-total').textContent).toBe('P 78.00');
    fireEvent.click(within(slipLine(0)).getByRole('button', { name: /Remove/ }));
    expect(screen.getByTestId('slip-total').textContent).toBe('P 66.00');
  });

  it('counts parlays as combinations, takes keno picks up to the count, and types three-digit numbers', async () => {
    lotteryBackEnd();
    await openGame('VN-N', { playType: 'parlay' });
    for (const n of ['07', '15', '38', '99']) click(`pick-0-${n}`);
    expect(screen.getByTestId('pick-summary').textContent).toBe('6 units · P 6.00');
    click('add-to-slip');
    expect(within(slipLine(0)).getByText('07, 15, 38, 99')).toBeTruthy();

    click('bet-group-lo');
    click('bet-type-vn.lo3');
    fireEvent.change(screen.getByTestId('entry-input'), { target: { value: '007, 12' } });
    click('entry-add');
    expect(screen.getByTestId('entry-problem').textContent).toBe('“12” is not a number of 3 digits.');
    fireEvent.change(screen.getByTestId('entry-input'), { target: { value: '007 123 007' } });
    click('entry-add');
    expect(screen.getByTestId('pick-summary').textContent).toBe('2 units · P 2.00');
  });

  it('takes exactly the pick count on the keno grid', async () => {
    lotteryBackEnd();
    await openGame('KENO5', { playType: 'keno.pick3' });
    click('add-to-slip');
    expect(screen.getByTestId('pick-problem').textContent).toBe('Pick at least 3 numbers for this bet.');
    for (const n of ['5', '17', '80', '33']) click(`pick-0-${n}`);
    expect(screen.getByTestId('pick-0-33').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('pick-summary').textContent).toBe('1 unit · P 1.00');
    click('quick-random');
    expect(
      within(screen.getByTestId('line-0'))
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true'),
    ).toHaveLength(3);
  });

  it('places the slip with the chase options, then refreshes the balance', async () => {
    const api = lotteryBackEnd();
    const changes: string[] = [];
    const stop = onDataChange((change) => changes.push(change));
    await openGame('FAST1');
    await screen.findByTestId('slip-numero');
    click('pick-0-3');
    click('add-to-slip');
    click('chase-on');
    fireEvent.change(screen.getByTestId('chase-numeros'), { target: { value: '5' } });
    click('chase-win-stop');
    expect(screen.getByTestId('slip-total').textContent).toBe('P 5.00');
    click('slip-place');

    expect(await screen.findByTestId('slip-placed')).toBeTruthy();
    expect(screen.getByTestId('slip-placed').textContent).toBe(
      '5 bets placed for P 5.00. Balance: P 995.00.',
    );
    expect(placedSlip(api)).toMatchObject({
      gameCode: 'FAST1',
      numero: '20260310-0240',
      bets: [{ betType: 'd5.position', selection: { position: 1, digits: [3] }, unitPrice: 1, multiple: 1 }],
      chase: { numeros: 5, winStop: false },
    });
    expect(typeof placedSlip(api).requestId).toBe('string');
    expect(changes).toEqual(['money']);
    expect(screen.queryByTestId('slip-line-0')).toBeNull();
    stop();

    // The member's bets on this game, and the chase cancelled from them.
    click('tab-bets');
    expect(await screen.findByTestId('bets-table')).toBeTruthy();
    click('cancel-chase-5');
    click('confirm-ok');
    expect((await screen.findByTestId('chase-outcome')).textContent).toBe(
      'Chase cancelled: 5 bets refunded.',
    );
  });

  it('shows a refusal under the slip in words, and keeps the slip', async () => {
    const api = lotteryBackEnd({
      refusal: {
        status: 422,
        errorCode: 'lottery.limit.liability',
        message: 'the liability cap of 07 is reached',
      },
    });
    await openGame('FAST1');
    await screen.findByTestId('slip-numero');
    click('pick-0-7');
    click('add-to-slip');
    click('slip-place');
    const refusal = await screen.findByTestId('slip-refusal');
    expect(refusal.textContent).toBe(i18next.t('errors.lottery_limit_liability'));
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('slip-line-0')).toBeTruthy();
    expect(screen.queryByTestId('slip-placed')).toBeNull();
    expect(api.state.balance).toBe(1000);
  });

  it('names the loss limit a refused slip would pass, with what it already holds', async () => {
    lotteryBackEnd({
      refusal: {
        status: 403,
        errorCode: 'rg.loss.limit',
        message: 'lossDay: the bet would pass the loss limit',
        value: { limit: 'loss', period: 'day', amount: 500, used: 480, until: null },
      },
    });
    await openGame('FAST1');
    await screen.findByTestId('slip-numero');
    click('pick-0-7');
    click('add-to-slip');
    click('slip-place');
    expect((await screen.findByTestId('slip-refusal')).textContent).toBe(
      'This bet would pass your loss limit of 500.00 per day (480.00 lost already).',
    );
  });

  it('closes the slip at the cut-off and moves it to the next numero', async () => {
    const api = lotteryBackEnd();
    api.state.open = { ...api.state.open, FAST1: opened(FAST1, '20260310-0240', 1) };
    await openGame('FAST1');
    await screen.findByTestId('slip-numero');
    click('pick-0-2');
    click('add-to-slip');
    const closed = await screen.findByTestId('slip-closed', {}, { timeout: 4000 });
    expect(closed.textContent).toContain('Numero 20260310-0240 has closed for bets.');
    expect(screen.getByTestId<HTMLButtonElement>('slip-place').disabled).toBe(true);

    // The next numero opens: the slip goes to it once the view asks again.
    api.nextNumero('FAST1', '20260310-0241', 60);
    const moved = await screen.findByTestId('slip-moved', {}, { timeout: 6000 });
    expect(moved.textContent).toBe('Your slip now goes to numero 20260310-0241.');
    expect(screen.getByTestId('slip-numero').textContent).toBe('For numero 20260310-0241');
    click('slip-place');
    await screen.findByTestId('slip-placed');
    expect(placedSlip(api).numero).toBe('20260310-0241');
  }, 20_000);

  it('bets on the province the player picks when a region draws several at once', async () => {
    const api = lotteryBackEnd();
    await openGame('VN-S');
    await waitFor(() => expect(screen.getByTestId('slip-numero').textContent).toBe('For numero 20260310-BL'));
    expect(screen.getByTestId('numero-20260310-BL').getAttribute('aria-pressed')).toBe('true');
    click('numero-20260310-VL');
    expect(screen.getByTestId('slip-numero').textContent).toBe('For numero 20260310-VL');
    click('pick-0-07');
    click('add-to-slip');
    click('slip-place');
    await screen.findByTestId('slip-placed');
    expect(placedSlip(api)).toMatchObject({ gameCode: 'VN-S', numero: '20260310-VL' });
  });

  it('lets visitors pick but asks them to log in to bet', async () => {
    const api = lotteryBackEnd();
    await openGame('FAST1', { visitor: true });
    click('pick-0-1');
    click('add-to-slip');
    click('slip-login');
    expect(useUi.getState().modal).toBe('login');
    expect(api.calls(API.lotteryBets, 'POST')).toHaveLength(0);
  });

  it('shows the results with their verify data, checked in the browser', async () => {
    lotteryBackEnd();
    await openGame('FAST1');
    const row = await screen.findByTestId('result-20260310-0239');
    expect(within(row).getByTestId('result-balls').textContent).toBe('31415');
    fireEvent.click(within(row).getByTestId('verify-20260310-0239'));
    const modal = await screen.findByTestId('verify-modal');
    expect((await within(modal).findByTestId('verify-hash')).textContent).toMatch(/^[0-9a-f]{64}$/);
    expect(within(modal).getByTestId('verify-seed').textContent).toMatch(/^[0-9a-f]{64}$/);
    expect(within(modal).getByText('FAST1:20260310-0239')).toBeTruthy();
    expect(within(modal).getByTestId('verify-outcome').textContent).toContain('this draw verifies');
    expect((await within(modal).findByTestId('verify-hash-check')).textContent).toContain(
      'equals the committed hash',
    );
  });

  it('draws the trends: frequency bars, hot and cold values, missing counts', async () => {
    lotteryBackEnd();
    await openGame('FAST1');
    click('tab-trends');
    const chart = await screen.findByTestId('frequency-chart');
    expect(chart.querySelectorAll('rect')).toHaveLength(10);
    expect(screen.getByTestId('trend-line-0').textContent).toBe('Position 1');
    // Position 1 drew 3, 9, 5: each once; 3 most recently.
    expect(within(screen.getByTestId('trend-hot')).getAllByRole('listitem')[0]!.textContent).toBe('31 draw');
    fireEvent.click(screen.getByTestId('trend-line-1'));
    const cells = within(screen.getByTestId('missing-grid')).getAllByRole('listitem');
    expect(cells[1]!.textContent).toBe('10');
    expect(cells[0]!.textContent).toBe('03');
  });
});
