import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersection } from '../test/catalogue-kit';
import { throttle } from './throttle';
import { useSentinel } from './use-sentinel';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('throttle', () => {
  it('runs at once, then at most once per window with the last arguments', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const f = throttle((n: number) => calls.push(n), 200);
    f(1);
    f(2);
    vi.advanceTimersByTime(50);
    f(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(149);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(300);
    f(4);
    expect(calls).toEqual([1, 3, 4]);
    f(5);
    f.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([1, 3, 4]);
  });
});

function Sentinel({ onReach, enabled }: { onReach: () => void; enabled: boolean }) {
  const ref = useSentinel<HTMLDivElement>(onReach, enabled);
  return <div ref={ref} />;
}

describe('the infinite-scroll sentinel', () => {
  it('reports the end of the list at most once per 200 ms', () => {
    vi.useFakeTimers();
    const io = fakeIntersection();
    const onReach = vi.fn();
    render(<Sentinel onReach={onReach} enabled />);
    act(() => {
      for (let i = 0; i < 10; i++) io.intersect();
    });
    expect(onReach).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(onReach).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onReach).toHaveBeenCalledTimes(2);
  });

  it('stops watching while disabled (a page on its way, no next page)', () => {
    const io = fakeIntersection();
    const onReach = vi.fn();
    const { rerender } = render(<Sentinel onReach={onReach} enabled={false} />);
    expect(io.count).toBe(0);
    act(() => io.intersect());
    expect(onReach).not.toHaveBeenCalled();
    rerender(<Sentinel onReach={onReach} enabled />);
    expect(io.count).toBe(1);
    act(() => io.intersect());
    expect(onReach).toHaveBeenCalledTimes(1);
  });
});
