import { API } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { responsibleBackEnd, type ResponsibleServer } from '../test/responsible-kit';
import { RecallButton } from './recall-panel';

let server: ResponsibleServer;
beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  server = responsibleBackEnd();
  useSession.getState().signIn('tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecallButton game={{ vendorCode: 'LOTUS', gameCode: 'G7' }} name="Lotus Fortune" />
    </QueryClientProvider>,
  );
}

describe("a game's round recall", () => {
  it("lists the member's last rounds of the game: time, round, stake, win and status", async () => {
    server.recall = {
      gameName: 'Lotus Fortune',
      rounds: [
        {
          roundId: 'r-102',
          placedAt: '2026-03-10T03:59:00.000Z',
          settledAt: '2026-03-10T03:59:01.000Z',
          status: 'settled',
          stake: 10,
          win: 25,
          detail: null,
        },
        {
          roundId: 'r-101',
          placedAt: '2026-03-10T03:58:00.000Z',
          settledAt: null,
          status: 'open',
          stake: 5,
          win: 0,
          detail: null,
        },
      ],
    };
    renderButton();
    const open = screen.getByTestId('recall-open');
    expect(open.getAttribute('aria-label')).toBe('Last 10 rounds');
    fireEvent.click(open);
    const panel = await screen.findByTestId('recall-panel');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.textContent).toContain('Last 10 rounds: Lotus Fortune');
    const rows = await within(panel).findAllByTestId('recall-round');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toBe('2026-03-10 11:59:00r-102P 10.00P 25.00Settled');
    expect(rows[1]?.textContent).toContain('Open');
    const [asked] = server.sent.filter((s) => s.path === API.responsibleRecall);
    expect(asked?.query.get('vendorCode')).toBe('LOTUS');
    expect(asked?.query.get('gameCode')).toBe('G7');

    fireEvent.click(within(panel).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByTestId('recall-panel')).toBeNull());
  });

  it('says so when the game has no rounds yet', async () => {
    renderButton();
    fireEvent.click(screen.getByTestId('recall-open'));
    expect((await screen.findByTestId('recall-empty')).textContent).toContain('no rounds of this game yet');
  });
});
