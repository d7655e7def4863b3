import {
  API,
  type BonusDetails as BonusValue,
  type Referral,
  type RewardCentre as Centre,
} from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { BonusDetails } from './bonus-details';
import { ReferralView } from './referral-view';
import { RewardCentre } from './reward-centre';

beforeAll(async () => {
  await initI18n('EN');
});

const CENTRE: Centre = {
  rewards: [
    {
      id: 7,
      source: 'welcome',
      title: 'Welcome reward',
      amount: 18,
      turnoverRequired: 54,
      createdDateStr: '2026-01-01 10:00:00',
      expiresDateStr: '2026-01-31 10:00:00',
    },
  ],
  raffles: [
    {
      id: 3,
      title: 'Daily lucky draw',
      description: 'One draw a day',
      prizes: [1, 5, 188],
      turnoverRequired: 0,
      turnoverToday: 0,
      drawnToday: null,
      canDraw: true,
      endDateStr: null,
      day: '2026-01-02',
    },
    {
      id: 4,
      title: 'Big raffle',
      description: 'Bet first',
      prizes: [10],
      turnoverRequired: 100,
      turnoverToday: 40,
      drawnToday: null,
      canDraw: false,
      endDateStr: null,
      day: '2026-01-02',
    },
  ],
  promotions: [{ id: 12, title: 'Reload bonus', summary: '10% more', imageUrl: '', endDateStr: null }],
};

type Answer = { status?: number; body: unknown };
let answers: Record<string, (init?: RequestInit) => Answer>;
let calls: { path: string; method: string }[];

const ok = (value: unknown): Answer => ({ body: { success: true, value, message: 'OK' } });

