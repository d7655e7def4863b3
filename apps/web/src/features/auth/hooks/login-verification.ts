import type { LoginVerificationMethod } from '@platform/contracts';
import { create } from 'zustand';
import { session } from '@/lib/storage';

// SPEC's session key `validate`: the ways a login from a new IP can still be verified.
const KEY = 'validate';

/** What the login goes on to once verified. */
export type AfterVerification = { forcePasswordChange: boolean; goHome: boolean };

type Pending = { methods: LoginVerificationMethod[]; after: AfterVerification };

type State = {
  methods: LoginVerificationMethod[] | null;
  after: AfterVerification;
  require: (methods: LoginVerificationMethod[], after: AfterVerification) => void;
  clear: () => void;
};

const NOTHING_AFTER: AfterVerification = { forcePasswordChange: false, goHome: false };

function stored(): Pending | null {
  try {
    const value = JSON.parse(session.get(KEY) ?? 'null') as Partial<Pending> | null;
    return Array.isArray(value?.methods)
      ? { methods: value.methods, after: value.after ?? NOTHING_AFTER }
      : null;
  } catch {
    return null;
  }
}

/** A login waiting for verification (current IP not recorded): the site can do nothing else meanwhile. */
export const useLoginVerification = create<State>((set) => ({
  methods: stored()?.methods ?? null,
  after: stored()?.after ?? NOTHING_AFTER,
  require: (methods, after) => {
    session.set(KEY, JSON.stringify({ methods, after }));
    set({ methods, after });
  },
  clear: () => {
    session.remove(KEY);
    set({ methods: null, after: NOTHING_AFTER });
  },
}));
