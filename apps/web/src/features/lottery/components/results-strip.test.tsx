import { API } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { drawn, FAST1, lotteryBackEnd } from '@/test/lottery-back-end';
import { renderLottery } from '../test/lottery-kit';
import { newestOfEachGame, ResultsStrip } from './results-strip';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

const card = (code: string) => screen.findByTestId(`lottery-result-${code}`);

describe("the home's lottery results strip", () => {
  it('shows the latest result of each game with its numero, balls and draw time, each leading to its game', async () => {
    const api = lotteryBackEnd();
    renderLottery(<ResultsStrip titleId="results-title" />, { path: '/', visitor: true });
    const heading = screen.getByRole('heading', { level: 2, name: 'Latest lottery results' });
    expect(heading.id).toBe('results-title');
    expect(screen.getByTestId('lottery-results-all').getAttribute('href')).toBe('/lottery');

    // Five digits: the balls; the draw time in the brand's zone, labelled with it.
    const fast = await card('FAST1');
    expect(within(fast).getByRole('heading', { level: 3 }).textContent).toBe('Lotus 1-minute');
    expect(within(fast).getByRole('link', { name: 'Lotus 1-minute' }).getAttribute('href')).toBe(
      '/lottery?gameCode=FAST1',
    );
    expect(within(fast).getByText('Numero 20260310-0239')).toBeTruthy();
    expect(within(fast).getByTestId('result-balls').textContent).toBe('31415');
    await waitFor(() => expect(within(fast).getByText('Drawn 2026-03-10 11:59:00 GMT+8')).toBeTruthy());
    expect(fast.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-10T03:59:00.000Z');

    // Keno: its first numbers and how many more.
    const keno = await card('KENO5');
    expect(within(keno).getByTestId('result-balls').textContent).toBe('0311172429');
    expect(within(keno).getByTestId('result-more').textContent).toBe('+15 more');

    // A Vietnamese game: its special prize, and the way to the Vietnamese lottery.
    const north = await card('VN-N');
    expect(within(north).getByTestId('result-special').textContent).toMatch(/^Special prize \d{5}$/);
    expect(within(north).getByRole('link', { name: 'Northern lottery' }).getAttribute('href')).toBe(
      '/vnlottery?gameCode=VN-N',
    );
    // One card per game, in the call's order (its newest draws first), from one public call.
    expect(screen.getAllByTestId(/^lottery-result-/).map((c) => c.dataset.testid)).toEqual([
      'lottery-result-FAST1',
      'lottery-result-KENO5',
      'lottery-result-VN-N',
      'lottery-result-VN-S',
    ]);
    expect(api.calls(API.lotteryLatestResults)).toHaveLength(1);
    expect(api.calls(API.lotteryLatestResults)[0]?.query.get('language')).toBe('EN');

    fireEvent.click(within(keno).getByRole('link', { name: 'Lotus Keno' }));
    expect(screen.getByTestId('location').textContent).toBe('/lottery?gameCode=KENO5');
  });

  it('says when no game has a result yet', async () => {
    lotteryBackEnd({ results: {} });
    renderLottery(<ResultsStrip titleId="results-title" />, { path: '/', visitor: true });
    expect((await screen.findByTestId('lottery-results-empty')).textContent).toContain(
      'No draw has a result yet.',
    );
    expect(screen.getByTestId('lottery-results-all').getAttribute('href')).toBe('/lottery');
  });

  it('says when the results could not load, and asks again on retry', async () => {
    lotteryBackEnd();
    const answer = globalThis.fetch;
    let failing = true;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      failing && input.startsWith(API.lotteryLatestResults)
        ? Promise.resolve(new Response('', { status: 503 }))
        : answer(input, init),
    );
    renderLottery(<ResultsStrip titleId="results-title" />, { path: '/', visitor: true });
    expect((await screen.findByRole('alert')).textContent).toContain('The lottery could not load.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('FAST1')).toBeTruthy();
  });
});

describe('the newest result of each game', () => {
  it('keeps the first drawn numero of each game, in order, and leaves out one without a result', () => {
    const a = drawn(FAST1, '20260310-0239', 1, { kind: 'digits5', digits: [1, 2, 3, 4, 5] });
    const b = drawn(FAST1, '20260310-0238', 2, { kind: 'digits5', digits: [5, 4, 3, 2, 1] });
    const other = { ...a, gameCode: 'FAST5', numero: '20260310-0047' };
    const pending = { ...a, gameCode: 'KENO5', result: null };
    expect(newestOfEachGame([a, pending, other, b]).map((n) => `${n.gameCode} ${n.numero}`)).toEqual([
      'FAST1 20260310-0239',
      'FAST5 20260310-0047',
    ]);
  });
});
