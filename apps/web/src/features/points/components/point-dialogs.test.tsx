import type { PointBalance, PointReward, RedeemHistory, PointDetail } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import type * as calls from '../api/point-shop-calls';
import { convertPoints, redeemReward } from '../api/point-shop-calls';
import { ConvertDialog } from './convert-dialog';
import { PointDetailDialog } from './point-detail-dialog';
import { RedeemDialog } from './redeem-dialog';
import { RedeemHistoryDialog } from './redeem-history-dialog';

vi.mock('../api/point-shop-calls', async (original) => ({
  ...(await original<typeof calls>()),
  redeemReward: vi.fn(),
  convertPoints: vi.fn(),
}));

beforeAll(async () => {
  await initI18n('EN');
});

const EARBUDS: PointReward = {
  id: 5,
  name: 'Wireless Earbuds',
  description: '',
  imageUrl: '/art/points/earbuds.svg',
  quantity: 3,
  pointsRequired: 12_000,
  amountRequired: 500,
};
const BALANCE: PointBalance = {
  points: 30_000,
  earned: 31_000,
  spent: 1_000,
  conversionRate: 0.1,
  convertMin: 100,
};

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}
const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, message: 'OK' }), {
    headers: { 'content-type': 'application/json' },
  });

let urls: URL[];
beforeEach(() => {
  urls = [];
  useSession.getState().signIn('tok-1');
  vi.mocked(redeemReward).mockReset();
  vi.mocked(convertPoints).mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the redeem dialog', () => {
  it('adds up points and amount by quantity, within the stock', async () => {
    wrap(
      <RedeemDialog
        reward={EARBUDS}
        points={30_000}
        symbol="P"
        onClose={() => {}}
        onShowHistory={() => {}}
      />,
    );
    expect(screen.getByTestId('points-needed').textContent).toBe('12,000');
    expect(screen.getByTestId('amount-needed').textContent).toBe('P 500.00');
    fireEvent.click(screen.getByTestId('quantity-up'));
    await waitFor(() => expect(screen.getByTestId('points-needed').textContent).toBe('24,000'));
    expect(screen.getByTestId('amount-needed').textContent).toBe('P 1,000.00');
    fireEvent.click(screen.getByTestId('quantity-up'));
    // Three in stock, but 36,000 points are more than the member has.
    await waitFor(() => expect(screen.getByTestId('points-short')).toBeTruthy());
    expect(screen.getByTestId<HTMLButtonElement>('quantity-up').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('redeem-submit').disabled).toBe(true);
  });

  it('asks for a quantity from 1 to 10 and the payment password before calling', async () => {
    wrap(
      <RedeemDialog
        reward={{ ...EARBUDS, quantity: null }}
        points={1_000_000}
        symbol="P"
        onClose={() => {}}
        onShowHistory={() => {}}
      />,
    );
    type('quantity', '11');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('field-error-quantity')).textContent).toBe(
      'Choose a quantity from 1 to 10.',
    );
    expect((await screen.findByTestId('field-error-paymentPassword')).textContent).toBe(
      'Enter your payment password.',
    );
    expect(redeemReward).not.toHaveBeenCalled();
  });

  it('redeems, shows the request number and refreshes the balance', async () => {
    vi.mocked(redeemReward).mockResolvedValue({
      redemption: {
        id: 42,
        transactionNo: 'R00000042',
        exchangeType: 'item',
        productName: 'Wireless Earbuds',
        quantity: 2,
        points: 24_000,
        amount: 1_000,
        status: 'applying',
        createdDateStr: '2024-03-10 10:00:00',
        decidedDateStr: null,
        note: null,
      },
      points: 6_000,
      balance: 0,
    });
    const moneyChanged = vi.fn();
    const showHistory = vi.fn();
    wrap(
      <RedeemDialog
        reward={EARBUDS}
        points={30_000}
        symbol="P"
        onClose={() => {}}
        onShowHistory={showHistory}
        onMoneyChanged={moneyChanged}
      />,
    );
    fireEvent.click(screen.getByTestId('quantity-up'));
    type('payment-password', 'Pay-2026');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    const done = await screen.findByTestId('redeem-done');
    expect(done.textContent).toContain('Request R00000042 is waiting for approval');
    expect(done.textContent).toContain('Points left: 6,000');
    expect(redeemReward).toHaveBeenCalledWith({
      rewardId: 5,
      quantity: 2,
      paymentPassword: 'Pay-2026',
      requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
    });
    expect(moneyChanged).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('redeem-show-history'));
    expect(showHistory).toHaveBeenCalled();
  });

  it('shows a wrong payment password on the field and other refusals above the form', async () => {
    vi.mocked(redeemReward).mockRejectedValueOnce(
      new ApiError(400, 'payment.password.wrong', 'The payment password is wrong.', null),
    );
    wrap(
      <RedeemDialog
        reward={EARBUDS}
        points={30_000}
        symbol="P"
        onClose={() => {}}
        onShowHistory={() => {}}
      />,
    );
    type('payment-password', 'nope-nope');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('field-error-paymentPassword')).textContent).toMatch(
      /payment password/i,
    );
    vi.mocked(redeemReward).mockRejectedValueOnce(
      new ApiError(422, 'points.out.of.stock', 'Not enough of this item is left in stock.', null),
    );
    type('payment-password', 'Pay-2026');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('redeem-error')).textContent).toBe(
      'Not enough of this item is left in stock.',
    );
  });
});

