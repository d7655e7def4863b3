import type { UplineInfo, WithdrawInfo, Withdrawal, WithdrawalList } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import type * as calls from '../api/withdraw-calls';
import {
  confirmReceived,
  reportNotReceived,
  requestWithdrawal,
  transferToUpline,
} from '../api/withdraw-calls';
import { UplineTransfer } from './upline-transfer';
import { WithdrawCentre } from './withdraw-centre';
import { WithdrawalConfirmation, proofProblem } from './withdrawal-confirmation';

vi.mock('../api/withdraw-calls', async (original) => ({
  ...(await original<typeof calls>()),
  requestWithdrawal: vi.fn(),
  confirmReceived: vi.fn(),
  reportNotReceived: vi.fn(),
  transferToUpline: vi.fn(),
}));

beforeAll(async () => {
  await initI18n('EN');
});

const INFO: WithdrawInfo = {
  currencySymbol: 'P',
  balance: 1_000,
  min: 100,
  max: 50_000,
  perDayCount: 3,
  perDayAmount: 50_000,
  usedTodayCount: 1,
  usedTodayAmount: 100,
  bankAccounts: [{ id: 5, bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', last4: '4321' }],
  hasPaymentPassword: true,
  confirmMinutes: 30,
  bonusLock: { amount: 0, withdrawable: 1_000, bonuses: [] },
};

const PAID: Withdrawal = {
  id: 41,
  orderNo: 'W261123ABCDEF012345',
  amount: 300,
  status: 'paid',
  bank: { bankName: 'BDO Unibank', last4: '4321' },
  createdDateStr: '2026-11-23 12:00:00',
  decidedDateStr: '2026-11-23 12:05:00',
  note: null,
  confirmDueDateStr: '2026-11-23 12:35:00',
  confirmedDateStr: null,
  receivedAmount: null,
  remainder: 300,
  hasProof: false,
};

const LIST: WithdrawalList = { list: [PAID], pageNo: 1, pageSize: 10, totalCount: 1, totalPages: 1 };

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, message: 'OK' }), {
    headers: { 'content-type': 'application/json' },
  });

/** Answers the page's reads by path. */
function serve(values: Record<string, unknown>) {
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://site.test');
    return ok(values[url.pathname] ?? null);
  });
}

const text = (element: HTMLElement) => element.textContent ?? '';

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

