import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '@/lib/session';
import { local } from '@/lib/storage';
import { useUi } from '@/lib/ui-store';

// The favourite lottery games, kept in local storage under `LOTTFAV` per username (SPEC section 3): an
// object of username to the game codes, in the order they were added.

export const FAVOURITES_KEY = 'LOTTFAV';

type Stored = Record<string, string[]>;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(local.get(FAVOURITES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Stored = {};
    for (const [user, codes] of Object.entries(parsed as Record<string, unknown>))
      if (Array.isArray(codes)) out[user] = codes.filter((c): c is string => typeof c === 'string');
    return out;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the site changed them.
  const onStorage = (e: StorageEvent) => {
    if (e.key === FAVOURITES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
const snapshot = () => local.get(FAVOURITES_KEY);

/**
 * The signed-in member's favourite lottery games and a toggle; visitors get the login pop-up. The server
 * renders none (storage is the browser's).
 */
export function useLotteryFavourites() {
  const username = useSession((s) => s.username);
  const token = useSession((s) => s.token);
  const stored = useSyncExternalStore(subscribe, snapshot, () => null);
  const codes = username && stored ? (readAll()[username] ?? []) : [];

  const toggle = useCallback((gameCode: string) => {
    const { token: current, username: user } = useSession.getState();
    if (!current || !user) return useUi.getState().open('login');
    const all = readAll();
    const mine = all[user] ?? [];
    all[user] = mine.includes(gameCode) ? mine.filter((c) => c !== gameCode) : [...mine, gameCode];
    local.set(FAVOURITES_KEY, JSON.stringify(all));
    for (const listener of listeners) listener();
  }, []);

  return { codes, isFavourite: (gameCode: string) => codes.includes(gameCode), toggle, signedIn: !!token };
}
