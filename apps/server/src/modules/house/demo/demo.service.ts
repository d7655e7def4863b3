import {
  DEMO_ENGINES,
  ERROR_CODES,
  hasDemo,
  IS_GAME,
  type Language,
  type LaunchGameResult,
  type TrialLaunchRequest,
} from '@platform/contracts';
import type { Actor, Brand } from '../../../lib/context.js';
import { forbidden, notFound, unavailable } from '../../../lib/errors.js';
import { pickLocalized } from '../../../lib/localized.js';
import type { GamesRepository } from '../../games/index.js';
import type { HouseLauncher } from '../house.service.js';

/** What a refusal calls a game: its name in the caller's language, else its code. */
const nameOf = (game: { name: Record<string, string | undefined>; gameCode: string }, language: string) =>
  pickLocalized(game.name, language, 'EN') ?? game.gameCode;

/**
 * `GCS_gameTrialLaunch`: a game's demo for anyone (a visitor, a trial account, a member), played with fun
 * credits apart from the ledger (decision record 045). Only the single-player in-house games have one.
 */
export function createDemoLaunch({
  games,
  launcher,
}: {
  games: Pick<GamesRepository, 'findGame'>;
  launcher: HouseLauncher;
}) {
  return {
    async launch(
      brand: Brand,
      actor: Actor | null,
      language: Language,
      body: TrialLaunchRequest,
    ): Promise<LaunchGameResult> {
      const key =
        body.gameId !== undefined
          ? { id: body.gameId }
          : { vendorCode: (body.vendor ?? '').toUpperCase(), gameCode: body.gameCode ?? '' };
      const game = await games.findGame(brand.id, key);
      if (!game || !game.enabled || !game.vendorEnabled)
        throw notFound(
          'id' in key
            ? `No game ${key.id} in this brand's catalogue.`
            : `No game ${key.vendorCode}/${key.gameCode} in this brand's catalogue.`,
          ERROR_CODES.gameUnknown,
        );
      const name = nameOf(game, language);
      if (game.isGame !== IS_GAME.game || !hasDemo(game.engine))
        throw forbidden(
          ERROR_CODES.trialForbidden,
          `${name} has no demo: only the in-house ${DEMO_ENGINES.join(', ')} games can be tried with fun credits. Register or log in with a real account to play it.`,
        );
      if (game.maintenance)
        throw unavailable(ERROR_CODES.gameMaintenance, `${game.vendorName} is under maintenance.`);
      const url = await launcher({
        brand,
        memberId: actor?.memberId ?? null,
        sessionId: actor?.sessionId ?? null,
        demo: true,
        game: {
          id: game.id,
          vendorCode: game.vendorCode,
          gameCode: game.gameCode,
          gameType: game.gameType,
          engine: game.engine,
          name,
        },
        language,
        ...(body.clientSeed === undefined ? {} : { clientSeed: body.clientSeed }),
      });
      return { content: { game_url: url } };
    },
  };
}
export type DemoLaunch = ReturnType<typeof createDemoLaunch>;
