export { createGamesRepository, type GamesRepository } from './games.repository.js';
export {
  createGamesService,
  unconnectedLauncher,
  type BeforeLaunch,
  type GameLauncher,
  type GamesService,
} from './games.service.js';
export { gamesRoutes } from './games.routes.js';