describe('the convert dialog', () => {
  it('previews the amount rounded down to the cent and converts', async () => {
    vi.mocked(convertPoints).mockResolvedValue({
      transactionNo: 'C00000007',
      points: 1_234,
      amount: 123.4,
      pointsBalance: 28_766,
      balance: 123.4,
    });
    wrap(<ConvertDialog balance={{ ...BALANCE, conversionRate: 0.015 }} symbol="P" onClose={() => {}} />);
    type('convert-points', '333');
    // 333 x 0.015 = 4.995: the member gets 4.99.
    await waitFor(() => expect(screen.getByTestId('convert-preview').textContent).toBe('P 4.99'));
    type('convert-points', '1234');
    type('convert-password', 'Pay-2026');
    fireEvent.click(screen.getByTestId('convert-submit'));
    expect((await screen.findByTestId('convert-done')).textContent).toContain('1,234 points converted');
    expect(convertPoints).toHaveBeenCalledWith({
      points: 1_234,
      paymentPassword: 'Pay-2026',
      requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
    });
  });

  it('sends a retry after a lost answer under the same request id, and a new conversion under a new one', async () => {
    vi.mocked(convertPoints)
      .mockRejectedValueOnce(new ApiError(503, 'system.error', 'Unavailable.', null))
      .mockRejectedValueOnce(new ApiError(422, 'points.insufficient', 'Not enough points.', null))
      .mockRejectedValueOnce(new ApiError(503, 'system.error', 'Unavailable.', null));
    wrap(<ConvertDialog balance={BALANCE} symbol="P" onClose={() => {}} />);
    type('convert-points', '200');
    type('convert-password', 'Pay-2026');
    const send = async (n: number) => {
      fireEvent.click(screen.getByTestId('convert-submit'));
      await waitFor(() => expect(convertPoints).toHaveBeenCalledTimes(n));
    };
    await send(1);
    await send(2);
    await send(3);
    type('convert-points', '300');
    await send(4);
    const ids = vi.mocked(convertPoints).mock.calls.map((c) => c[0].requestId);
    // 1 -> 2: no answer, the same id; 2 -> 3: a refusal, a new id; 3 -> 4: other points, a new id.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(ids[3]).not.toBe(ids[2]);
  });

  it('refuses fewer than the minimum, fractions, and more than the member has', async () => {
    wrap(<ConvertDialog balance={BALANCE} symbol="P" onClose={() => {}} />);
    type('convert-points', '99');
    type('convert-password', 'Pay-2026');
    fireEvent.click(screen.getByTestId('convert-submit'));
    expect((await screen.findByTestId('field-error-points')).textContent).toBe(
      'At least 100 points, whole points only.',
    );
    type('convert-points', '150.5');
    fireEvent.click(screen.getByTestId('convert-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('field-error-points').textContent).toBe(
        'At least 100 points, whole points only.',
      ),
    );
    type('convert-points', '30001');
    await waitFor(() => expect(screen.getByText('You have only 30,000 points.')).toBeTruthy());
    expect(screen.getByTestId<HTMLButtonElement>('convert-submit').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('convert-all'));
    await waitFor(() => expect(screen.getByTestId('convert-preview').textContent).toBe('P 3,000.00'));
    expect(convertPoints).not.toHaveBeenCalled();
  });
});

