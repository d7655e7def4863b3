import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { pointsRoutes } from './points.routes.js';
import { createPointsRepository } from './points.repository.js';
import { createPointsService } from './points.service.js';
import { registerPointShop } from './shop.module.js';

export { createPointsRepository, type PointsRepository } from './points.repository.js';
export type { PointsService } from './points.service.js';

/** Points: the balance and its entries, the shop, redemptions (with their operator queue), conversion. */
export async function registerPoints(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const points = createPointsService({ repo: createPointsRepository(deps.db) });
  await app.register(pointsRoutes, { points });
  await registerPointShop(app, deps);
}
