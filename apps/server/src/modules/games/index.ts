export { createGamesRepository, type GamesRepository } from './games.repository.js';
export { createGamesService, type GamesService } from './games.service.js';
export { gamesRoutes } from './games.routes.js';
