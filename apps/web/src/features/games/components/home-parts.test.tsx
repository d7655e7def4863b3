import { SPORTSBOOK_PATHS, type SbFixture, type VipLevel } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { bestRebate } from '../api/rebate-calls';
import { HOT_WINDOW_MS, hotMatches } from '../api/featured-match-calls';
import { fakeBackEnd, renderAt } from '../test/catalogue-kit';
import { FeaturedMatches, kickoffText } from './featured-matches';
import { durationParts } from './home-stats';

const HOUR = 3_600_000;
/** Kick-offs are written from this instant; the brand's zone in the test status is Asia/Manila (GMT+8). */
const BASE = Date.parse('2026-11-24T11:05:00Z');

const fixture = (id: number, over: Partial<SbFixture> = {}): SbFixture => {
  const type = over.group === 'esports' ? 'winner' : '1x2';
  const keys = type === '1x2' ? ['home', 'draw', 'away'] : ['home', 'away'];
  return {
    id,
    sport: 'football',
    group: 'sports',
    league: { code: `L${id}`, name: `League ${id}`, country: 'EN' },
    home: `Home ${id}`,
    away: `Away ${id}`,
    startsAt: new Date(BASE + id * HOUR).toISOString(),
    status: 'scheduled',
    score: null,
    periods: [],
    clock: null,
    inPlay: false,
    marketCount: 12,
    markets: [
      {
        id: `${id}:${type}:-`,
        type,
        line: null,
        name: type,
        status: 'open',
        selections: keys.map((key, i) => ({ key, label: `${key} ${id}`, odds: 1.5 + i + id / 100 })),
      },
    ],
    ...over,
  };
};

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSession.getState().signOut();
  useUi.getState().close();
});

describe('the featured matches', () => {
  const live = fixture(1, {
    status: 'live',
    startsAt: new Date(BASE - HOUR).toISOString(),
    score: { home: 2, away: 1 },
    clock: "67'",
    inPlay: true,
  });
  const later = fixture(30);
  const esport = fixture(2, { sport: 'moba', group: 'esports' });

  /** The book's featured call answering each section, the visitor's clock at BASE. */
  function showMatches() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BASE);
    const api = fakeBackEnd({
      [SPORTSBOOK_PATHS.featured]: (r) => ({
        list: r.query.get('group') === 'esports' ? [esport] : [live, later],
      }),
    });
    renderAt(<FeaturedMatches />);
    return api;
  }

  it("shows the hot matches from the book's featured call: live score and clock, kick-off in the brand's zone, odds", async () => {
    const api = showMatches();
    const table = await screen.findByTestId('featured-matches');
    expect(
      api
        .calls(SPORTSBOOK_PATHS.featured)
        .map((c) => c.query.get('group'))
        .sort(),
    ).toEqual(['esports', 'sports']);
    expect(api.calls(SPORTSBOOK_PATHS.featured)[0]?.query.get('language')).toBe('EN');
    expect(within(table).getByRole('columnheader', { name: 'Time (GMT+8)' })).toBeTruthy();
    // Hot: the live match, then the e-sports one 2 hours away; the one 30 hours away is not.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.dataset.testid)).toEqual(['match-1', 'match-2']);
    expect(rows[0]!.textContent).toContain('2 - 1');
    expect(rows[0]!.textContent).toContain("Live67'");
    // 11:05 UTC + 2 h is 21:05 in Manila.
    expect(within(rows[1]!).getByText('11-24 21:05')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('odd-1-draw').textContent).toBe('X 2.51');
    expect(within(rows[1]!).queryByTestId('odd-2-draw')).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: 'Sports bet' }).getAttribute('href')).toBe(
      '/fbsports?group=esports',
    );

    fireEvent.click(screen.getByTestId('matches-sports'));
    expect(screen.getByTestId('match-30').textContent).toContain('11-26 01:05');
  });

  it('opens the book with the selection in the slip, after the login pop-up for a visitor', async () => {
    showMatches();
    fireEvent.click(await screen.findByTestId('odd-1-away'));
    expect(useUi.getState().modal).toBe('login');
    expect(screen.getByTestId('location').textContent).toBe('/');

    useSession.getState().signIn('tok-1', 'player1');
    fireEvent.click(screen.getByTestId('odd-2-home'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/fbsports\?/));
    const query = new URLSearchParams(screen.getByTestId('location').textContent.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ group: 'esports', select: '2:winner:-~home' });
  });

  it('counts as hot what is live or starts within the window, soonest first', () => {
    const at = (id: number, startsIn: number, status: SbFixture['status'] = 'scheduled') =>
      fixture(id, { startsAt: new Date(BASE + startsIn).toISOString(), status });
    const list = [
      at(1, HOT_WINDOW_MS + 1),
      at(2, HOT_WINDOW_MS),
      at(3, 60_000),
      at(4, -HOUR, 'live'),
      at(5, -HOUR, 'finished'),
    ];
    expect(hotMatches(list, BASE).map((f) => f.id)).toEqual([4, 3, 2]);
  });

  it('formats kick-off times in a zone', () => {
    expect(kickoffText('2026-01-02T03:04:05Z', 'Asia/Manila')).toBe('01-02 11:04');
    expect(kickoffText('2026-01-02T03:04:05Z', 'UTC')).toBe('01-02 03:04');
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