beforeEach(() => {
  calls = [];
  useSession.getState().signIn('tok-1');
  useToasts.setState({ toasts: [] });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site.test');
    calls.push({ path: url.pathname, method: init?.method ?? 'GET' });
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`]?.(init) ?? {
      status: 404,
      body: { success: false, value: null, message: 'no', errorCode: 'not.found' },
    };
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

function renderWith(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the reward centre', () => {
  it('lists under To claim what the badge counts: the rewards and the raffles that can be drawn now', async () => {
    answers = { [`GET ${API.rewardCentre}`]: () => ok(CENTRE) };
    renderWith(<RewardCentre currencySymbol="P" />);
    await screen.findByTestId('reward-7');
    expect(screen.getByTestId('tab-claim').textContent).toBe('To claim (2)');
    expect(screen.getByTestId('raffle-3')).toBeTruthy();
    // A raffle still waiting for its turnover is not counted and not listed there.
    expect(screen.queryByTestId('raffle-4')).toBeNull();
  });

  it('claims a reward and says what was credited', async () => {
    answers = {
      [`GET ${API.rewardCentre}`]: () => ok(CENTRE),
      [`POST ${API.rewardClaim.replace(':id', '7')}`]: () =>
        ok({ id: 7, amount: 18, turnoverRequired: 54, bonusId: 1 }),
    };
    renderWith(<RewardCentre currencySymbol="P" />);
    const card = await screen.findByTestId('reward-7');
    expect(card.textContent).toContain('P 18.00');
    expect(card.textContent).toContain('Turnover required after claiming: P 54.00');
    fireEvent.click(within(card).getByTestId('claim-7'));
    await vi.waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => t.text)).toContain(
        'P 18.00 has been added to your wallet.',
      ),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/wps/rewards/7/claim')).toBe(true);
  });

  it('shows a refused claim in the member language', async () => {
    answers = {
      [`GET ${API.rewardCentre}`]: () => ok(CENTRE),
      [`POST ${API.rewardClaim.replace(':id', '7')}`]: () => ({
        status: 409,
        body: { success: false, value: null, message: 'x', errorCode: 'reward.already.claimed' },
      }),
    };
    renderWith(<RewardCentre currencySymbol="P" />);
    fireEvent.click(await screen.findByTestId('claim-7'));
    await vi.waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => t.text)).toContain(
        'This reward has already been claimed.',
      ),
    );
  });

  it('draws a raffle, reveals the prize, and locks a raffle whose turnover is not reached', async () => {
    answers = {
      [`GET ${API.rewardCentre}`]: () => ok(CENTRE),
      [`POST ${API.raffleDraw}`]: () => ok({ raffleId: 3, prize: 5, day: '2026-01-02' }),
    };
    renderWith(<RewardCentre currencySymbol="P" />);
    fireEvent.click(await screen.findByTestId('tab-raffle'));
    const locked = within(screen.getByTestId('raffle-4')).getByTestId('raffle-locked');
    expect(locked.textContent).toBe('Bet P 60.00 more today to unlock your draw.');
    fireEvent.click(screen.getByTestId('draw-3'));
    expect((await screen.findByTestId('raffle-reveal')).textContent).toBe('You won P 5.00!');
    expect(screen.getByTestId('raffle-drawn').textContent).toContain('Drawn today: P 5.00');
  });

  it('links running promotions and says when there is nothing to claim', async () => {
    // Nothing to claim and no raffle to draw now (the other one waits for its turnover).
    const centre = { ...CENTRE, rewards: [], raffles: CENTRE.raffles.filter((r) => !r.canDraw) };
    answers = { [`GET ${API.rewardCentre}`]: () => ok(centre) };
    renderWith(<RewardCentre currencySymbol="P" />);
    expect((await screen.findByTestId('rewards-empty')).textContent).toContain('No rewards waiting');
    expect(screen.getByTestId('tab-claim').textContent).toBe('To claim');
    fireEvent.click(screen.getByTestId('tab-promotions'));
    expect(screen.getByTestId('promotion-12').getAttribute('href')).toBe('/promoDetail?id=12');
  });
});

describe('bonus details', () => {
  it('shows each bonus with its turnover progress and the totals', async () => {
    const value: BonusValue = {
      list: [
        {
          id: 2,
          source: 'raffle',
          title: 'Daily raffle prize',
          amount: 5,
          turnoverRequired: 10,
          turnoverDone: 5,
          completed: false,
          createdDateStr: '2026-01-02 10:00:00',
        },
      ],
      pageNo: 1,
      pageSize: 10,
      totalCount: 1,
      totalPages: 1,
      totals: { bonusReceived: 5, turnoverOutstanding: 5 },
    };
    answers = { [`GET ${API.bonusDetails}`]: () => ok(value) };
    renderWith(<BonusDetails currencySymbol="P" />);
    const row = await screen.findByTestId('bonus-2');
    expect(row.textContent).toContain('P 5.00 of P 10.00');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('bonus-totals').textContent).toContain('Turnover outstanding');
  });
});

describe('referral', () => {
  it('shows the code, the link with its QR code, and the invitations', async () => {
    const referral: Referral = {
      code: 'LUCKY888',
      registerPath: '/register?referralCode=LUCKY888',
      rules: { signupReward: 20, playReward: 50, playTurnover: 1000 },
      totals: { invited: 1, rewardsEarned: 20 },
    };
    answers = {
      [`GET ${API.referral}`]: () => ok(referral),
      [`GET ${API.referralInvitees}`]: () =>
        ok({
          list: [
            {
              username: 'fr****nd',
              registeredDateStr: '2026-01-02 10:00:00',
              validBet: 300,
              signupReward: 'available',
              playReward: 'none',
            },
          ],
          pageNo: 1,
          pageSize: 10,
          totalCount: 1,
          totalPages: 1,
        }),
    };
    renderWith(
      <ReferralView
        currencySymbol="P"
        origin="https://lotus.test"
        qr={(url) => <span data-testid="qr">{url}</span>}
      />,
    );
    expect((await screen.findByTestId('referral-code')).textContent).toBe('LUCKY888');
    expect(screen.getByTestId('referral-link').textContent).toBe(
      'https://lotus.test/register?referralCode=LUCKY888',
    );
    expect(screen.getByTestId('qr').textContent).toBe('https://lotus.test/register?referralCode=LUCKY888');
    expect(screen.getByTestId('referral-rules').textContent).toContain(
      'You get P 20.00 when a friend registers',
    );
    const table = await screen.findByTestId('invitees');
    expect(table.textContent).toContain('fr****nd');
    expect(table.textContent).toContain('Ready to claim');
  });
});
