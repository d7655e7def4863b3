import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createUploadStore } from '../../lib/uploads.js';
import type { ModuleDeps } from '../module-deps.js';
import { registerRewardCentre } from './centre.module.js';
import { registerMissions } from './missions.module.js';
import { createPromotionsRepository } from './promotions.repository.js';
import { promotionsRoutes } from './promotions.routes.js';
import { createPromotionsService, type PromotionsService } from './promotions.service.js';
import { createVipPerks } from './vip-perks.js';
import { createVipPerksRepository } from './vip-perks.repository.js';
import { vipRoutes } from './vip.routes.js';

/** VIP upgrades, rebates, monthly and birthday bonuses: every pass is idempotent (vip-perks.ts). */
export const VIP_PERKS_JOB = 'vip.perks';
const VIP_PERKS_EVERY_MS = 10 * 60_000;

export type { PromotionsRepository } from './promotions.repository.js';
export type { PromotionsService } from './promotions.service.js';
export { createVipRepository, type VipRepository } from './vip.repository.js';
export { createVipService, type VipService } from './vip.service.js';
export { createReferralEvents, type ReferralEvents } from './referral.service.js';
export { createMemberInbox, type EventMessage, type MemberInbox } from './inbox.repository.js';
export { createBonusLock, type BonusLockService } from './bonus-lock.js';
export {
  createDepositPromotions,
  type DepositBonusDecision,
  type DepositPromotions,
} from './deposit-promotions.js';
export { promotionFigures, withFigures } from './promotion-figures.js';
export * from './application-decisions.js';
export { grantBonus, minTurnoverMultiple } from './bonus.js';

/** Promotions and applications, VIP, the reward centre (bonuses, raffles, referral) and missions. */
export async function registerRewards(
  app: FastifyInstance,
  deps: ModuleDeps,
): Promise<{ promotions: PromotionsService }> {
  const promotions = createPromotionsService({
    db: deps.db,
    repo: createPromotionsRepository(deps.db),
    uploads: createUploadStore(path.join(deps.uploadsDir, 'promotions')),
    now: deps.now,
  });
  await app.register(promotionsRoutes, { promotions });
  await app.register(vipRoutes, { vip: deps.vip });
  const perks = createVipPerks({
    db: deps.db,
    repo: createVipPerksRepository(deps.db),
    ledger: deps.ledger,
    now: deps.now,
  });
  deps.scheduler.register({ name: VIP_PERKS_JOB, everyMs: VIP_PERKS_EVERY_MS, run: () => perks.run() });
  await registerRewardCentre(app, deps);
  await registerMissions(app, deps);
  return { promotions };
}
