import type { QueryClient } from '@tanstack/react-query';
import type { SbSession } from '@platform/contracts';
import { bookKeys } from './api/book-calls';

/**
 * The member's balance moved (bets placed, a bet cashed out): the header shows the new one, and the site
 * around the book's frame is told to ask its own wallet again (its game frames' message).
 */
export function walletChanged(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData<SbSession>(bookKeys.session(), (session) => session && { ...session, balance });
  void queryClient.invalidateQueries({ queryKey: bookKeys.session() });
  void queryClient.invalidateQueries({ queryKey: bookKeys.bets() });
  if (window.parent !== window) window.parent.postMessage({ type: 'wallet-changed' }, window.location.origin);
}
