import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { AccountArea } from './account-area';

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
  useSession.getState().signIn('tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useUi.getState().setMemberCentre(false);
  useSession.getState().signOut();
});

describe('the account menu', () => {
  it.each([
    ['menu-betting-record', 'personalHistoryCopy'],
    ['menu-account-record', 'transactionHistory'],
  ] as const)('%s opens the member centre on %s, through the real-account gate', (testId, page) => {
    const gate = vi.fn((action: () => void) => action());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AccountArea agentTypes={[]} currencySymbol="P" onSignOut={() => {}} onRealAccountNeeded={gate} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(screen.getByTestId(testId));
    expect(gate).toHaveBeenCalledTimes(1);
    expect(useUi.getState()).toMatchObject({ mcShow: true, mcPage: page });
  });

  it('opens nothing when the gate refuses (no session or a trial account)', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AccountArea agentTypes={[]} currencySymbol="P" onSignOut={() => {}} onRealAccountNeeded={() => {}} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(screen.getByTestId('menu-betting-record'));
    expect(useUi.getState().mcShow).toBe(false);
  });

  it('closes on Escape and gives the focus back to its button', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AccountArea agentTypes={[]} currencySymbol="P" onSignOut={() => {}} onRealAccountNeeded={() => {}} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('user-menu'));
  });
});
