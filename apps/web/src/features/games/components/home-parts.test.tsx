import type { FeaturedMatch, VipLevel } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { bestRebate } from '../api/rebate-calls';
import { featuredMatchesQuery } from '../api/featured-match-calls';
import { FeaturedMatches, kickoffText } from './featured-matches';
import { durationParts } from './home-stats';

const match = (id: number, hot: boolean): FeaturedMatch => ({
  id,
  sport: 'football',
  league: `League ${id}`,
  home: `Home ${id}`,
  away: `Away ${id}`,
  kickoffDateStr: '2026-11-24 19:05:00',
  hot,
  odds: { home: 1.9, draw: id === 2 ? null : 3.4, away: 4 },
});

beforeAll(async () => {
  await initI18n('EN');
});

describe('the featured matches', () => {
  it('shows the hot matches first, with league, match, time, odds and a sports bet link', () => {
    const client = new QueryClient();
    client.setQueryData(featuredMatchesQuery('EN').queryKey, [match(1, true), match(2, false)]);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <FeaturedMatches />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const row = within(rows[0]!);
    expect(row.getByText('League 1')).toBeTruthy();
    expect(row.getByText('11-24 19:05')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('1.90');
    expect(rows[0]!.textContent).toContain('4.00');
    expect(row.getByRole('link', { name: 'Sports bet' }).getAttribute('href')).toBe('/sports');
  });

  it('formats kick-off times', () => {
    expect(kickoffText('2026-01-02 03:04:05')).toBe('01-02 03:04');
  });
});

describe('the home figures', () => {
  it('read seconds as seconds or minutes', () => {
    expect(durationParts(45)).toEqual({ value: '45', unit: 'seconds' });
    expect(durationParts(95)).toEqual({ value: '1.6', unit: 'minutes' });
    expect(durationParts(420)).toEqual({ value: '7', unit: 'minutes' });
  });

  it('find the best rebate of the VIP levels', () => {
    const level = (rates: [string, number][]) => ({
      rebates: rates.map(([gameType, rate]) => ({ gameType, rate })),
    });
    const levels = [
      level([['RNG', 0.4]]),
      level([
        ['LIVE', 1.3],
        ['RNG', 1.1],
      ]),
    ] as VipLevel[];
    expect(bestRebate(levels)).toEqual({ rate: 1.3, gameType: 'LIVE' });
    expect(bestRebate([])).toBeNull();
  });
});
