import type { GameItem } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorText } from '@/lib/errors';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useUi } from '@/lib/ui-store';
import { catalogueKeys, favouriteIdsQuery, setFavourite } from '../api/catalogue-calls';

type Vars = { game: Pick<GameItem, 'id' | 'vendor' | 'gameType'>; favourite: boolean };

/**
 * The member's favourites: whether a game is one, and a toggle that shows the change at once and puts it
 * back if the server refuses (optimistic, with rollback). Visitors get the login pop-up, trial accounts the
 * trial dialog.
 */
export function useFavourites() {
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  const ids = useQuery(favouriteIdsQuery(token));
  const key = catalogueKeys.favouriteIds(token);

  const mutation = useMutation({
    mutationFn: ({ game, favourite }: Vars) => setFavourite(game, favourite),
    onMutate: async ({ game, favourite }: Vars) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Set<number>>(key);
      const next = new Set(previous);
      if (favourite) next.add(game.id);
      else next.delete(game.id);
      client.setQueryData(key, next);
      return { previous };
    },
    onError: (error, _vars, context) => {
      client.setQueryData(key, context?.previous);
      showToast(errorText(error), 'error');
    },
    onSettled: () => {
      // The server's word settles it: the ids (also when the toggle came before they loaded) and the list.
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: [...catalogueKeys.member(token), 'favourites'] });
    },
  });

  const known = ids.data;
  const isFavourite = useCallback(
    (game: Pick<GameItem, 'id' | 'favourite'>) =>
      known ? known.has(game.id) : token !== null && game.favourite,
    [known, token],
  );

  const { mutate } = mutation;
  const toggle = useCallback(
    (game: Pick<GameItem, 'id' | 'vendor' | 'gameType' | 'favourite'>) => {
      const { token: current, accountType } = useSession.getState();
      if (!current) return useUi.getState().open('login');
      if (accountType === TRIAL_ACCOUNT_TYPE) return useUi.getState().open('trial');
      mutate({ game, favourite: !isFavourite(game) });
    },
    [isFavourite, mutate],
  );

  return { isFavourite, toggle, signedIn: token !== null };
}
