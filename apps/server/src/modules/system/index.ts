import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { systemRoutes } from './system.routes.js';

export { createSystemRepository } from './system.repository.js';
export { createSystemService, type SystemService } from './system.service.js';
export { type DomainProbe, createHttpDomainProbe } from './domain-probe.js';
export { createBrandSettingsRepository, type BrandSettingsRepository } from './brand-settings.repository.js';
export { isOn, minimumAgeOf, passwordRule, realityCheckDefaultOf } from './brand.js';

/** The brand's status, settings, resources and domains (the system service itself is shared: built once). */
export async function registerSystem(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await app.register(systemRoutes, { system: deps.system });
}
