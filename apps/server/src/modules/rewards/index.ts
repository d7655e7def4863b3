export { createPromotionsRepository, type PromotionsRepository } from './promotions.repository.js';
export { createPromotionsService, type PromotionsService } from './promotions.service.js';
export { promotionsRoutes } from './promotions.routes.js';
export { createVipRepository, type VipRepository } from './vip.repository.js';
export { createVipService, type VipService } from './vip.service.js';
export { vipRoutes } from './vip.routes.js';
export { registerRewardCentre } from './centre.module.js';
export { registerMissions } from './missions.module.js';
