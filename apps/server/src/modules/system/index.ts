export { createSystemRepository } from './system.repository.js';
export { createSystemService, type SystemService } from './system.service.js';
export { systemRoutes } from './system.routes.js';
export { type DomainProbe, createHttpDomainProbe } from './domain-probe.js';
export { isOn, passwordRule } from './brand.js';
