import { ADMIN_REWARDS_PATHS as P } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.js';
import type { Role } from '../roles.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { createAdminCatalogueService } from './catalogue.service.js';
import { promotionsRoutes } from './promotions.routes.js';
import { createAdminPromotionsService } from './promotions.service.js';
import { REWARDS_CHANGED, type RewardsChange } from './rewards-write.js';

export { REWARDS_CHANGED, type RewardsChange } from './rewards-write.js';

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string) => `${method} ${path}`;

const EVERY_ROLE: readonly Role[] = ['owner', 'finance', 'support', 'viewer'];
const OWNER: readonly Role[] = ['owner'];
/** Approving pays money: owners and finance. */
const PAYERS: readonly Role[] = ['owner', 'finance'];
/** Rejecting pays nothing: support may too. */
const DECIDERS: readonly Role[] = ['owner', 'finance', 'support'];

/** Who may make each call of this area (merged into the role matrix, roles.ts). Every role reads. */
export const REWARDS_ROLES: Readonly<Record<string, readonly Role[]>> = {
  [call('GET', P.promotionCategories)]: EVERY_ROLE,
  [call('GET', P.promotions)]: EVERY_ROLE,
  [call('GET', P.promotion)]: EVERY_ROLE,
  [call('POST', P.promotions)]: OWNER,
  [call('PUT', P.promotion)]: OWNER,
  [call('PUT', P.promotionEnabled)]: OWNER,
  [call('PUT', P.promotionOrder)]: OWNER,
  [call('GET', P.applications)]: EVERY_ROLE,
  [call('GET', P.application)]: EVERY_ROLE,
  [call('GET', P.applicationImage)]: EVERY_ROLE,
  [call('POST', P.applicationApprove)]: PAYERS,
  [call('POST', P.applicationReject)]: DECIDERS,
  [call('GET', P.vipLevels)]: EVERY_ROLE,
  [call('PUT', P.vipLevel)]: OWNER,
  [call('GET', P.shopItems)]: EVERY_ROLE,
  [call('POST', P.shopItems)]: OWNER,
  [call('PUT', P.shopItem)]: OWNER,
  [call('PUT', P.shopItemEnabled)]: OWNER,
  [call('GET', P.pointRates)]: EVERY_ROLE,
  [call('PUT', P.pointRates)]: OWNER,
  [call('GET', P.missions)]: EVERY_ROLE,
  [call('POST', P.missions)]: OWNER,
  [call('PUT', P.mission)]: OWNER,
  [call('PUT', P.missionEnabled)]: OWNER,
};

const isChange = (message: unknown): message is RewardsChange =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as { merchantId?: unknown }).merchantId === 'number';

/** The back office's rewards calls, inside the operator session scope (the role matrix is checked before). */
export const adminRewardsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  // Every API process drops its copy of the brand's VIP levels when any process changes them, so that
  // the site shows the change on the next call.
  deps.shared.subscribe(REWARDS_CHANGED, (message) => {
    if (isChange(message) && message.what === 'vip') deps.vip.invalidate(message.merchantId);
  });
  await app.register(promotionsRoutes, { rewards: createAdminPromotionsService(deps) });
  await app.register(catalogueRoutes, { rewards: createAdminCatalogueService(deps) });
};
