import type { Balance, ConsolidatedFunds, MerchantWallet, WalletTransferResult } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { MyWallet } from './my-wallet';

beforeAll(async () => {
  await initI18n('EN');
});

const MERCHANT: MerchantWallet = {
  isSingle: false,
  wallets: [
    { walletCode: 'MAIN', name: 'Main wallet' },
    { walletCode: 'TIGER', name: 'Tiger Strike' },
    { walletCode: 'ARENA', name: 'Arena Sports' },
  ],
};
const BALANCE: Balance = {
  sumBalance: 120.5,
  currencySymbol: 'P',
  wallets: [
    { walletCode: 'MAIN', name: 'Main wallet', balance: 100 },
    { walletCode: 'TIGER', name: 'Tiger Strike', balance: 20.5 },
  ],
};
const FUNDS: ConsolidatedFunds = {
  currencySymbol: 'P',
  mainBalance: 100,
  subWalletBalance: 20.5,
  sumBalance: 120.5,
  inPlay: 3,
  points: 1250,
  bonusLock: {
    amount: 40,
    withdrawable: 60,
    bonuses: [{ id: 3, source: 'mission', amount: 40, turnoverRequired: 120, turnoverDone: 30 }],
  },
};

type Answer = { status?: number; body: unknown };
let merchant: MerchantWallet;
let transferAnswer: Answer;
let sent: unknown[];
let reads: string[];

const ok = (value: unknown) => ({ body: { success: true, value, message: 'OK' } });

