import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SbAcceptOdds, SbFixture, SbPlaced } from '@platform/contracts';
import { SLIP_MAX_BETS } from '../book-constants';
import { pickId, type SlipPick } from './slip-rules';

export type SlipState = {
  picks: SlipPick[];
  stakes: Record<string, string>;
  parlayStake: string;
  acceptOdds: SbAcceptOdds;
  /** The last placed slip's bets, shown until the member picks again or closes it. */
  receipt: SbPlaced | null;
  /** The last pick did not go in: the slip was full. */
  full: boolean;
};

const EMPTY: SlipState = {
  picks: [],
  stakes: {},
  parlayStake: '',
  acceptOdds: 'none',
  receipt: null,
  full: false,
};

/** The fixture's current odds of a pick, or that it cannot be taken now (`null`); undefined when not shown. */
function currentOf(pick: SlipPick, fixture: SbFixture, everyMarket: boolean): number | null | undefined {
  const market = fixture.markets.find((m) => m.id === pick.marketId);
  if (!market) return everyMarket ? null : undefined;
  const selection = market.selections.find((s) => s.key === pick.key);
  const closed = market.status !== 'open' || (fixture.status !== 'scheduled' && fixture.status !== 'live');
  return !selection || closed ? null : selection.odds;
}

/** The slip: the member's picks and stakes, kept for the page's life and shared by every part of it. */
export function createSlipStore(initial: Partial<SlipState> = {}) {
  let state: SlipState = { ...EMPTY, ...initial };
  const listeners = new Set<() => void>();
  const set = (next: SlipState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const remove = (id: string) => {
    const stakes = { ...state.stakes };
    delete stakes[id];
    set({ ...state, picks: state.picks.filter((p) => pickId(p) !== id), stakes, full: false });
  };

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    has: (marketId: string, key: string) => state.picks.some((p) => p.marketId === marketId && p.key === key),
    /** Adds the pick, or takes it out when it is in; false when the slip is full. */
    toggle: (pick: SlipPick): boolean => {
      const id = pickId(pick);
      if (state.picks.some((p) => pickId(p) === id)) {
        remove(id);
        return true;
      }
      if (state.picks.length >= SLIP_MAX_BETS) {
        set({ ...state, full: true });
        return false;
      }
      set({ ...state, picks: [...state.picks, pick], receipt: null });
      return true;
    },
    remove,
    setStake: (id: string, text: string) => set({ ...state, stakes: { ...state.stakes, [id]: text } }),
    setParlayStake: (text: string) => set({ ...state, parlayStake: text }),
    setAcceptOdds: (acceptOdds: SbAcceptOdds) => set({ ...state, acceptOdds }),
    clear: () => set({ ...EMPTY, acceptOdds: state.acceptOdds }),
    /** A placed slip: its receipt is shown and the slip empties. */
    placed: (receipt: SbPlaced) => set({ ...EMPTY, acceptOdds: state.acceptOdds, receipt }),
    dismissReceipt: () => set({ ...state, receipt: null }),
    /**
     * The picks take the odds the book shows now. `everyMarket` says the fixtures carry all their markets
     * (the fixture's own call), so a market missing from them is no longer offered.
     */
    syncOdds: (fixtures: readonly SbFixture[], everyMarket: boolean) => {
      let changed = false;
      const picks = state.picks.map((pick) => {
        const fixture = fixtures.find((f) => f.id === pick.fixtureId);
        if (!fixture) return pick;
        const current = currentOf(pick, fixture, everyMarket);
        if (current === undefined) return pick;
        const suspended = current === null;
        const odds = current ?? pick.odds;
        if (odds === pick.odds && suspended === Boolean(pick.suspended)) return pick;
        changed = true;
        return { ...pick, odds, suspended, previousOdds: odds === pick.odds ? pick.previousOdds : pick.odds };
      });
      if (changed) set({ ...state, picks });
    },
  };
}

export type SlipStore = ReturnType<typeof createSlipStore>;

export const SlipContext = createContext<SlipStore | null>(null);

export function useSlipStore(): SlipStore {
  const store = useContext(SlipContext);
  if (!store) throw new Error('useSlipStore is used inside the SlipContext provider');
  return store;
}

export function useSlip(): SlipState {
  const store = useSlipStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
