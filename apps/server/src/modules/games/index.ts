import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { followCatalogueChanges } from './catalogue-changes.js';
import { createGamesRepository } from './games.repository.js';
import { gamesRoutes } from './games.routes.js';
import {
  createGamesService,
  type BeforeLaunch,
  type GameLauncher,
  type GamesService,
  type LotteryPage,
} from './games.service.js';

export { createGamesRepository, type GamesRepository } from './games.repository.js';
export { announceCatalogueChange, CATALOGUE_CHANNEL } from './catalogue-changes.js';
export {
  unconnectedLauncher,
  type BeforeLaunch,
  type GameLauncher,
  type GamesService,
  type LotteryPage,
} from './games.service.js';

/**
 * How games open: the vendor's launcher, what runs before each launch (transfer-mode vendors), and the
 * lottery's page for a lottery launch.
 */
export type GameLaunching = { launcher: GameLauncher; beforeLaunch: BeforeLaunch; lotteryPage?: LotteryPage };

/** The catalogue (menus, lanes, search, hot and popular), favourites and recent games, launch, winners. */
export async function registerGames(
  app: FastifyInstance,
  deps: ModuleDeps,
  launching: GameLaunching,
): Promise<GamesService> {
  const games = createGamesService({
    repo: createGamesRepository(deps.db),
    now: () => deps.now().getTime(),
    ...launching,
  });
  followCatalogueChanges(deps.shared, games);
  await app.register(gamesRoutes, { games });
  return games;
}