beforeEach(() => {
  useSession.getState().signIn('tok-1');
  useSession.getState().setAccount(0, 'player01');
  for (const f of [requestWithdrawal, confirmReceived, reportNotReceived, transferToUpline])
    vi.mocked(f).mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

describe('withdraw page', () => {
  it('shows the balance, the limits and my withdrawals', async () => {
    serve({ '/wps/withdrawals/info': INFO, '/wps/withdrawals': LIST });
    wrap(<WithdrawCentre />);
    expect(text(await screen.findByTestId('withdraw-balance'))).toContain('P 1,000.00');
    expect(screen.getByText('From P 100.00 to P 50,000.00')).toBeTruthy();
    expect(text(await screen.findByTestId('withdrawal-41'))).toContain('Paid, please confirm');
    expect(text(screen.getByTestId('withdraw-bank'))).toContain('BDO Unibank · Juan Dela Cruz · ****4321');
  });

  it('shows the bonus money locked by its turnover, and what can be withdrawn', async () => {
    const bonusLock = {
      amount: 50,
      withdrawable: 950,
      bonuses: [{ id: 7, source: 'raffle', amount: 50, turnoverRequired: 150, turnoverDone: 20 }],
    };
    serve({ '/wps/withdrawals/info': { ...INFO, bonusLock }, '/wps/withdrawals': LIST });
    wrap(<WithdrawCentre />);
    const lock = await screen.findByTestId('bonus-lock');
    expect(text(lock)).toContain('P 50.00 of your balance is bonus money locked');
    expect(text(lock)).toContain('P 950.00 can be withdrawn now');
    expect(text(screen.getByTestId('bonus-lock-7'))).toContain('Raffle prize P 50.00');
    expect(text(screen.getByTestId('bonus-lock-7'))).toContain('Turnover P 20.00 / P 150.00');
  });

  it('shows no lock when no bonus is short of its turnover', async () => {
    serve({ '/wps/withdrawals/info': INFO, '/wps/withdrawals': LIST });
    wrap(<WithdrawCentre />);
    await screen.findByTestId('withdraw-balance');
    expect(screen.queryByTestId('bonus-lock')).toBeNull();
  });

  it('without a payment password, prompts to open the security centre', async () => {
    serve({ '/wps/withdrawals/info': { ...INFO, hasPaymentPassword: false }, '/wps/withdrawals': LIST });
    wrap(<WithdrawCentre />);
    fireEvent.click(await screen.findByTestId('withdraw-open-security'));
    expect(useUi.getState().mcPage).toBe('securityCenter');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('without a bank account, prompts to add one', async () => {
    serve({ '/wps/withdrawals/info': { ...INFO, bankAccounts: [] }, '/wps/withdrawals': LIST });
    wrap(<WithdrawCentre />);
    expect(text(await screen.findByTestId('withdraw-prompt-noBank'))).toContain('Add a bank account');
  });

  it('checks the amount against the limits and the balance before sending', async () => {
    serve({ '/wps/withdrawals/info': INFO, '/wps/withdrawals': LIST });
    wrap(<WithdrawCentre />);
    const amount = await screen.findByTestId('withdraw-amount');
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: '246810' } });
    for (const [value, message] of [
      ['99.99', 'The smallest amount is P 100.00.'],
      ['1000.01', 'Your balance is P 1,000.00.'],
      ['12.345', 'Enter an amount with at most two decimals.'],
    ] as const) {
      fireEvent.change(amount, { target: { value } });
      fireEvent.click(screen.getByTestId('withdraw-submit'));
      // The previous refusal stays shown until the form is checked again: wait for this one's text.
      await waitFor(() => expect(text(screen.getByTestId('withdraw-error-amount'))).toContain(message));
    }
    expect(requestWithdrawal).not.toHaveBeenCalled();
  });

  it('sends the withdrawal and shows the order; a refusal shows its translation', async () => {
    serve({ '/wps/withdrawals/info': INFO, '/wps/withdrawals': LIST });
    vi.mocked(requestWithdrawal)
      .mockRejectedValueOnce(new ApiError(400, 'payment.password.wrong', 'wrong', null))
      .mockResolvedValueOnce({ withdrawal: { ...PAID, status: 'pending', amount: 150.5 }, balance: 849.5 });
    wrap(<WithdrawCentre />);
    fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '150.50' } });
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByTestId('withdraw-failed')).toBeTruthy();
    expect(vi.mocked(requestWithdrawal).mock.calls[0]?.[0]).toEqual({
      amount: 150.5,
      bankAccountId: 5,
      paymentPassword: '000000',
      requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
    });
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(text(await screen.findByTestId('withdraw-done'))).toContain(
      'Withdrawal of P 150.50 requested (order W261123ABCDEF012345)',
    );
    // A refusal was an answer: the next submission is a new request with a new id.
    const [first, second] = vi.mocked(requestWithdrawal).mock.calls.map((c) => c[0].requestId);
    expect(second).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(second).not.toBe(first);
  });

  it('a retry after a lost answer sends the same request id; the next withdrawal a new one', async () => {
    serve({ '/wps/withdrawals/info': INFO, '/wps/withdrawals': LIST });
    vi.mocked(requestWithdrawal)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(502, 'system.error', 'Unexpected answer (502).', null))
      .mockResolvedValue({ withdrawal: { ...PAID, status: 'pending', amount: 200 }, balance: 800 });
    wrap(<WithdrawCentre />);
    const send = async (amount: string) => {
      fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: amount } });
      fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: '246810' } });
      fireEvent.click(screen.getByTestId('withdraw-submit'));
    };
    await send('200');
    expect(await screen.findByTestId('withdraw-failed')).toBeTruthy();
    await send('200');
    await waitFor(() => expect(vi.mocked(requestWithdrawal)).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByTestId('withdraw-failed')).toBeTruthy());
    await send('200');
    expect(await screen.findByTestId('withdraw-done')).toBeTruthy();
    await send('300');
    await waitFor(() => expect(vi.mocked(requestWithdrawal)).toHaveBeenCalledTimes(4));
    const ids = vi.mocked(requestWithdrawal).mock.calls.map((c) => c[0].requestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[3]).not.toBe(ids[0]);
  });
});

