import type { RankProgress } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { RankProgressView } from './rank-progress';

beforeAll(async () => {
  await initI18n('EN');
});

const LEVELS = [
  { level: 0, name: 'Member', badgeUrl: '/art/vip/level-0.svg', turnoverRequired: 0, depositRequired: 0 },
  {
    level: 1,
    name: 'Bronze',
    badgeUrl: '/art/vip/level-1.svg',
    turnoverRequired: 50000,
    depositRequired: 1000,
  },
];
let value: RankProgress | null;

beforeEach(() => {
  useSession.getState().signIn('tok-1');
  vi.stubGlobal('fetch', async () =>
    value
      ? new Response(JSON.stringify({ success: true, value, message: 'OK' }), {
          headers: { 'content-type': 'application/json' },
        })
      : new Response(
          JSON.stringify({ success: false, value: null, message: 'Nope', errorCode: 'trial.forbidden' }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

const renderRank = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RankProgressView currencySymbol="P" />
    </QueryClientProvider>,
  );

describe('the VIP rank page', () => {
  it('shows the level, both progress bars and the level table with the own level marked', async () => {
    value = {
      level: 0,
      name: 'Member',
      badgeUrl: '/art/vip/level-0.svg',
      month: '2026-03',
      next: LEVELS[1]!,
      turnover: { actual: 25000, expected: 50000 },
      deposit: { actual: 800, expected: 1000 },
      percent: 50,
      topLevel: false,
      levels: LEVELS,
    };
    renderRank();
    expect((await screen.findByTestId('rank-name')).textContent).toBe('Member (VIP 0)');
    expect(screen.getByTestId('rank-next').textContent).toBe('Next level: Bronze');
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['50', '80']);
    expect(screen.getByText('P 25,000.00 / P 50,000.00')).toBeTruthy();
    const rows = within(screen.getByTestId('rank-levels')).getAllByRole('row');
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
  });

  it('says so at the top level', async () => {
    value = {
      level: 1,
      name: 'Bronze',
      badgeUrl: '/art/vip/level-1.svg',
      month: '2026-03',
      next: null,
      turnover: { actual: 10, expected: null },
      deposit: { actual: 0, expected: null },
      percent: 100,
      topLevel: true,
      levels: LEVELS,
    };
    renderRank();
    expect((await screen.findByTestId('rank-next')).textContent).toBe(
      'You are at the top level. Congratulations!',
    );
  });

  it('shows a refusal with its translation', async () => {
    value = null;
    renderRank();
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
  });
});
