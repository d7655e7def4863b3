import { vendorEntryCodeOf, type Language } from '@platform/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import { CATEGORY_PATHS } from '@/config/paths';
import { errorText } from '@/lib/errors';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { session } from '@/lib/storage';
import { useTheme } from '@/lib/theme';
import { showToast } from '@/lib/toast';
import { useUi } from '@/lib/ui-store';
import { catalogueKeys, launchGame } from '../api/catalogue-calls';
import { bookUrl, isBookVendor } from './book-url';
import {
  entryKey,
  gamePath,
  launchRoute,
  lotteryPath,
  type LaunchEntry,
  type LaunchOutcome,
} from './launch-entry';
import { GAME_VENDOR_KEY } from './lobby-constants';
import { useLaunchState } from './launch-store';

export type LaunchDeps = {
  navigate: NavigateFunction;
  client: QueryClient;
  language: Language;
  t: TFunction;
  /** Where a launched game opens; by default the `/game` page. */
  open?: (url: string, name: string) => void;
  /** Who shows a refused launch; by default the toaster, with the translation of its error code. */
  onError?: (error: unknown) => void;
};

/**
 * The launch rules of SPEC section 4, for every game tile, vendor card and navigation entry: the login
 * gate (login pop-up without a session), the trial gate (trial accounts get the trial dialog), then
 * lottery vendors to /lottery, a vendor entry of a category with vendor tabs to its page (the vendor kept
 * in session storage under `gameVendor`), `isGame` VASSALAGE to the pop-up game list, and everything else
 * through `/wps/game/launchGame` into /game. A vendor entry of a category without vendor tabs (sports,
 * e-sports, the cockfight) launches the vendor's entry of that category directly (the sportsbook's sports or
 * e-sports entry, else the vendor's lobby game); the sportsbook opens in the site's theme. Refusals show
 * their translated error code in the toaster.
 */
export async function runLaunch(entry: LaunchEntry, deps: LaunchDeps): Promise<LaunchOutcome> {
  const { navigate, client, language, t, open, onError } = deps;
  const { token, accountType } = useSession.getState();
  if (!token) {
    useUi.getState().open('login');
    return 'login';
  }
  if (accountType === TRIAL_ACCOUNT_TYPE) {
    useUi.getState().open('trial');
    return 'trial';
  }
  const target = launchRoute(entry);
  if (target === 'lottery') {
    void navigate(lotteryPath(entry));
    return 'lottery';
  }
  if (target === 'vendorPage') {
    session.set(GAME_VENDOR_KEY, entry.vassalage);
    void navigate(`${CATEGORY_PATHS[entry.gameType]}?page=${encodeURIComponent(entry.vassalage)}`);
    return 'vendorPage';
  }
  if (target === 'vendorGames') {
    useLaunchState
      .getState()
      .openPopup({ vendor: entry.vassalage, gameType: entry.gameType, name: entry.name });
    return 'vendorGames';
  }
  if (entry.maintenance) {
    showToast(t('errors.game_maintenance'), 'error');
    return 'failed';
  }
  const key = entryKey(entry);
  useLaunchState.setState({ launching: key });
  try {
    // A game by its id; a vendor entry by the vendor's entry of the category.
    const request =
      entry.id === undefined
        ? { vendor: entry.vassalage, gameCode: vendorEntryCodeOf(entry.vassalage, entry.gameType) }
        : { gameId: entry.id };
    const result = await launchGame(request, language);
    void client.invalidateQueries({ queryKey: [...catalogueKeys.member(token), 'recent'] });
    const launched = result.content.game_url;
    const url = isBookVendor(entry.vassalage)
      ? bookUrl(launched, { theme: useTheme.getState().theme })
      : launched;
    if (open) open(url, entry.name);
    else void navigate(gamePath(url, entry.name), { state: { url, name: entry.name } });
    return 'launched';
  } catch (e) {
    if (onError) onError(e);
    else showToast(errorText(e), 'error');
    return 'failed';
  } finally {
    if (useLaunchState.getState().launching === key) useLaunchState.setState({ launching: null });
  }
}
