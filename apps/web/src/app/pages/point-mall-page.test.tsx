import { API } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import PointMallPage from './point-mall-page';

beforeAll(async () => {
  await initI18n('EN');
});

const REWARD = {
  id: 5,
  name: 'Wireless Earbuds',
  description: '',
  imageUrl: '/art/points/earbuds.svg',
  quantity: 3,
  pointsRequired: 12_000,
  amountRequired: 500,
};
const ANSWERS: Record<string, unknown> = {
  [API.pointRewards]: [REWARD],
  [API.pointConfig]: { rates: [], conversionRate: 0.1, expires: false },
  [API.pointBalance]: { points: 30_000, earned: 30_000, spent: 0, conversionRate: 0.1, convertMin: 100 },
};

let paths: string[];
beforeEach(() => {
  paths = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://site.test').pathname;
    paths.push(path);
    const value = ANSWERS[path];
    if (value === undefined) return new Response('{}', { status: 503 });
    return new Response(JSON.stringify({ success: true, value, message: 'OK' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useUi.getState().close();
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PointMallPage />
    </QueryClientProvider>,
  );

describe('the points shop page', () => {
  it('lets a visitor browse and opens the login popup on redeem', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('redeem-5'));
    expect(useUi.getState().modal).toBe('login');
    expect(screen.queryByTestId('redeem-dialog')).toBeNull();
    expect(screen.queryByTestId('points-summary')).toBeNull();
    expect(paths).not.toContain(API.pointBalance);
  });

  it('shows a trial account the trial dialog', async () => {
    useSession.getState().signIn('tok-trial');
    useSession.getState().setAccount(4, 'trial01');
    renderPage();
    fireEvent.click(await screen.findByTestId('redeem-5'));
    expect(useUi.getState().modal).toBe('trial');
    expect(screen.queryByTestId('redeem-dialog')).toBeNull();
  });

  it('shows a member their points and opens the redeem, detail, history and convert dialogs', async () => {
    useSession.getState().signIn('tok-1');
    useSession.getState().setAccount(0, 'player01');
    renderPage();
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('30,000'));
    fireEvent.click(screen.getByTestId('redeem-5'));
    expect(screen.getByTestId('redeem-dialog').textContent).toContain('Redeem Wireless Earbuds');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByTestId('open-convert'));
    expect(screen.getByTestId('convert-dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByTestId('open-redeem-history'));
    expect(screen.getByTestId('redeem-history-dialog')).toBeTruthy();
  });

  it('tells a member without a payment password before the form, with the way to set one', async () => {
    ANSWERS[API.securityOverview] = { paymentPasswordSet: false };
    try {
      useSession.getState().signIn('tok-1');
      useSession.getState().setAccount(0, 'player01');
      renderPage();
      await waitFor(() => expect(paths).toContain(API.securityOverview));
      await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('30,000'));
      fireEvent.click(screen.getByTestId('redeem-5'));
      const dialog = await screen.findByTestId('redeem-dialog');
      await waitFor(() => expect(screen.getByTestId('points-needs-payment-password')).toBeTruthy());
      expect(dialog.querySelector('form')).toBeNull();
      expect(dialog.textContent).toContain('need a payment password');
      fireEvent.click(screen.getByTestId('points-set-payment-password'));
      expect(useUi.getState()).toMatchObject({ mcShow: true, mcPage: 'securityCenter' });
      expect(screen.queryByTestId('redeem-dialog')).toBeNull();

      fireEvent.click(screen.getByTestId('open-convert'));
      expect(screen.getByTestId('points-needs-payment-password')).toBeTruthy();
    } finally {
      delete ANSWERS[API.securityOverview];
      useUi.getState().setMemberCentre(false);
    }
  });
});
