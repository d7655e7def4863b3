export { createPointsRepository, type PointsRepository } from './points.repository.js';
export { createPointsService, type PointsService } from './points.service.js';
export { pointsRoutes } from './points.routes.js';
export { registerPointShop } from './shop.module.js';
