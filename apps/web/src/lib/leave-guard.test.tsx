import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { withLeaveGuard, type LeaveCheck } from './leave-guard';

type History = ReturnType<typeof UNSAFE_createMemoryHistory>;

/** A browser's history moves back and forward later, not in the call (`popstate` comes after). */
function goingLater(history: History): History {
  return Object.assign(Object.create(history) as History, {
    go: (delta: number) => void Promise.resolve().then(() => history.go(delta)),
  });
}

function setUp(check: LeaveCheck = () => true, wrap: (h: History) => History = (h) => h) {
  const history = withLeaveGuard(
    wrap(
      UNSAFE_createMemoryHistory({ initialEntries: ['/', '/game?url=x'], initialIndex: 1, v5Compat: true }),
    ),
  );
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  let proceed: (() => void) | undefined;
  const onBlocked = vi.fn((go: () => void) => (proceed = go));
  const release = history.guard({ check, onBlocked });
  return { history, seen, onBlocked, release, proceed: () => proceed?.() };
}

describe('the leave guard', () => {
  it('holds a link away from the page until the page lets it go', () => {
    const { history, seen, onBlocked, proceed } = setUp();
    history.push('/promotions');
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/game');
    expect(seen).toEqual([]);
    proceed();
    expect(history.location.pathname).toBe('/promotions');
    expect(seen).toEqual(['PUSH /promotions']);
  });

  it('undoes a move back while it asks, and moves back when let go', () => {
    const { history, seen, onBlocked, proceed } = setUp();
    history.go(-1);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    // The router never saw the move, and the history is where it was.
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/game');
    proceed();
    expect(history.location.pathname).toBe('/');
    expect(seen).toEqual(['POP /']);
  });

  it('moves back when let go, with a history that moves later (a browser)', async () => {
    const { history, seen, onBlocked, proceed } = setUp(() => true, goingLater);
    history.go(-1);
    await vi.waitFor(() => expect(onBlocked).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(history.location.pathname).toBe('/game'));
    expect(seen).toEqual([]);
    proceed();
    await vi.waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(seen).toEqual(['POP /']);
    // Asked once: the move the page let go is not held again.
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });

  it('asks the page with where it is and where it would go', () => {
    const check = vi.fn<LeaveCheck>(() => false);
    const { history, seen } = setUp(check);
    history.replace('/game?url=y');
    expect(check).toHaveBeenCalledWith({
      currentLocation: expect.objectContaining({ pathname: '/game', search: '?url=x' }) as unknown,
      nextLocation: { pathname: '/game', search: '?url=y', hash: '' },
      historyAction: 'REPLACE',
    });
    expect(seen).toEqual(['REPLACE /game']);
  });

  it('holds nothing once the page is gone', () => {
    const { history, seen, onBlocked, release } = setUp();
    release();
    history.push('/vip');
    expect(onBlocked).not.toHaveBeenCalled();
    expect(seen).toEqual(['PUSH /vip']);
  });
});