describe('withdrawal confirmation modal', () => {
  it('shows nothing when no withdrawal waits, and nothing for a trial account', async () => {
    serve({ '/wps/withdrawals/confirmations': { list: [] } });
    const { container } = wrap(<WithdrawalConfirmation />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByTestId('withdrawal-confirmation')).toBeNull();
  });

  it('shows the amount, the amount received and the remainder; Received confirms it', async () => {
    serve({ '/wps/withdrawals/confirmations': { list: [PAID] } });
    vi.mocked(confirmReceived).mockResolvedValue({
      ...PAID,
      status: 'received',
      receivedAmount: 300,
      remainder: 0,
    });
    wrap(<WithdrawalConfirmation />);
    expect(await screen.findByTestId('withdrawal-confirmation')).toBeTruthy();
    expect(text(screen.getByTestId('confirm-received'))).toContain('300.00');
    expect(text(screen.getByTestId('confirm-remainder'))).toContain('0.00');
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(confirmReceived).toHaveBeenCalledWith(41));
  });

  it('Not received asks for a proof, shows the remainder, then sends the form', async () => {
    serve({ '/wps/withdrawals/confirmations': { list: [PAID] } });
    vi.mocked(reportNotReceived).mockResolvedValue({ ...PAID, status: 'not_received' });
    wrap(<WithdrawalConfirmation />);
    fireEvent.click(await screen.findByTestId('confirm-no'));
    fireEvent.change(screen.getByTestId('confirm-received-input'), { target: { value: '100' } });
    expect(text(screen.getByTestId('confirm-remainder'))).toContain('200.00');
    fireEvent.click(screen.getByTestId('confirm-send-proof'));
    expect(text(await screen.findByTestId('confirm-problem'))).toContain('Attach an image');
    expect(reportNotReceived).not.toHaveBeenCalled();
    const proof = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'statement.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByTestId('confirm-proof'), { target: { files: [proof] } });
    fireEvent.click(screen.getByTestId('confirm-send-proof'));
    await waitFor(() => expect(reportNotReceived).toHaveBeenCalledWith(41, { receivedAmount: '100', proof }));
  });

  it('checks the proof and the amount received before sending', () => {
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    const big = { name: 'big.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 } as File;
    expect(proofProblem(null, '0', 300)).toBe('proofRequired');
    expect(proofProblem(gif, '0', 300)).toBe('proofType');
    expect(proofProblem(big, '0', 300)).toBe('proofTooLarge');
    expect(proofProblem(png, '300', 300)).toBe('receivedTooHigh');
    expect(proofProblem(png, '1.234', 300)).toBe('receivedFormat');
    expect(proofProblem(png, '', 300)).toBeNull();
    expect(proofProblem(png, '299.99', 300)).toBeNull();
  });
});

describe('transfer to upline', () => {
  const UPLINE: UplineInfo = {
    currencySymbol: 'P',
    upline: 'ag***01',
    balance: 500,
    min: 10,
    max: 20_000,
    hasPaymentPassword: true,
    bonusLock: { amount: 0, withdrawable: 500, bonuses: [] },
  };

  it('shows the masked upline and sends the amount with a request id', async () => {
    serve({ '/wps/member/upline': UPLINE });
    vi.mocked(transferToUpline).mockResolvedValue({
      amount: 50,
      upline: 'ag***01',
      balance: 450,
      reference: 'x',
      replayed: false,
    });
    wrap(<UplineTransfer />);
    expect(text(await screen.findByTestId('upline-name'))).toContain('ag***01');
    fireEvent.change(screen.getByTestId('upline-amount'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('upline-password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect(text(await screen.findByTestId('upline-error-amount'))).toContain(
      'The smallest amount is P 10.00.',
    );
    fireEvent.change(screen.getByTestId('upline-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect(text(await screen.findByTestId('upline-done'))).toContain(
      'P 50.00 sent to ag***01. Your balance is now P 450.00.',
    );
    const sent = vi.mocked(transferToUpline).mock.calls[0]?.[0];
    expect(sent).toMatchObject({ amount: 50, paymentPassword: '246810' });
    expect(sent?.requestId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('a member without an upline is told so', async () => {
    serve({ '/wps/member/upline': { ...UPLINE, upline: null } });
    wrap(<UplineTransfer />);
    expect(text(await screen.findByTestId('upline-missing'))).toContain('You have no upline agent');
  });
});
