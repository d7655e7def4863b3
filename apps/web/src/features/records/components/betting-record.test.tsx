import type { BetDetail, BettingRecord as BettingRecordValue, BetRecord } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { BettingRecord } from './betting-record';

beforeAll(async () => {
  await initI18n('EN');
});

const bet = (id: number, extra: Partial<BetRecord> = {}): BetRecord => ({
  id,
  roundId: `R-${id}`,
  vendor: 'LOTUS',
  vendorName: 'Lotus Originals',
  gameCode: 'lotus-fortune',
  gameName: 'Lotus Fortune',
  gameType: 'RNG',
  classify: 'SC',
  stake: 10,
  validBet: 10,
  payout: 25,
  winLoss: 15,
  status: 'settled',
  outcome: 'win',
  createdDateStr: '2024-03-10 12:00:00',
  settledDateStr: '2024-03-10 12:00:01',
  ...extra,
});

const page = (pageNo: number): BettingRecordValue => ({
  list:
    pageNo === 1
      ? [
          bet(7),
          bet(6, { status: 'open', payout: 0, winLoss: null, validBet: 0, outcome: null }),
          bet(4, {
            gameCode: 'lucky-dice',
            gameName: 'Lucky Dice',
            classify: 'TG',
            payout: 10,
            winLoss: 0,
            outcome: 'push',
          }),
        ]
      : [bet(5)],
  pageNo,
  pageSize: 20,
  totalCount: 41,
  totalPages: 3,
  totals: { count: 41, stake: 1234.5, validBet: 1200, payout: 999, winLoss: -235.5 },
  range: { startDate: '2024-03-04', endDate: '2024-03-10', today: '2024-03-10', timeZone: 'Asia/Manila' },
});

const DETAIL: BetDetail = {
  ...bet(7),
  detail: { engine: 'slot', outcome: { reels: [['A', 'K', 'Q']] }, multiplier: 2.5 },
  proof: {
    engine: 'slot',
    serverSeedHash: 'h'.repeat(64),
    serverSeed: 's'.repeat(64),
    clientSeed: 'lucky',
    nonce: 3,
    bet: { lineBet: 0.5 },
  },
  transfers: [
    {
      id: 1,
      kind: 'bet',
      walletCode: 'MAIN',
      amount: -10,
      balanceAfter: 90,
      reference: 'LOTUS:R-7',
      round: {
        roundId: 'R-7',
        vendor: 'LOTUS',
        vendorName: 'Lotus Originals',
        gameCode: 'lotus-fortune',
        gameName: 'Lotus Fortune',
        outcome: 'win',
      },
      createdDateStr: '2024-03-10 12:00:00',
    },
  ],
};

let urls: URL[];
beforeEach(() => {
  urls = [];
  useSession.getState().signIn('tok-1');
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://site.test');
    urls.push(url);
    const value =
      url.pathname === '/wps/records/bets/7' ? DETAIL : page(Number(url.searchParams.get('pageNo')));
    return new Response(JSON.stringify({ success: true, value, message: 'OK' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

function renderRecord() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BettingRecord menus={[]} currencySymbol="P" />
    </QueryClientProvider>,
  );
}

const lastQuery = () => Object.fromEntries(urls.at(-1)!.searchParams);

describe('the betting record', () => {
  it('asks for the last 7 days, then shows totals, rows and pages', async () => {
    renderRecord();
    const table = await screen.findByTestId('bet-table');
    expect(lastQuery()).toEqual({ gameType: 'ALL', status: 'all', pageNo: '1', pageSize: '20' });
    const totals = screen.getByTestId('bet-totals').textContent;
    expect(totals).toContain('41');
    expect(totals).toContain('P 1,234.50');
    expect(totals).toContain('-P 235.50');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('+P 15.00');
    expect(rows[0]!.textContent).toContain('Settled');
    expect(rows[1]!.textContent).toContain('—');
    expect(rows[1]!.textContent).toContain('Open');
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('names the game and its vendor, not their codes, and says which zone the times are in', async () => {
    renderRecord();
    const table = await screen.findByTestId('bet-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toBe('Time (GMT+8)');
    const first = screen.getByTestId('bet-7').textContent;
    expect(first).toContain('Lotus Fortune');
    expect(first).toContain('Lotus Originals');
    expect(first).not.toContain('LOTUS');
    expect(first).toContain('2024-03-10 12:00:00');
  });

  it('shows a dice round as a table game, and a push as a tie, not a win', async () => {
    renderRecord();
    await screen.findByTestId('bet-table');
    const cells = [...screen.getByTestId('bet-4').querySelectorAll('td')].map((c) => c.textContent);
    expect(cells).toContain('Table games');
    expect(cells).not.toContain('Slots');
    expect(within(screen.getByTestId('bet-4')).getByTestId('push').textContent).toBe('Tie: stake returned');
    expect(screen.getByTestId('bet-4').textContent).not.toContain('+P');
    // A slot round stays a slot.
    expect([...screen.getByTestId('bet-7').querySelectorAll('td')].map((c) => c.textContent)).toContain(
      'Slots',
    );
  });

  it('moves to another page, and back to the first when a filter changes', async () => {
    renderRecord();
    await screen.findByTestId('bet-table');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery().pageNo).toBe('2'));
    await waitFor(() => expect(screen.getByTestId('bet-5')).toBeTruthy());
    fireEvent.click(screen.getByTestId('preset-yesterday'));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ startDate: '2024-03-09', endDate: '2024-03-09', pageNo: '1' }),
    );
    fireEvent.change(screen.getByTestId('filter-status'), { target: { value: 'void' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'void', startDate: '2024-03-09' }));
  });

  it('opens a round with its outcome, proof and a verify link in a new tab', async () => {
    renderRecord();
    fireEvent.click(await screen.findByTestId('bet-7'));
    const dialog = await screen.findByTestId('round-detail');
    await within(dialog).findByTestId('round-proof');
    expect(within(dialog).getByTestId('round-outcome').textContent).toContain('"reels"');
    expect(dialog.textContent).toContain('×2.5');
    expect(dialog.textContent).toContain('lucky');
    const link = within(dialog).getByTestId<HTMLAnchorElement>('verify-link');
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
    const verify = new URL(link.href);
    expect(verify.pathname).toBe('/house/verify');
    expect(Object.fromEntries(verify.searchParams)).toEqual({
      engine: 'slot',
      serverSeed: 's'.repeat(64),
      clientSeed: 'lucky',
      nonce: '3',
      hash: 'h'.repeat(64),
      lineBet: '0.5',
    });
    expect(dialog.textContent).toContain('-P 10.00');
    expect(dialog.textContent).toContain('Lotus Originals');
    expect(dialog.textContent).toContain('Placed at (GMT+8)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('round-detail')).toBeNull());
  });
});
