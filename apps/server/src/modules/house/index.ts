export { createHouseRepository, type HouseRepository } from './house.repository.js';
export {
  createHouseService,
  type HouseLauncher,
  type HouseLaunchInput,
  type HouseService,
  type Injector,
} from './house.service.js';
export { createHouseAssets, type HouseAssets } from './house.pages.js';
export { houseRoutes } from './house.routes.js';
export { HOUSE_ENGINES, isHouseEngine, type HouseEngine } from './engines/index.js';
export { HOUSE_PATHS, type HouseRound } from './house.contracts.js';
