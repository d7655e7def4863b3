import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPORTSBOOK_ERRORS, minorToMajor, type Language, type SbPlace } from '@platform/contracts';
import { bookKeys, fixtureQuery, keepsRequestId, newRequestId, placeBets } from '../api/book-calls';
import { BookError } from '../api/client';
import { walletChanged } from '../wallet-changed';
import type { SlipBet } from './slip-rules';
import type { SlipStore } from './slip-store';

/** The body of a slip's bets: each bet's stake in major units and the odds the member saw. */
export function placeBody(
  bets: readonly SlipBet[],
  acceptOdds: SbPlace['acceptOdds'],
): Omit<SbPlace, 'requestId'> {
  return {
    acceptOdds,
    bets: bets.map((bet) => ({
      stake: minorToMajor(bet.stake ?? 0n),
      picks: bet.picks.map((pick) => ({ marketId: pick.marketId, key: pick.key, odds: pick.odds })),
    })),
  };
}

/**
 * Places the slip. The request id is kept while the same slip is sent again after a failure that got no
 * answer (so the book places it once); any other outcome, or another slip, draws a new one. When the book
 * refuses because the odds moved, the slip takes the odds the book shows now, for the member to accept.
 */
export function usePlaceBets(slip: SlipStore, language: Language) {
  const queryClient = useQueryClient();
  const last = useRef<{ id: string; payload: string } | null>(null);

  async function refreshOdds() {
    void queryClient.invalidateQueries({ queryKey: bookKeys.fixtureLists() });
    const ids = [...new Set(slip.getState().picks.map((pick) => pick.fixtureId))];
    const fixtures = await Promise.all(
      ids.map((id) =>
        queryClient.fetchQuery({ ...fixtureQuery(id, language), staleTime: 0 }).catch(() => null),
      ),
    );
    slip.syncOdds(
      fixtures.filter((f) => f !== null),
      true,
    );
  }

  const mutation = useMutation({
    mutationFn: placeBets,
    onSuccess(placed) {
      last.current = null;
      slip.placed(placed);
      walletChanged(queryClient, placed.balance);
    },
    async onError(error) {
      if (!keepsRequestId(error)) last.current = null;
      if (error instanceof BookError && error.code === SPORTSBOOK_ERRORS.oddsChanged) await refreshOdds();
    },
  });

  return {
    mutation,
    place: (body: Omit<SbPlace, 'requestId'>) => {
      const payload = JSON.stringify(body);
      if (last.current?.payload !== payload) last.current = { id: newRequestId(), payload };
      mutation.mutate({ ...body, requestId: last.current.id });
    },
  };
}
