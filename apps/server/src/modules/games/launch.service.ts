import {
  ACCOUNT_TYPES,
  ERROR_CODES,
  GAME_LAUNCH_ERRORS,
  hasDemo,
  IS_GAME,
  isLotteryVendor,
  LOTTERY_TYPES,
  type Language,
} from '@platform/contracts';
import type { Actor, Brand } from '../../lib/context.js';
import { badRequest, forbidden, unavailable } from '../../lib/errors.js';
import { pickLocalized } from '../../lib/localized.js';
import { createGameLookup, notConnected } from './game-items.js';
import type { GamesRepository } from './games.repository.js';

/** What the game service needs to open a game: the in-house vendor (or a vendor adapter) answers a URL. */
export type GameLauncher = (input: {
  brand: Brand;
  memberId: number;
  /** The site session the game is launched from (a game session ends with it). */
  sessionId: number;
  game: { id: number; vendorCode: string; gameCode: string; gameType: string; engine: string; name: string };
  language: Language;
  clientSeed?: string;
  /** The room to sit at, for a card room game (`GLS2_roomList`). */
  roomId?: number;
  /** The game's demo, with fun credits apart from the ledger (a trial account's launch). */
  demo?: boolean;
}) => Promise<string>;

/** Runs before a launch (transfer-mode vendors move money to their sub-wallet here). */
export type BeforeLaunch = (brand: Brand, memberId: number, vendorCode: string) => Promise<void>;

/** The site's lottery page for a launch: a game's betting view, or a lobby (the lottery module answers it). */
export type LotteryPage = (
  brand: Brand,
  input: { gameCode?: string | undefined; area?: string | undefined; view?: 'lobby' | 'betting' | undefined },
) => Promise<string>;

/** The launcher until a vendor is wired: every game answers that its vendor is not connected. */
export const unconnectedLauncher: GameLauncher = async ({ game }) => {
  throw notConnected(`The vendor ${game.vendorCode}`);
};

/** Opening a game for a member. */
export function createLaunchService({
  repo,
  now = Date.now,
  launcher = unconnectedLauncher,
  beforeLaunch,
  lotteryPage,
}: {
  repo: GamesRepository;
  now?: () => number;
  launcher?: GameLauncher;
  beforeLaunch?: BeforeLaunch;
  lotteryPage?: LotteryPage | undefined;
}) {
  const { visibleGame } = createGameLookup(repo);
  return {
    /**
     * `/wps/game/launchGame`: the launch rules of SPEC section 4 on the server. Trial accounts (but for the
     * demo of a game that has one), unknown or disabled games, vendor lists (VASSALAGE), vendors in maintenance and vendors not connected are refused;
     * a lottery launch (`launchMode` LOTT, or a lottery entry) answers the site's lottery page for the game
     * (or its lobby); otherwise the game's URL, and the game becomes the member's most recent.
     */
    async launch(
      brand: Brand,
      actor: Actor,
      language: Language,
      body: {
        gameId?: number | undefined;
        vendor?: string | undefined;
        gameCode?: string | undefined;
        clientSeed?: string | undefined;
        launchMode?: 'LOTT' | undefined;
        lottoArea?: string | undefined;
        lottoGameCode?: string | undefined;
        lottoView?: 'lobby' | 'betting' | undefined;
        roomId?: number | undefined;
      },
    ): Promise<{ content: { game_url: string } }> {
      // A trial account plays only demos, with fun credits (decision record 045).
      const trial = actor.type === ACCOUNT_TYPES.trial;
      const trialRefused = () =>
        forbidden(ERROR_CODES.trialForbidden, 'Register or log in with a real account to play.');
      if (trial && body.launchMode === 'LOTT') throw trialRefused();
      const lottery = (gameCode: string | undefined) => ({
        gameCode,
        area: body.lottoArea,
        view: body.lottoView,
      });
      if (body.launchMode === 'LOTT' && body.gameId === undefined && body.vendor === undefined && lotteryPage)
        return { content: { game_url: await lotteryPage(brand, lottery(body.lottoGameCode)) } };
      const game = await visibleGame(
        brand,
        body.gameId !== undefined
          ? { id: body.gameId }
          : { vendorCode: (body.vendor ?? '').toUpperCase(), gameCode: body.gameCode ?? '' },
      );
      if (trial && (game.isGame !== IS_GAME.game || !hasDemo(game.engine))) throw trialRefused();
      if (isLotteryVendor(game.vendorCode) || (LOTTERY_TYPES as readonly string[]).includes(game.gameType)) {
        if (lotteryPage) {
          const url = await lotteryPage(brand, lottery(body.lottoGameCode ?? game.gameCode));
          await repo.touchRecent(actor.memberId, game.id, new Date(now()));
          return { content: { game_url: url } };
        }
        throw badRequest(
          GAME_LAUNCH_ERRORS.lottery,
          `Lottery games open on the lottery page (/lottery), not through launchGame.`,
        );
      }
      if (game.isGame === IS_GAME.vassalage) {
        throw badRequest(
          GAME_LAUNCH_ERRORS.vendorList,
          `This entry is the game list of ${game.vendorName}; choose one of its games.`,
        );
      }
      if (game.maintenance) {
        const told = game.maintenanceMessage
          ? pickLocalized(game.maintenanceMessage, language, brand.defaultLanguage)
          : undefined;
        throw unavailable(
          ERROR_CODES.gameMaintenance,
          told ?? `${game.vendorName} is under maintenance.`,
          // The operator's own words, which the site shows in place of its text.
          told ? { operatorMessage: told } : null,
        );
      }
      if (game.engine === 'none') throw notConnected(game.vendorName);
      if (!trial) await beforeLaunch?.(brand, actor.memberId, game.vendorCode);
      const url = await launcher({
        brand,
        memberId: actor.memberId,
        sessionId: actor.sessionId,
        game: {
          id: game.id,
          vendorCode: game.vendorCode,
          gameCode: game.gameCode,
          gameType: game.gameType,
          engine: game.engine,
          name: pickLocalized(game.name, language, brand.defaultLanguage) ?? game.gameCode,
        },
        language,
        ...(body.clientSeed === undefined ? {} : { clientSeed: body.clientSeed }),
        ...(body.roomId === undefined ? {} : { roomId: body.roomId }),
        ...(trial ? { demo: true } : {}),
      });
      await repo.touchRecent(actor.memberId, game.id, new Date(now()));
      return { content: { game_url: url } };
    },
  };
}
