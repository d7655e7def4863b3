import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { jackpotAt, nextJackpot } from '../hooks/jackpot';
import { JACKPOT_BASE, JACKPOT_EPOCH_MS, JACKPOT_STEP } from '../hooks/lobby-constants';
import { JackpotCounter } from './jackpot-counter';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.useRealTimers();
});

const shown = () => screen.getByTestId('jackpot-value').textContent;

describe('the jackpot figure', () => {
  it('is derived from the time: one step of 165.11 per 3 s since the epoch, in whole cents', () => {
    expect(jackpotAt(JACKPOT_EPOCH_MS)).toBe(JACKPOT_BASE);
    expect(jackpotAt(JACKPOT_EPOCH_MS + 2999)).toBe(JACKPOT_BASE);
    expect(jackpotAt(JACKPOT_EPOCH_MS + 3000)).toBe(JACKPOT_BASE + JACKPOT_STEP);
    expect(jackpotAt(JACKPOT_EPOCH_MS + 3000 * 1000)).toBe(JACKPOT_BASE + 165_110);
    expect(nextJackpot(0.1)).toBe(165.21);
  });

  it('only grows with time until a cycle is full', () => {
    const day = 86_400_000;
    const a = jackpotAt(JACKPOT_EPOCH_MS + 10 * day);
    const b = jackpotAt(JACKPOT_EPOCH_MS + 10 * day + 60_000);
    expect(b - a).toBeCloseTo(20 * JACKPOT_STEP, 2);
  });
});

describe('the jackpot counter', () => {
  it('starts from the time-derived figure and grows by 165.11 every 3 s while mounted', () => {
    vi.useFakeTimers();
    vi.setSystemTime(JACKPOT_EPOCH_MS + 3000 * 10 + 1000);
    const start = JACKPOT_BASE + 10 * JACKPOT_STEP;
    const { unmount } = render(<JackpotCounter currencySymbol="₱" />);
    expect(shown()).toBe(`₱ ${formatMoney(start)}`);
    expect(screen.getByRole('heading').textContent).toContain('Progressive jackpot');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(shown()).toBe(`₱ ${formatMoney(start)}`);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown()).toBe(`₱ ${formatMoney(start + JACKPOT_STEP)}`);
    act(() => {
      vi.advanceTimersByTime(3000 * 4);
    });
    expect(shown()).toBe(`₱ ${formatMoney(start + 5 * JACKPOT_STEP)}`);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops growing while paused by its button, and grows again on play', () => {
    vi.useFakeTimers();
    vi.setSystemTime(JACKPOT_EPOCH_MS);
    render(<JackpotCounter currencySymbol="P" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the jackpot' }));
    act(() => {
      vi.advanceTimersByTime(3000 * 3);
    });
    expect(shown()).toBe(`P ${formatMoney(JACKPOT_BASE)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Play the jackpot' }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(shown()).toBe(`P ${formatMoney(JACKPOT_BASE + JACKPOT_STEP)}`);
  });

  it('rolls each digit to its place: each reel says its digit, and the style sheet places it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(JACKPOT_EPOCH_MS);
    const { container } = render(<JackpotCounter currencySymbol="P" />);
    // No style attribute: the Content Security Policy refuses them in the page the server renders.
    expect(container.querySelector('[style]')).toBeNull();
    // 8,000,000.00: eight, then zeros
    const reels = [...container.querySelectorAll<HTMLElement>('[data-digit]')];
    expect(reels.map((r) => r.dataset.digit)).toEqual(['8', '0', '0', '0', '0', '0', '0', '0', '0']);
  });

  it('does not roll when the visitor asks for less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<JackpotCounter currencySymbol="P" />);
    expect(screen.getByTestId('jackpot').className).toContain('still');
    vi.unstubAllGlobals();
  });
});
