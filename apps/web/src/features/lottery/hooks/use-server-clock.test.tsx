import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshAfterDraws } from './use-server-clock';

// After each draw time the view showed, what the draw changes is asked again: a result and the bets it
// settled appear without a reload, also for a numero that is no longer the open one.

const START = Date.parse('2026-11-27T12:00:00.000Z');
let client: QueryClient;
let asked: string[];

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  client = new QueryClient();
  asked = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    asked.push(String((filters?.queryKey as string[] | undefined)?.[1]));
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (ms: number) => new Date(START + ms).toISOString();

describe('useRefreshAfterDraws', () => {
  it('asks again for results, bets, the last results and the open numeros just after the draw, on the server clock', () => {
    // The server's clock is 3 s ahead of this device: the draw at server +10 s is device +7 s.
    renderHook(() => useRefreshAfterDraws(at(10_000), 3_000), { wrapper });
    vi.advanceTimersByTime(7_000 + 2_400);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(asked).toEqual(['results', 'bets', 'latest', 'open', 'trends']);
    vi.advanceTimersByTime(5_500);
    expect(asked).toHaveLength(10);
  });

  it("keeps a numero's refresh when the view moves on to the next numero at the cut-off", () => {
    const view = renderHook(({ drawAt }) => useRefreshAfterDraws(drawAt, 0), {
      wrapper,
      initialProps: { drawAt: at(10_000) },
    });
    vi.advanceTimersByTime(1_000);
    view.rerender({ drawAt: at(70_000) });
    vi.advanceTimersByTime(9_000 + 2_500);
    expect(asked.filter((part) => part === 'results')).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(asked.filter((part) => part === 'results')).toHaveLength(3);
  });

  it('schedules nothing for a draw already past, and nothing after the view is gone', () => {
    renderHook(() => useRefreshAfterDraws(at(-5_000), 0), { wrapper });
    const gone = renderHook(() => useRefreshAfterDraws(at(20_000), 0), { wrapper });
    gone.unmount();
    vi.advanceTimersByTime(60_000);
    expect(asked).toEqual([]);
  });
});
