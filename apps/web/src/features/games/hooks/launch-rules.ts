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
import { catalogueKeys, launchGame, trialLaunch } from '../api/catalogue-calls';
import { bookUrl, isBookVendor } from './book-url';
import {
  demoKey,
  entryKey,
  gamePath,
  launchRoute,
  lotteryPath,
  type LaunchedGame,
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
  open?: (url: string, name: string, game?: LaunchedGame) => void;
  /** Who shows a refused launch; by default the toaster, with the translation of its error code. */
  onError?: (error: unknown) => void;
};

/**
 * The launch rules of SPEC section 4, for every game tile, vendor card and navigation entry: the login
 * gate (login pop-up without a session), the trial gate (trial accounts get the trial dialog, but for a
 * game with a demo, which launchGame opens with fun credits), then lottery vendors to /lottery, a vendor entry of a category with vendor tabs to its page (the vendor kept
 * in session storage under `gameVendor`), `isGame` VASSALAGE to the pop-up game list, and everything else
 * through `/wps/game/launchGame` into /game. A vendor entry of a category without vendor tabs (sports,
 * e-sports, the cockfight) launches the vendor's entry of that category directly (the sportsbook's sports or
 * e-sports entry, else the vendor's lobby game); the sportsbook opens in the site's theme. A card room game
 * (`rooms`) opens the room picker, which launches it again with the room chosen (`roomId`). Refusals show
 * their translated error code in the toaster (the room picker's in the picker).
 */
export async function runLaunch(entry: LaunchEntry, deps: LaunchDeps): Promise<LaunchOutcome> {
  const { navigate, client, language, t } = deps;
  const { token, accountType } = useSession.getState();
  if (!token) {
    useUi.getState().open('login');
    return 'login';
  }
  if (accountType === TRIAL_ACCOUNT_TYPE && !entry.demo) {
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
  if (entry.rooms && entry.id !== undefined && entry.roomId === undefined) {
    useLaunchState.getState().openRooms(entry);
    return 'rooms';
  }
  return openGame(entryKey(entry), entry, deps, async () => {
    // A game by its id (a card room game's with the room chosen); a vendor entry by the vendor's entry of
    // the category.
    const request =
      entry.id === undefined
        ? { vendor: entry.vassalage, gameCode: vendorEntryCodeOf(entry.vassalage, entry.gameType) }
        : { gameId: entry.id, ...(entry.roomId === undefined ? {} : { roomId: entry.roomId }) };
    const result = await launchGame(request, language);
    void client.invalidateQueries({ queryKey: [...catalogueKeys.member(token), 'recent'] });
    const launched = result.content.game_url;
    return isBookVendor(entry.vassalage) ? bookUrl(launched, { theme: useTheme.getState().theme }) : launched;
  });
}

/** The vendor and game code of an entry: its own, or the vendor's entry of the category. */
function launchedGameOf(entry: LaunchEntry): LaunchedGame | undefined {
  const gameCode =
    entry.gameCode ??
    (entry.id === undefined ? vendorEntryCodeOf(entry.vassalage, entry.gameType) : undefined);
  return gameCode ? { vendorCode: entry.vassalage, gameCode } : undefined;
}

/** Asks for the game's address (the tile shows a spinner meanwhile) and opens it in /game, or shows why not. */
async function openGame(
  key: string,
  entry: LaunchEntry,
  { navigate, open, onError }: LaunchDeps,
  address: () => Promise<string>,
): Promise<LaunchOutcome> {
  useLaunchState.setState({ launching: key });
  try {
    const url = await address();
    const game = launchedGameOf(entry);
    if (open) open(url, entry.name, game);
    else void navigate(gamePath(url, entry.name, game), { state: { url, name: entry.name, ...game } });
    return 'launched';
  } catch (e) {
    if (onError) onError(e);
    else showToast(errorText(e), 'error');
    return 'failed';
  } finally {
    if (useLaunchState.getState().launching === key) useLaunchState.setState({ launching: null });
  }
}

/**
 * A game's demo (the tile's Demo button): for anyone, visitor, trial account or member, through
 * `GCS_gameTrialLaunch`, opened in /game like any game; the game page and the frame say "Demo". Only a game
 * with `demo`; a refusal shows its translated error code.
 */
export async function runDemo(entry: LaunchEntry, deps: LaunchDeps): Promise<LaunchOutcome> {
  const { language, t } = deps;
  const gameId = entry.id;
  if (!entry.demo || gameId === undefined) return 'failed';
  if (entry.maintenance) {
    showToast(t('errors.game_maintenance'), 'error');
    return 'failed';
  }
  return openGame(
    demoKey(entry),
    entry,
    deps,
    async () => (await trialLaunch(gameId, language)).content.game_url,
  );
}
