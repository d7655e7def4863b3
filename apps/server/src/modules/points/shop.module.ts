import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { createPointShopService } from './points-shop.service.js';
import { pointShopRoutes } from './points-shop.routes.js';
import { createPointsRepository } from './points.repository.js';
import { createRedemptionQueue } from './redemptions.queue.js';

/** Points balance and detail, redeeming items, converting points to balance. */
export async function registerPointShop(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const repo = createPointsRepository(deps.db);
  const shop = createPointShopService({
    db: deps.db,
    repo,
    ledger: deps.ledger,
    inbox: deps.inbox,
    paymentPassword: deps.paymentPassword,
  });
  deps.operatorQueues.register(
    createRedemptionQueue({
      db: deps.db,
      repo,
      ledger: deps.ledger,
      now: deps.now,
      inbox: deps.inbox,
    }),
  );
  await app.register(pointShopRoutes, { shop });
}
