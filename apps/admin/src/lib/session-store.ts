import type { OperatorProfile } from '@platform/contracts';

/**
 * The operator's session in this tab: the token (kept in sessionStorage, so it ends with the tab and is
 * never shared with another tab) and the profile the server last answered.
 */
export type SessionState = {
  token: string | null;
  operator: OperatorProfile | null;
};

const TOKEN_KEY = 'admin.token';
const PROFILE_KEY = 'admin.operator';

function read(): SessionState {
  try {
    const token = sessionStorage.getItem(TOKEN_KEY);
    const profile = sessionStorage.getItem(PROFILE_KEY);
    return { token, operator: token && profile ? (JSON.parse(profile) as OperatorProfile) : null };
  } catch {
    return { token: null, operator: null };
  }
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  try {
    if (next.token) sessionStorage.setItem(TOKEN_KEY, next.token);
    else sessionStorage.removeItem(TOKEN_KEY);
    if (next.operator) sessionStorage.setItem(PROFILE_KEY, JSON.stringify(next.operator));
    else sessionStorage.removeItem(PROFILE_KEY);
  } catch {
    // storage refused (private mode): the session lives in memory only
  }
  for (const l of listeners) l();
}

export const sessionToken = () => state.token;
export const sessionState = () => state;
export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const startSession = (token: string, operator: OperatorProfile) => set({ token, operator });
export const updateOperator = (operator: OperatorProfile) => set({ ...state, operator });
export const clearSession = () => set({ token: null, operator: null });
/** Reads the storage again (tests that set the storage by hand). */
export const reloadSession = () => set(read());