beforeEach(() => {
  merchant = MERCHANT;
  sent = [];
  reads = [];
  transferAnswer = ok({
    moved: 40,
    transfers: 1,
    sumBalance: 120.5,
    wallets: [
      { walletCode: 'MAIN', name: 'Main wallet', balance: 60 },
      { walletCode: 'TIGER', name: 'Tiger Strike', balance: 60.5 },
    ],
  } satisfies WalletTransferResult);
  useSession.getState().signIn('tok-1');
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://site.test').pathname;
    let answer: Answer;
    if (path === '/wps/relay/GCS_walletTransfer') {
      sent.push(JSON.parse(init?.body as string));
      answer = transferAnswer;
    } else {
      reads.push(path);
      answer =
        path === '/wps/relay/GCS_merchantWallet'
          ? ok(merchant)
          : path === '/wps/v2/wallets/balance'
            ? ok(BALANCE)
            : path === '/wps/member/info/funds/consolidated'
              ? ok(FUNDS)
              : { status: 404, body: { success: false, value: null, message: 'Not found' } };
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

function renderWallet() {
  const onMoved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MyWallet onMoved={onMoved} />
    </QueryClientProvider>,
  );
  return { onMoved };
}

const amount = () => screen.getByTestId<HTMLInputElement>('transfer-amount');
const submit = () => fireEvent.click(screen.getByTestId('transfer-submit'));

describe('my wallet', () => {
  it('shows the consolidated funds and every wallet with its balance, the main wallet first', async () => {
    renderWallet();
    expect((await screen.findByTestId('funds-total')).textContent).toBe('P 120.50');
    expect(screen.getByTestId('funds-main').textContent).toBe('P 100.00');
    expect(screen.getByTestId('funds-sub').textContent).toBe('P 20.50');
    expect(screen.getByTestId('funds-in-play').textContent).toBe('P 3.00');
    expect(screen.getByTestId('funds-points').textContent).toBe('1,250');
    const rows = within(await screen.findByTestId('wallet-list')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Main walletP 100.00',
      'Tiger StrikeP 20.50',
      'Arena SportsP 0.00',
    ]);
    expect(screen.queryByTestId('wallet-single-note')).toBeNull();
    const lock = screen.getByTestId('bonus-lock');
    expect(lock.textContent).toContain('P 40.00 of your balance is bonus money locked');
    expect(lock.textContent).toContain('P 60.00 can be withdrawn now');
    expect(screen.getByTestId('bonus-lock-3').textContent).toContain('Turnover P 30.00 / P 120.00');
  });

  it('checks the form before sending: amount required, its format, and the balance it comes from', async () => {
    renderWallet();
    await waitFor(() => expect(screen.getByTestId('wallet-TIGER').textContent).toContain('20.50'));
    submit();
    expect((await screen.findByTestId('transfer-error-amount')).textContent).toBe(
      en.myWallet.errors.amountRequired,
    );
    fireEvent.change(amount(), { target: { value: '1.234' } });
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('transfer-error-amount').textContent).toBe(en.myWallet.errors.amountInvalid),
    );
    fireEvent.change(amount(), { target: { value: '100.01' } });
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('transfer-error-amount').textContent).toBe(
        'Not enough in Main wallet: you can move at most P 100.00.',
      ),
    );
    // From the sub-wallet: its own balance is the limit, and the other side becomes the main wallet.
    fireEvent.change(screen.getByTestId('transfer-from'), { target: { value: 'TIGER' } });
    expect(screen.getByTestId<HTMLSelectElement>('transfer-to').value).toBe('MAIN');
    fireEvent.change(amount(), { target: { value: '21' } });
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('transfer-error-amount').textContent).toBe(
        'Not enough in Tiger Strike: you can move at most P 20.50.',
      ),
    );
    expect(sent).toEqual([]);
  });

  it('moves an amount with the all-in button, shows the new balances and refreshes every balance', async () => {
    const { onMoved } = renderWallet();
    await waitFor(() => expect(screen.getByTestId('wallet-MAIN').textContent).toContain('100.00'));
    fireEvent.click(screen.getByTestId('transfer-all-in'));
    expect(amount().value).toBe('100.00');
    fireEvent.change(amount(), { target: { value: '40' } });
    const before = reads.length;
    submit();
    expect((await screen.findByTestId('wallet-notice')).textContent).toBe(
      'P 40.00 moved from Main wallet to Tiger Strike.',
    );
    expect(sent).toEqual([
      { from: 'MAIN', to: 'TIGER', amount: 40, requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) },
    ]);
    expect(onMoved).toHaveBeenCalled();
    await waitFor(() => expect(reads.length).toBeGreaterThan(before));
    expect(reads.slice(before)).toEqual(
      expect.arrayContaining(['/wps/v2/wallets/balance', '/wps/member/info/funds/consolidated']),
    );
    expect(amount().value).toBe('');
  });

  it('swaps the two sides', async () => {
    renderWallet();
    await waitFor(() => expect(screen.getByTestId('wallet-TIGER').textContent).toContain('20.50'));
    fireEvent.click(screen.getByTestId('transfer-swap'));
    expect(screen.getByTestId<HTMLSelectElement>('transfer-from').value).toBe('TIGER');
    expect(screen.getByTestId<HTMLSelectElement>('transfer-to').value).toBe('MAIN');
    fireEvent.click(screen.getByTestId('transfer-all-in'));
    expect(amount().value).toBe('20.50');
  });

  it("shows the server's refusal in words", async () => {
    transferAnswer = {
      status: 422,
      body: { success: false, value: null, message: 'Insufficient funds.', errorCode: 'wallet.insufficient' },
    };
    renderWallet();
    await waitFor(() => expect(screen.getByTestId('wallet-MAIN').textContent).toContain('100.00'));
    fireEvent.change(amount(), { target: { value: '10' } });
    submit();
    expect((await screen.findByTestId('transfer-failed')).textContent).toBe(en.errors.wallet_insufficient);
    expect(amount().value).toBe('10');
  });

  it('sends a retry after a lost answer under the same request id, and a new transfer under a new one', async () => {
    transferAnswer = {
      status: 500,
      body: { success: false, value: null, message: 'System error.', errorCode: 'system.error' },
    };
    renderWallet();
    await waitFor(() => expect(screen.getByTestId('wallet-MAIN').textContent).toContain('100.00'));
    fireEvent.change(amount(), { target: { value: '10' } });
    const send = async (n: number) => {
      submit();
      await waitFor(() => expect(sent).toHaveLength(n));
      await screen.findByTestId('transfer-failed');
    };
    await send(1);
    await send(2);
    transferAnswer = {
      status: 422,
      body: { success: false, value: null, message: 'Insufficient funds.', errorCode: 'wallet.insufficient' },
    };
    await send(3);
    await send(4);
    const ids = (sent as { requestId: string }[]).map((s) => s.requestId);
    // Sends 1 to 3 share the id (1 and 2 got no answer); 3 was refused, so 4 draws a new one.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[1]);
    expect(ids[3]).not.toBe(ids[2]);
  });

  it('recalls every sub-wallet in one click', async () => {
    transferAnswer = ok({
      moved: 20.5,
      transfers: 1,
      sumBalance: 120.5,
      wallets: [
        { walletCode: 'MAIN', name: 'Main wallet', balance: 120.5 },
        { walletCode: 'TIGER', name: 'Tiger Strike', balance: 0 },
      ],
    });
    const { onMoved } = renderWallet();
    const recall = await screen.findByTestId('wallet-recall-all');
    await waitFor(() => expect((recall as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(recall);
    expect((await screen.findByTestId('wallet-notice')).textContent).toBe(
      'P 20.50 returned to the main wallet from 1 sub-wallet(s).',
    );
    expect(sent).toEqual([{ recallAll: true }]);
    expect(onMoved).toHaveBeenCalled();
  });

  it('shows a seamless brand the main wallet only, with a note and nothing to transfer', async () => {
    merchant = { isSingle: true, wallets: [{ walletCode: 'MAIN', name: 'Main wallet' }] };
    renderWallet();
    expect((await screen.findByTestId('wallet-single-note')).textContent).toBe(en.myWallet.singleNote);
    const rows = within(await screen.findByTestId('wallet-list')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Main walletP 100.00']);
    expect(screen.queryByTestId('transfer-form')).toBeNull();
    expect(screen.queryByTestId('wallet-recall-all')).toBeNull();
    expect(screen.queryByTestId('funds-sub')).toBeNull();
  });

  it('says when the wallets cannot be loaded, with a retry', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    renderWallet();
    expect((await screen.findByTestId('wallet-error')).textContent).toContain(en.myWallet.loadFailed);
  });
});
