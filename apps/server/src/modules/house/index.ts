import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { createHouseAssets } from './house.pages.js';
import { createHouseRepository } from './house.repository.js';
import { houseRoutes } from './house.routes.js';
import { createHouseService, type HouseService } from './house.service.js';

export type { HouseRepository } from './house.repository.js';
export type { HouseLauncher, HouseLaunchInput, HouseService, Injector } from './house.service.js';
export type { HouseAssets } from './house.pages.js';
export { HOUSE_ENGINES, isHouseEngine, type HouseEngine } from './engines/index.js';
export { HOUSE_PATHS, type HouseRound } from './house.contracts.js';
// The provably fair stream, the one way the platform draws randomness (the lottery's draws use it too).
export { fairRng, SERVER_SEED_PATTERN, type HmacFn, type Rng } from './fair-stream.js';
export { nodeHmac, seedHash } from './fair.js';

/**
 * The in-house game vendor: its pages, its API and its launcher. It moves money like any vendor, with signed
 * calls of the vendor wallet API through the app's own routes.
 */
export async function registerHouse(app: FastifyInstance, deps: ModuleDeps): Promise<HouseService> {
  const house = createHouseService({
    repo: createHouseRepository(deps.db),
    inject: (request) => app.inject(request),
    now: deps.now,
    log: deps.log,
  });
  await app.register(houseRoutes, { house, assets: createHouseAssets() });
  return house;
}
