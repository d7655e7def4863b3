import { create } from 'zustand';
import { session as store } from './storage';

/** The session token and a few facts about the member, kept in sessionStorage (never a password). */
export type SessionState = {
  token: string | null;
  accountType: number | null;
  username: string | null;
  signIn: (token: string, username?: string) => void;
  setAccount: (type: number, username: string) => void;
  signOut: () => void;
};

const KEYS = ['token', 'isAgent', 'username', 'nickname', 'account', 'customerId'] as const;

export const useSession = create<SessionState>((set) => ({
  token: store.get('token'),
  accountType: store.get('isAgent') === null ? null : Number(store.get('isAgent')),
  username: store.get('username'),
  signIn: (token, username) => {
    store.set('token', token);
    if (username) store.set('username', username);
    set({ token, ...(username ? { username } : {}) });
  },
  setAccount: (type, username) => {
    store.set('isAgent', String(type));
    store.set('username', username);
    set({ accountType: type, username });
  },
  signOut: () => {
    // Merchant values stay; everything about the member goes.
    for (const key of KEYS) store.remove(key);
    set({ token: null, accountType: null, username: null });
  },
}));

export const TRIAL_ACCOUNT_TYPE = 4;
