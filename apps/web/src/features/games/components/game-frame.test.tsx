import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onDataChange, type DataChange } from '@/lib/data-changes';
import { initI18n } from '@/lib/i18n';
import { BALANCE_POLL_MS, GameFrame, WALLET_CHANGED } from './game-frame';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => vi.useRealTimers());

function renderFrame() {
  const changes: DataChange[] = [];
  const stop = onDataChange((change) => changes.push(change));
  render(<GameFrame url="/house/slot?token=t1" name="Lotus Fortune" />);
  const frame = screen.getByTitle<HTMLIFrameElement>('Lotus Fortune');
  const post = (data: unknown, source: MessageEventSource | null, origin = window.location.origin) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
    });
  return { changes, stop, frame, post };
}

describe('the game frame keeps the balance with the game', () => {
  it('asks for the balance when the game says its wallet moved', () => {
    const { changes, stop, frame, post } = renderFrame();
    post({ type: WALLET_CHANGED }, frame.contentWindow);
    expect(changes).toEqual(['money']);
    stop();
  });

  it('ignores the same message from another window, another origin, or of another kind', () => {
    const { changes, stop, frame, post } = renderFrame();
    post({ type: WALLET_CHANGED }, window);
    post({ type: WALLET_CHANGED }, frame.contentWindow, 'https://elsewhere.example');
    post({ type: 'resize' }, frame.contentWindow);
    post('wallet-changed', frame.contentWindow);
    expect(changes).toEqual([]);
    stop();
  });

  it('asks for the balance every 15 seconds while a game is open, and stops when it closes', () => {
    vi.useFakeTimers();
    const changes: DataChange[] = [];
    const stop = onDataChange((change) => changes.push(change));
    const { unmount } = render(<GameFrame url="/house/slot?token=t1" name="Lotus Fortune" />);
    vi.advanceTimersByTime(BALANCE_POLL_MS * 2);
    expect(changes).toEqual(['money', 'money']);
    unmount();
    vi.advanceTimersByTime(BALANCE_POLL_MS * 2);
    expect(changes).toHaveLength(2);
    stop();
  });
});

describe('the game frame of a demo', () => {
  it('labels a demo (its address says mode=demo) and nothing else', () => {
    const { unmount } = render(
      <GameFrame url="/house/slot/?token=t1&lang=EN&mode=demo" name="Lotus Fortune" />,
    );
    expect(screen.getByTestId('demo-label').textContent).toBe('Demo — fun credits');
    unmount();
    render(<GameFrame url="/house/slot/?token=t1&lang=EN" name="Lotus Fortune" />);
    expect(screen.queryByTestId('demo-label')).toBeNull();
  });
});
