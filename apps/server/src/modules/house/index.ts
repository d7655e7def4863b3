import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { createHouseAssets } from './house.pages.js';
import { createHouseRepository } from './house.repository.js';
import { houseRoutes } from './house.routes.js';
import { createHouseService, type HouseService } from './house.service.js';
import { createGamesRepository } from '../games/index.js';
import { createDemoCleanup, DEMO_CLEANUP_EVERY_MS, DEMO_CLEANUP_JOB } from './demo/demo-cleanup.js';
import { createDemoLaunch } from './demo/demo.service.js';
import { createFunWalletRepository } from './demo/fun-wallet.repository.js';
import { createFunWallet } from './demo/fun-wallet.service.js';
import { registerRooms } from './rooms/index.js';
import { registerTables } from './tables/index.js';

export type { HouseRepository } from './house.repository.js';
export type { HouseLauncher, HouseLaunchInput, HouseService, Injector } from './house.service.js';
export { DEMO_CLEANUP_JOB } from './demo/demo-cleanup.js';
export type { HouseAssets } from './house.pages.js';
export { HOUSE_ENGINES, isHouseEngine, type HouseEngine } from './engines/index.js';
// The slot games (one engine, a definition per game code): the catalogue lists them.
export { SLOT_GAMES, slotGame, type SlotDefinition } from './slots/index.js';
// The fishing games and the live tables, by game code: the catalogue lists them.
export { FISHING_GAMES } from './fishing/definitions.js';
export { TABLE_GAMES } from './tables/catalogue.js';
export { HOUSE_PATHS, type HouseRound } from './house.contracts.js';
// The provably fair stream, the one way the platform draws randomness (the lottery's draws use it too).
export { fairRng, SERVER_SEED_PATTERN, type HmacFn, type Rng } from './fair-stream.js';
export { nodeHmac, seedHash } from './fair.js';
export { HOUSE_MAX_STAKE, houseGameFigures, roomMinBalanceFloor, type HouseGameFigures } from './settings.js';

/**
 * The in-house game vendor: its pages, its API and its launcher. It moves money like any vendor, with signed
 * calls of the vendor wallet API through the app's own routes.
 */
export async function registerHouse(app: FastifyInstance, deps: ModuleDeps): Promise<HouseService> {
  // Demo play with fun credits, apart from the ledger (decision record 045).
  const funRepo = createFunWalletRepository(deps.db);
  const funWallet = createFunWallet({ db: deps.db, repo: funRepo, now: deps.now });
  const houseRepo = createHouseRepository(deps.db);
  const created = createHouseService({
    repo: houseRepo,
    inject: (request) => app.inject(request),
    now: deps.now,
    log: deps.log,
    demoWallet: funWallet.wallet,
  });
  // Card room games (engine `room`) seat the member first (rooms/).
  const rooms = await registerRooms(app, deps, { sessions: houseRepo });
  // Live tables (engine `table`): shared rounds on a clock, played over a socket (tables/).
  registerTables(app, deps, { houseRepo });
  const house: HouseService = { ...created, launcher: rooms.launcher(created.launcher) };
  const demo = {
    launch: createDemoLaunch({ games: createGamesRepository(deps.db), launcher: house.launcher }),
    funWallet,
    sessionOf: house.sessionOf,
    launchesPerMinute: deps.settings.loginPerMinute,
  };
  await app.register(houseRoutes, { house, assets: createHouseAssets(), demo });
  const cleanup = createDemoCleanup({ repo: funRepo, now: deps.now });
  deps.scheduler.register({
    name: DEMO_CLEANUP_JOB,
    everyMs: DEMO_CLEANUP_EVERY_MS,
    run: () => cleanup.run(),
    runAtStart: true,
  });
  return house;
}