describe('the history and detail dialogs', () => {
  const HISTORY: RedeemHistory = {
    list: [
      {
        id: 7,
        transactionNo: 'C00000007',
        exchangeType: 'convert',
        productName: '',
        quantity: 1,
        points: 1_000,
        amount: 100,
        status: 'approved',
        createdDateStr: '2024-03-10 11:00:00',
        decidedDateStr: '2024-03-10 11:00:00',
        note: null,
      },
      {
        id: 42,
        transactionNo: 'R00000042',
        exchangeType: 'item',
        productName: 'Wireless Earbuds',
        quantity: 1,
        points: 12_000,
        amount: 500,
        status: 'rejected',
        createdDateStr: '2024-03-10 10:00:00',
        decidedDateStr: '2024-03-10 10:30:00',
        note: 'Out of colour',
      },
    ],
    pageNo: 1,
    pageSize: 10,
    totalCount: 2,
    totalPages: 1,
  };

  it('lists redemptions and conversions with their states, and filters by state', async () => {
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://site.test');
      urls.push(url);
      return ok(
        url.searchParams.get('status') === 'applying' ? { ...HISTORY, list: [], totalCount: 0 } : HISTORY,
      );
    });
    wrap(<RedeemHistoryDialog symbol="P" onClose={() => {}} />);
    const item = await screen.findByTestId('redemption-R00000042');
    expect(within(item).getByTestId('redemption-status').textContent).toBe('Rejected');
    expect(item.textContent).toContain('Out of colour');
    expect(item.textContent).toContain('P 500.00');
    const conversion = screen.getByTestId('redemption-C00000007');
    expect(conversion.textContent).toContain('Conversion');
    expect(conversion.textContent).toContain('Approved');
    fireEvent.click(screen.getByTestId('history-filter-applying'));
    expect(await screen.findByText('No redemptions yet.')).toBeTruthy();
    expect(urls.at(-1)?.searchParams.get('status')).toBe('applying');
  });

  it('lists point entries signed, with the points after each', async () => {
    const detail: PointDetail = {
      list: [
        {
          id: 3,
          transactionNo: 'P00000003',
          kind: 'redeem',
          points: -12_000,
          gameType: null,
          balanceAfter: 13_000,
          createdDateStr: '2024-03-10 10:00:00',
        },
        {
          id: 2,
          transactionNo: 'P00000002',
          kind: 'bet',
          points: 25,
          gameType: 'RNG',
          balanceAfter: 25_000,
          createdDateStr: '2024-03-09 10:00:00',
        },
      ],
      pageNo: 1,
      pageSize: 10,
      totalCount: 2,
      totalPages: 1,
    };
    vi.stubGlobal('fetch', async () => ok(detail));
    wrap(<PointDetailDialog onClose={() => {}} />);
    const spent = await screen.findByTestId('point-entry-3');
    expect([...spent.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'P00000003',
      '2024-03-10 10:00:00',
      'Item redeemed',
      '—',
      '-12,000',
      '13,000',
    ]);
    expect(screen.getByTestId('point-entry-2').textContent).toContain('+25');
    expect(screen.getByTestId('point-entry-2').textContent).toContain('Slots');
  });

  it('says when the detail cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    wrap(<PointDetailDialog onClose={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
  });
});
