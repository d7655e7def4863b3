import { API } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { nextCheckAt } from '../hooks/use-reality-check';
import { responsibleBackEnd, type ResponsibleServer } from '../test/responsible-kit';
import { RealityCheckOverlay } from './reality-check-overlay';

const START = Date.parse('2026-03-10T04:00:00.000Z');
const MINUTE = 60_000;
let server: ResponsibleServer;

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  // The clock also runs on by itself, so that the queries' own timers fire; the test jumps it by minutes.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  vi.setSystemTime(START + 10 * MINUTE);
  server = responsibleBackEnd(START);
  useSession.getState().signIn('tok-1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

function renderOverlay() {
  const onHistory = vi.fn();
  const onLeave = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RealityCheckOverlay onHistory={onHistory} onLeave={onLeave} />
    </QueryClientProvider>,
  );
  return { onHistory, onLeave };
}

/** Moves the clock on and lets what it starts (a fetch, a render) finish. */
const pass = async (minutes: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(minutes * MINUTE);
  });
};
const answers = () => server.posted(API.responsibleRealityAnswer).map((s) => s.body);

describe('the reality check over a game', () => {
  it('is due at the start of the session plus each interval', () => {
    expect(nextCheckAt('2026-03-10T04:00:00.000Z', 30, START + 10 * MINUTE)).toBe(START + 30 * MINUTE);
    expect(nextCheckAt('2026-03-10T04:00:00.000Z', 30, START + 30 * MINUTE)).toBe(START + 60 * MINUTE);
    expect(nextCheckAt('2026-03-10T04:00:00.000Z', 30, START + 95 * MINUTE)).toBe(START + 120 * MINUTE);
  });

  it('shows the time played and net position every N minutes, and records each answer', async () => {
    const { onHistory, onLeave } = renderOverlay();
    await waitFor(() => expect(server.sent.some((s) => s.path === API.responsibleState)).toBe(true));
    await pass(0);
    expect(screen.queryByTestId('reality-check')).toBeNull();

    await pass(19);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await pass(1);
    const dialog = await screen.findByTestId('reality-check');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('reality-played').textContent).toBe('0:30'));
    expect(screen.getByTestId('reality-figures').textContent).toContain('P 120.00');
    expect(screen.getByTestId('reality-figures').textContent).toContain('P 75.50');
    expect(screen.getByTestId('reality-net').textContent).toBe('P -44.50');

    fireEvent.click(screen.getByTestId('reality-continue'));
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());
    expect(answers()).toEqual([{ choice: 'continue' }]);

    server.session = { ...server.session, minutesPlayed: 60 };
    await pass(30);
    await waitFor(() => expect(screen.getByTestId('reality-played').textContent).toBe('1:00'));
    fireEvent.click(screen.getByTestId('reality-history'));
    await waitFor(() => expect(onHistory).toHaveBeenCalledTimes(1));
    expect(answers()).toEqual([{ choice: 'continue' }, { choice: 'history' }]);

    await pass(30);
    fireEvent.click(await screen.findByTestId('reality-leave'));
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(answers()).toEqual([{ choice: 'continue' }, { choice: 'history' }, { choice: 'leave' }]);
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('follows the interval the member chose', async () => {
    server.realityMinutes = 15;
    renderOverlay();
    await pass(5);
    expect(await screen.findByTestId('reality-check')).toBeTruthy();
  });
});
