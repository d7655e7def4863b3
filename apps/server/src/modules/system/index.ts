export { createSystemRepository } from './system.repository.js';
export { createSystemService, type SystemService } from './system.service.js';
export { systemRoutes } from './system.routes.js';
