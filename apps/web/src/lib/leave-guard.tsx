import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  NavigationType,
  unstable_HistoryRouter as HistoryRouter,
  type Location,
  type To,
} from 'react-router';

type History = Parameters<typeof HistoryRouter>[0]['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** Whether leaving `currentLocation` for `nextLocation` must be asked first. */
export type LeaveCheck = (args: {
  currentLocation: Location;
  nextLocation: Pick<Location, 'pathname' | 'search' | 'hash'>;
  historyAction: Update['action'];
}) => boolean;

type Guard = { check: LeaveCheck; onBlocked: (proceed: () => void) => void };

/** The site's history: its navigations, which a page can hold while it asks (`useLeaveGuard`). */
export type SiteHistory = History & { guard(guard: Guard): () => void };

/**
 * Wraps a history so that a page can hold a navigation away from it: a push or replace is not made, a
 * move back or forward is undone, until the page lets it go (`proceed`). One guard at a time: the page
 * shown.
 */
export function withLeaveGuard(history: History): SiteHistory {
  let guard: Guard | null = null;
  // The location the router shows: after a move back, the history already says where it went.
  let shown = history.location;
  // The move that undoes a held move back is not a navigation of its own.
  let undoing = false;
  // A move back or forward the page let go: the browser makes it later (`go` is asynchronous), unheld.
  let letGo = false;
  const holds = (to: To, action: Update['action']) => {
    if (!guard) return false;
    const next = history.encodeLocation(to);
    return guard.check({ currentLocation: shown, nextLocation: next, historyAction: action });
  };
  // The page asks; `go` makes the navigation on the history itself, past the guard.
  const hold = (go: () => void) => guard?.onBlocked(go);

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push(to, state) {
      if (holds(to, NavigationType.Push)) hold(() => history.push(to, state));
      else history.push(to, state);
    },
    replace(to, state) {
      if (holds(to, NavigationType.Replace)) hold(() => history.replace(to, state));
      else history.replace(to, state);
    },
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (undoing) {
            undoing = false;
            return;
          }
          if (letGo) letGo = false;
          else if (update.delta !== null && holds(update.location, NavigationType.Pop)) {
            const delta = update.delta;
            undoing = true;
            history.go(-delta);
            hold(() => {
              letGo = true;
              history.go(delta);
            });
            return;
          }
        }
        shown = update.location;
        listener(update);
      });
    },
    guard(next) {
      guard = next;
      return () => {
        if (guard === next) guard = null;
      };
    },
  };
}

const HistoryContext = createContext<SiteHistory | null>(null);

/** The site's router on a history whose navigations a page can hold (the game page asks before leaving). */
export function SiteRouter({ history, children }: { history: SiteHistory; children: ReactNode }) {
  return (
    <HistoryContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </HistoryContext.Provider>
  );
}

export type LeaveGuard = { state: 'unblocked' | 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds a navigation away from the page while `check` says so: `state` is `blocked` until the page lets
 * it go (`proceed`) or stays (`reset`). Outside a `SiteRouter` nothing is held.
 */
export function useLeaveGuard(check: LeaveCheck): LeaveGuard {
  const history = useContext(HistoryContext);
  const [blocked, setBlocked] = useState(false);
  const held = useRef<(() => void) | null>(null);
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(
    () =>
      history?.guard({
        check: (args) => latest.current(args),
        onBlocked: (proceed) => {
          held.current = proceed;
          setBlocked(true);
        },
      }),
    [history],
  );
  const proceed = useCallback(() => {
    const go = held.current;
    held.current = null;
    setBlocked(false);
    go?.();
  }, []);
  const reset = useCallback(() => {
    held.current = null;
    setBlocked(false);
  }, []);
  return { state: blocked ? 'blocked' : 'unblocked', proceed, reset };
}
