import { API, type DepositChannel, type DepositOffer } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { DepositForm } from './deposit-form';

beforeAll(async () => {
  await initI18n('EN');
});

const BANK: DepositChannel = {
  id: 1,
  code: 'bank',
  provider: 'manual_bank',
  name: 'Bank transfer',
  description: '',
  minAmount: 100,
  maxAmount: 50_000,
  receivingAccount: { bankName: 'Lotus Bank', accountName: 'Royal Lotus', accountNumber: '0012' },
};
const WELCOME: DepositOffer = {
  promotionId: 5,
  title: 'Welcome Bonus 100% up to P 5,000',
  percent: 100,
  maxBonus: 5_000,
  minDeposit: 200,
  turnoverMultiple: 15,
  once: 'first',
};
const RELOAD: DepositOffer = {
  ...WELCOME,
  promotionId: 6,
  title: 'Daily Reload 10%',
  percent: 10,
  maxBonus: 1_000,
  minDeposit: 300,
  turnoverMultiple: 3,
  once: 'day',
};

let sent: unknown[];

beforeEach(() => {
  sent = [];
  useSession.getState().signIn('tok-1');
  useUi.setState({ depositOffer: null });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site.test');
    if (init?.method === 'POST' && url.pathname === API.depositOrders) {
      sent.push(JSON.parse(init.body as string));
      const order = { id: 9, orderNo: 'D1', status: 'pending', payUrl: null, promotion: null };
      return new Response(JSON.stringify({ success: true, value: order, message: 'OK' }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

const renderForm = (offers: DepositOffer[], onCreated = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DepositForm channel={BANK} offers={offers} symbol="P" onCreated={onCreated} />
    </QueryClientProvider>,
  );

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });

describe('the deposit promotions on the deposit form', () => {
  it('offers each promotion with its figures, no promotion chosen until the member picks one', async () => {
    renderForm([WELCOME, RELOAD]);
    const offers = screen.getByTestId('deposit-offers');
    expect(offers.textContent).toContain('100% bonus up to P 5,000.00 · deposit at least P 200.00');
    expect(offers.textContent).toContain('turnover 15× (deposit + bonus) · First deposit only');
    expect(offers.textContent).toContain('Once a day');
    expect(screen.getByTestId<HTMLInputElement>('deposit-offer-none').checked).toBe(true);

    type('Amount', '1000');
    type('Transfer reference', 'REF1');
    fireEvent.submit(screen.getByTestId('deposit-form'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ channelId: 1, amount: 1000, reference: 'REF1' });
  });

  it('shows the bonus the amount brings, says when it is below the minimum, and sends the choice', async () => {
    renderForm([WELCOME, RELOAD]);
    fireEvent.click(screen.getByTestId('deposit-offer-5').querySelector('input')!);
    type('Amount', '150');
    expect(screen.getByTestId('deposit-offer-bonus').textContent).toBe(
      'Deposit at least P 200.00 for this bonus',
    );
    type('Amount', '8000');
    expect(screen.getByTestId('deposit-offer-bonus').textContent).toBe('Your bonus: P 5,000.00');
    type('Amount', '1234.5');
    expect(screen.getByTestId('deposit-offer-bonus').textContent).toBe('Your bonus: P 1,234.50');
    type('Transfer reference', 'REF2');
    fireEvent.submit(screen.getByTestId('deposit-form'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ channelId: 1, amount: 1234.5, reference: 'REF2', promotionId: 5 });
  });

  it('starts with the promotion chosen on its page, when it is on offer', () => {
    useUi.setState({ depositOffer: 6 });
    renderForm([WELCOME, RELOAD]);
    expect((screen.getByTestId('deposit-offer-6').querySelector('input') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows nothing when no promotion is open to the member', () => {
    renderForm([]);
    expect(screen.queryByTestId('deposit-offers')).toBeNull();
  });
});
